import { Readable } from 'node:stream';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  messageOccurrences as o,
  messageReceipts as r,
  messages as m,
} from '../../db/schema/messages';
import { mobileUsers as u } from '../../db/schema/mobileUsers';
import { csvRow, UTF8_BOM } from '../../lib/csv';
import type { Scope } from '../../plugins/tenancy';
import { messagesInScope } from './messageScopeRepository';
import { CONFIRMED, displayStatus, feedbackStatus } from './receiptStatusRepository';

export const MESSAGE_AUDIT_HEADER = [
  'Name',
  'Email',
  'Channel',
  'Sent at (UTC)',
  'Status',
  'Feedback status',
  'Comment',
] as const;

const BATCH = 2_500;

const CHANNEL_LABELS: Record<string, string> = {
  push: 'Push',
  sms: 'SMS',
  email: 'Email',
  none: 'Not reached',
};

const utcText = (date: Date) => date.toISOString().slice(0, 19).replace('T', ' ');

interface Position {
  occurrenceId: string;
  mobileUserId: string;
}

/** The message, if the scope may see it: a plain message, a campaign or a sequence step. */
async function isVisible(db: Database, scope: Scope, messageId: string): Promise<boolean> {
  for (const kind of ['message', 'campaign', 'sequence'] as const) {
    const [row] = await db
      .select({ id: m.id })
      .from(m)
      .where(and(eq(m.id, messageId), messagesInScope(scope, kind)));
    if (row) return true;
  }
  return false;
}

function readBatch(db: Database, messageId: string, after: Position | null) {
  return db
    .select({
      occurrenceId: r.occurrenceId,
      mobileUserId: r.mobileUserId,
      firstName: u.firstName,
      lastName: u.lastName,
      email: u.email,
      channel: r.channel,
      sentAt: r.sentAt,
      readAt: r.readAt,
      confirmed: CONFIRMED,
      feedback: r.feedback,
      comment: r.feedbackComment,
    })
    .from(r)
    .innerJoin(o, eq(o.id, r.occurrenceId))
    .leftJoin(u, eq(u.id, r.mobileUserId))
    .where(
      and(
        eq(o.messageId, messageId),
        after
          ? sql`(${r.occurrenceId}, ${r.mobileUserId}) > (${after.occurrenceId}::uuid, ${after.mobileUserId}::uuid)`
          : undefined,
      ),
    )
    .orderBy(r.occurrenceId, r.mobileUserId)
    .limit(BATCH);
}

type AuditRow = Awaited<ReturnType<typeof readBatch>>[number];

const cellsOf = (row: AuditRow) => [
  `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim(),
  row.email ?? '',
  CHANNEL_LABELS[row.channel] ?? row.channel,
  utcText(row.sentAt),
  displayStatus(row.readAt, row.confirmed),
  feedbackStatus(row.readAt, row.feedback),
  row.comment ?? '',
];

async function* auditChunks(db: Database, messageId: string): AsyncGenerator<Buffer> {
  yield Buffer.from(UTF8_BOM + csvRow(MESSAGE_AUDIT_HEADER), 'utf8');
  let after: Position | null = null;
  for (;;) {
    const rows: AuditRow[] = await readBatch(db, messageId, after);
    if (rows.length > 0)
      yield Buffer.from(rows.map((row) => csvRow(cellsOf(row))).join(''), 'utf8');
    const last = rows[rows.length - 1];
    if (!last || rows.length < BATCH) return;
    after = { occurrenceId: last.occurrenceId, mobileUserId: last.mobileUserId };
  }
}

/**
 * Every receipt of a message the scope may see, as CSV (UTF-8 with a BOM, formula-safe cells),
 * read in keyset batches along the (occurrence, user) index so no export holds them all.
 */
export async function messageAuditCsv(
  db: Database,
  scope: Scope,
  messageId: string,
): Promise<Readable | null> {
  if (!(await isVisible(db, scope, messageId))) return null;
  return Readable.from(auditChunks(db, messageId), { objectMode: false });
}
