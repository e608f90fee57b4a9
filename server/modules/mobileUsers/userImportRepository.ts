import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { channelFollowers, mobileUsers as u } from '../../db/schema/mobileUsers';
import type { Scope } from '../../plugins/tenancy';
import { scopeCondition } from './filterRepository';
import type { ImportRow } from './userImportRows';

/** Keys per lookup and rows per insert: well under PostgreSQL's 65,535 parameters a statement. */
const CHUNK = 1000;

/** Any constant works, as long as nothing else takes advisory locks in this class. */
const IMPORT_LOCK_CLASS = 7_341_903;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

export interface TakenKeys {
  emails: Set<string>;
  phones: Set<string>;
}

/**
 * Serialises imports into one company, so two uploads of the same file at once cannot both find
 * a user missing and both add them. Held until the transaction ends.
 */
export async function lockCompanyImports(db: Database, companyId: string): Promise<void> {
  await db.execute(
    sql`select pg_advisory_xact_lock(${IMPORT_LOCK_CLASS}::int, hashtext(${companyId}))`,
  );
}

/**
 * An import's checks and its insert are a few statements over every row of the file: a million
 * rows into a company of ten million take minutes, past the pool's statement timeout
 * (DB_STATEMENT_TIMEOUT_MS, 10 s), which guards the screens' reads. For the rest of the
 * transaction they may take this long.
 */
const IMPORT_STATEMENT_TIMEOUT_MS = 15 * 60 * 1000;

export async function allowLongStatements(db: Database): Promise<void> {
  await db.execute(sql.raw(`set local statement_timeout = ${IMPORT_STATEMENT_TIMEOUT_MS}`));
}

/** Which of the rows' emails (compared lower-cased) and phones a live user of the company has. */
export async function takenKeys(
  db: Database,
  companyId: string,
  rows: readonly ImportRow[],
): Promise<TakenKeys> {
  const taken: TakenKeys = { emails: new Set(), phones: new Set() };
  const live = and(eq(u.companyId, companyId), eq(u.isDeleted, 0));
  const emails = rows.flatMap((row) => (row.email ? [row.email] : []));
  for (const part of chunks(emails)) {
    const found = await db
      .select({ email: sql<string>`lower(${u.email})` })
      .from(u)
      .where(and(live, inArray(sql`lower(${u.email})`, part)));
    for (const { email } of found) taken.emails.add(email);
  }
  const phones = rows.flatMap((row) => (row.phone ? [row.phone] : []));
  for (const part of chunks(phones)) {
    const found = await db
      .select({ phone: u.phone })
      .from(u)
      .where(and(live, inArray(u.phone, part)));
    for (const { phone } of found) if (phone) taken.phones.add(phone);
  }
  return taken;
}

/**
 * Adds the rows as app users of the company and answers their ids. They have not signed up in the app yet, hence
 * `registered` false. A channel admin's imports follow the channel, or they would be outside
 * the admin's own scope the moment they were added.
 */
export async function insertUsers(
  db: Database,
  scope: Scope,
  companyId: string,
  rows: readonly ImportRow[],
): Promise<string[]> {
  const ids: string[] = [];
  for (const part of chunks(rows)) {
    const inserted = await db
      .insert(u)
      .values(
        part.map((row) => ({
          companyId,
          email: row.email,
          phone: row.phone,
          firstName: row.firstName,
          lastName: row.lastName,
          platform: row.platform,
          userid: row.userid,
          state: row.state,
          zipcode: row.zipcode,
          country: row.country,
          language: row.language,
          customFields: row.customFields,
          registered: false,
        })),
      )
      .returning({ id: u.id });
    if (scope.kind === 'channel' && inserted.length > 0) {
      await db
        .insert(channelFollowers)
        .values(
          inserted.map(({ id }) => ({ mobileUserId: id, contentProviderId: scope.channelId })),
        );
    }
    ids.push(...inserted.map(({ id }) => id));
  }
  return ids;
}

/** Marks the scope's live users with this member id deleted; answers how many. */
export async function deleteByMemberId(
  db: Database,
  scope: Scope,
  userid: string,
): Promise<number> {
  const deleted = await db
    .update(u)
    .set({ isDeleted: 1 })
    .where(and(scopeCondition(scope), eq(u.userid, userid)))
    .returning({ id: u.id });
  return deleted.length;
}
