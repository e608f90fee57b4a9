import { sql, type SQL } from 'drizzle-orm';

/**
 * Whether a message_receipts row counts as confirmed, as a SQL condition: the one definition
 * (migration 0054's `receipt_confirmed`) the receipts and their statuses, the acknowledgement
 * board, follow-ups, reminders and every counter of them use. A recipient has confirmed once
 * they opened the message and pressed Confirm, or answered its question yes; answering no after
 * confirming takes nothing back. `alias` names the receipts in the query (`r`), or leave it out
 * for the table itself.
 */
export function receiptConfirmed(alias = 'message_receipts'): SQL<boolean> {
  const of = (column: string) => sql.raw(`${alias}.${column}`);
  return sql<boolean>`receipt_confirmed(${of('read_at')}, ${of('read_response')}, ${of('feedback')})`;
}
