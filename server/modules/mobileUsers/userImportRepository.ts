import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { channelFollowers, mobileUsers as u } from '../../db/schema/mobileUsers';
import type { Scope } from '../../plugins/tenancy';
import { scopeCondition } from './filterRepository';
import type { ImportRow } from './userImportRows';

/** Any constant works, as long as nothing else takes advisory locks in this class. */
const IMPORT_LOCK_CLASS = 7_341_903;

/**
 * Serialises imports into one company, so two uploads of the same file at once cannot both find
 * a user missing and both add them. Held until the transaction ends.
 */
export async function lockCompanyImports(db: Database, companyId: string): Promise<void> {
  await db.execute(
    sql`select pg_advisory_xact_lock(${IMPORT_LOCK_CLASS}::int, hashtext(${companyId}))`,
  );
}

/** Whether a live user of the company has the row's email (compared lower-cased) or phone. */
export async function takenKeysOf(
  db: Database,
  companyId: string,
  row: ImportRow,
): Promise<{ email: boolean; phone: boolean }> {
  const live = and(eq(u.companyId, companyId), eq(u.isDeleted, 0));
  const holds = async (key: SQL) => {
    const [found] = await db.select({ id: u.id }).from(u).where(and(live, key)).limit(1);
    return found !== undefined;
  };
  return {
    email: row.email ? await holds(sql`lower(${u.email}) = ${row.email}`) : false,
    phone: row.phone ? await holds(eq(u.phone, row.phone)) : false,
  };
}

/**
 * Adds the row as an app user of the company and answers its id. They have not signed up in the
 * app yet, hence `registered` false. A channel admin's users follow the channel, or they would
 * be outside the admin's own scope the moment they were added. (A file's rows go in by one
 * statement from their staging table: userImportStagingRepository.ts.)
 */
export async function insertUser(
  db: Database,
  scope: Scope,
  companyId: string,
  row: ImportRow,
): Promise<string> {
  const [inserted] = await db
    .insert(u)
    .values({
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
    })
    .returning({ id: u.id });
  if (!inserted) throw new Error('the user insert returned no row');
  if (scope.kind === 'channel') {
    await db
      .insert(channelFollowers)
      .values({ mobileUserId: inserted.id, contentProviderId: scope.channelId });
  }
  return inserted.id;
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
