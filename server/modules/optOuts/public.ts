/**
 * What other modules use of members' opt-outs: recording them where the member says so (the app,
 * an SMS STOP, an email's unsubscribe link) and reading them for the console and the export.
 */
export {
  consentHistoryOf,
  optOutsOf,
  optedOutSql,
  recordOptIn,
  recordOptOut,
  type ConsentChange,
  type OptOutKey,
} from './repository';
