import { sql } from 'drizzle-orm';
import type { MergeValues } from '../../lib/mergeTemplate';
import { rowsOf, type Executor } from './sqlRowsRepository';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function customOf(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object') return {};
  const custom: Record<string, string> = {};
  for (const [name, field] of Object.entries(value)) {
    if (field !== null && field !== undefined) custom[name] = String(field);
  }
  return custom;
}

/**
 * What the merge fields read for the recipients of these receipts, by receipt id, in one
 * statement: their names, email and custom fields, the message's channel and organisation. A
 * receipt whose user is gone is left out, and its texts go as written.
 */
export async function mergeValuesOf(
  db: Executor,
  receiptIds: readonly string[],
): Promise<Map<string, MergeValues>> {
  if (receiptIds.length === 0) return new Map();
  const rows = await rowsOf(
    db,
    sql`select r.id::text as receipt_id, u.first_name, u.last_name, u.email, u.custom_fields,
        p.client_name as channel, c.name as organisation
      from message_receipts r
      join mobile_users u on u.id = r.mobile_user_id
      join message_occurrences o on o.id = r.occurrence_id
      join messages m on m.id = o.message_id
      join companies c on c.id = m.company_id
      left join content_providers p on p.id = m.content_provider_id
      where r.id = any(${`{${receiptIds.join(',')}}`}::uuid[])`,
  );
  return new Map(
    rows.map((row) => [
      String(row.receipt_id),
      {
        firstname: text(row.first_name),
        lastname: text(row.last_name),
        email: text(row.email),
        channel: text(row.channel),
        organisation: text(row.organisation),
        custom: customOf(row.custom_fields),
      },
    ]),
  );
}
