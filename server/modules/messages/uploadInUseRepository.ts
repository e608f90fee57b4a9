import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Whether a message still to be sent carries the uploaded file (scheduled ahead, an occurrence
 * waiting or under way, or an active sequence step), as a condition for the upload's delete, so
 * a message cannot take the file up between a check and the delete.
 */
export function uploadStillToSend(uploadId: AnyPgColumn | string): SQL {
  return sql`exists (select 1 from messages x where x.upload_id = ${uploadId}
    and not x.is_deleted
    and (x.next_due_at is not null
      or (x.kind = 'sequence' and x.status = 1)
      or exists (select 1 from message_occurrences xo where xo.message_id = x.id
        and xo.state in ('pending', 'sending'))))`;
}
