// What other modules may use of the channels domain: the credit ledger the fan-out spends from.
export {
  creditsRemainingSql,
  noCredits,
  rollCreditMonth,
  sendLedgerSql,
  writeLedger,
} from './ledgerRepository';
