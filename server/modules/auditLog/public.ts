/** What the audit plugin uses of the audit log: writing entries and noting changed rows. */
export {
  beginChangeCapture,
  ensurePartitions,
  insertAuditEntry,
  takeChanges,
  type NewAuditEntry,
} from './repository';
export { targetOf } from './targets';
