import { createHash, timingSafeEqual } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import {
  MAILBOX_PAGE_SIZE,
  type MailboxItem,
  type MailboxKind,
  type MailboxPage,
  type MailboxQuery,
} from '../../../contract/mailbox';
import type { Database } from '../../db/client';

export interface MailboxDeps {
  /** Whether email stays in the outbox: no SMTP server is set (SMTP_URL). */
  available: boolean;
  /** The key kept in DATA_DIR that `npm run outbox` sends; null: no local caller is answered. */
  localKey: string | null;
}

/** The delivery channels each kind reads from `delivery_outbox`; account email is `all`/`email`. */
const DELIVERY_CHANNELS: Record<MailboxKind, readonly string[]> = {
  all: ['email', 'sms'],
  email: ['email'],
  text: ['sms'],
  push: ['push'],
};

const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

async function rowsOf(db: Database, query: SQL): Promise<Record<string, unknown>[]> {
  const result: unknown = await db.execute(query);
  if (result && typeof result === 'object' && 'rows' in result && Array.isArray(result.rows))
    return result.rows as Record<string, unknown>[];
  throw new Error('the database driver answered without rows');
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const iso = (value: unknown): string =>
  new Date(value instanceof Date || typeof value === 'string' ? value : 0).toISOString();

function itemOf(row: Record<string, unknown>): MailboxItem {
  const kind = row.kind === 'text' || row.kind === 'push' ? row.kind : 'email';
  return {
    _id: text(row.id),
    kind,
    to: text(row.to),
    subject: text(row.subject),
    text: text(row.body),
    createdAt: iso(row.created_at),
    delivery:
      typeof row.state === 'string'
        ? {
            state: row.state,
            attempts: Number(row.attempts ?? 0),
            lastError: typeof row.last_error === 'string' ? row.last_error : null,
          }
        : null,
  };
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * The development mailbox: the account email the outbox provider kept (`outbox_emails`) and the
 * messages' emails and texts kept in `delivery_outbox`, newest first, read by the running API.
 */
export function createMailboxRepository(db: Database, deps: MailboxDeps) {
  return {
    available: deps.available,

    /** Whether a local caller sent the data folder's key (compared in constant time). */
    localKeyMatches(given: string | undefined): boolean {
      return Boolean(
        deps.localKey && given && timingSafeEqual(digest(given), digest(deps.localKey)),
      );
    },

    /** A page of the mailbox; null when there is none (email goes out through SMTP). */
    async list(query: MailboxQuery): Promise<MailboxPage | null> {
      if (!deps.available) return null;
      const kind = query.kind ?? 'all';
      const limit = query.limit ?? MAILBOX_PAGE_SIZE;
      const offset = ((query.page ?? 1) - 1) * limit;
      const term = query.search?.trim();
      const matches = (...columns: SQL[]) =>
        term
          ? sql`(${sql.join(
              columns.map((column) => sql`${column} ilike ${likePattern(term)}`),
              sql` or `,
            )})`
          : sql`true`;
      const channels = sql.join(
        DELIVERY_CHANNELS[kind].map((channel) => sql`${channel}`),
        sql`, `,
      );
      const accountEmail =
        kind === 'all' || kind === 'email'
          ? sql`select 'email' as kind, id::text as id, "to", subject, text as body,
                  created_at, null::text as state, null::int as attempts, null::text as last_error
                from outbox_emails
                where ${matches(sql`"to"`, sql`subject`, sql`text`)}
                union all `
          : sql``;
      const items = sql`${accountEmail}
        select case channel when 'sms' then 'text' when 'email' then 'email' else 'push' end
            as kind,
          receipt_id::text as id, address as "to", title as subject, body, created_at, state,
          attempts, last_error
        from delivery_outbox
        where channel in (${channels}) and ${matches(sql`address`, sql`title`, sql`body`)}`;
      const [rows, counted] = await Promise.all([
        rowsOf(
          db,
          sql`select * from (${items}) items order by created_at desc, id desc
            limit ${limit} offset ${offset}`,
        ),
        rowsOf(db, sql`select count(*)::int as n from (${items}) items`),
      ]);
      return { items: rows.map(itemOf), total: Number(counted[0]?.n ?? 0) };
    },
  };
}

export type MailboxRepository = ReturnType<typeof createMailboxRepository>;
