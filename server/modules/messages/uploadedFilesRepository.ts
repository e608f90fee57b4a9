import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';
import { messageFiles as f } from '../../db/schema/messages';
import type { Scope } from '../../plugins/tenancy';
import { inScopeSql } from '../../db/inScope';

/** A file the scope may touch: its company's, and for a channel admin none of another channel's. */
function fileInScope(scope: Scope) {
  const company = sql`and ${inScopeSql(scope, { company: f.companyId })}`;
  const channel =
    scope.kind === 'channel'
      ? sql`and not exists (select 1 from messages x where x.file_id = ${f.id}
          and x.content_provider_id is distinct from ${scope.channelId})`
      : sql``;
  return sql`${company} ${channel}`;
}

/** Still to be sent: scheduled ahead, an occurrence waiting or under way, or an active step. */
const STILL_TO_SEND = sql`exists (select 1 from messages x where x.file_id = ${f.id}
  and not x.is_deleted
  and (x.next_due_at is not null
    or (x.kind = 'sequence' and x.status = 1)
    or exists (select 1 from message_occurrences xo where xo.message_id = x.id
      and xo.state in ('pending', 'sending'))))`;

/** What deleting an uploaded file came to: done, none in scope, or one a message still needs. */
export type FileDeletion = 'deleted' | 'missing' | 'in_use';

/**
 * Deletes an uploaded file that no message still to be sent uses, in one statement so a message
 * cannot take the file up between the check and the delete. Messages already sent lose the link.
 */
export async function deleteUploadedFile(
  db: Database,
  scope: Scope,
  id: string,
): Promise<FileDeletion> {
  const deleted = await selectRows(
    db,
    sql`delete from ${f} where ${f.id} = ${id} ${fileInScope(scope)} and not ${STILL_TO_SEND}
      returning ${f.id}`,
  );
  if (deleted.length > 0) return 'deleted';
  const [visible] = await selectRows(
    db,
    sql`select ${f.id} from ${f} where ${f.id} = ${id} ${fileInScope(scope)}`,
  );
  return visible ? 'in_use' : 'missing';
}
