// What other modules may use of the channels domain: the credit ledger the fan-out spends from,
// and a channel's app users against its allowance (the dashboard's third line).
export {
  creditsRemainingSql,
  noCredits,
  rollCreditMonth,
  sendLedgerSql,
  writeLedger,
} from './ledgerRepository';
export { appUserAllowance, servedCounterChannel } from './appUserAllowance';
