// What other modules may use of the pricing domain: the credit ledger the fan-out spends from,
// and a channel's app users against its allowance (the dashboard's third line, the channel form).
export {
  creditsRemainingSql,
  rollCreditMonth,
  sendLedgerSql,
  writeLedger,
} from './ledgerRepository';
export { ledgerRefusalError } from './ledgerErrors';
export { allowanceOf, servedCounterChannel } from './allowanceRepository';
