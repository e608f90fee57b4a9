import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { OptOut, OptOutDelivery, OptOutSource } from '../../../contract/optOuts';
import type { Database } from '../../db/client';
import { contentProviders } from '../../db/schema/channels';
import { memberConsentEvents, memberOptOuts } from '../../db/schema/optOuts';

/** One member's opt-out as it is recorded: who, which channel (null: all), which delivery. */
export interface OptOutKey {
  companyId: string;
  mobileUserId: string;
  channelId: string | null;
  delivery: OptOutDelivery;
}

export interface ConsentChange extends OptOutKey {
  source: OptOutSource;
  /** How, without personal data: the keyword texted ("STOP"), "one-click", "link". */
  detail?: string | null;
}

const sameKey = (key: OptOutKey) =>
  and(
    eq(memberOptOuts.mobileUserId, key.mobileUserId),
    eq(memberOptOuts.companyId, key.companyId),
    key.channelId === null
      ? isNull(memberOptOuts.contentProviderId)
      : eq(memberOptOuts.contentProviderId, key.channelId),
    eq(memberOptOuts.delivery, key.delivery),
  );

/**
 * Records an opt-out, and its consent event, once: a repeat (a second STOP, a reused link) is
 * harmless and writes nothing. Answers whether it was new.
 */
export async function recordOptOut(db: Database, change: ConsentChange): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(memberOptOuts)
      .values({
        companyId: change.companyId,
        mobileUserId: change.mobileUserId,
        contentProviderId: change.channelId,
        delivery: change.delivery,
        source: change.source,
      })
      .onConflictDoNothing()
      .returning({ delivery: memberOptOuts.delivery });
    if (inserted.length === 0) return false;
    await tx.insert(memberConsentEvents).values(eventOf(change, true));
    return true;
  });
}

/** Lifts an opt-out (the member opting back in), with its consent event; false if none stood. */
export async function recordOptIn(db: Database, change: ConsentChange): Promise<boolean> {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(memberOptOuts)
      .where(sameKey(change))
      .returning({ delivery: memberOptOuts.delivery });
    if (deleted.length === 0) return false;
    await tx.insert(memberConsentEvents).values(eventOf(change, false));
    return true;
  });
}

function eventOf(change: ConsentChange, optedOut: boolean) {
  return {
    companyId: change.companyId,
    mobileUserId: change.mobileUserId,
    contentProviderId: change.channelId,
    delivery: change.delivery,
    optedOut,
    source: change.source,
    detail: change.detail ?? null,
  };
}

/**
 * The standing opt-outs of some members of one company, each member's oldest first (of one
 * instant, the ones for every channel first).
 */
export async function optOutsOf(
  db: Database,
  companyId: string,
  mobileUserIds: readonly string[],
): Promise<Map<string, OptOut[]>> {
  const found = new Map<string, OptOut[]>();
  if (mobileUserIds.length === 0) return found;
  const rows = await db
    .select({
      mobileUserId: memberOptOuts.mobileUserId,
      channelId: memberOptOuts.contentProviderId,
      channelName: contentProviders.clientName,
      delivery: memberOptOuts.delivery,
      source: memberOptOuts.source,
      since: memberOptOuts.createdAt,
    })
    .from(memberOptOuts)
    .leftJoin(contentProviders, eq(contentProviders.id, memberOptOuts.contentProviderId))
    .where(
      and(
        eq(memberOptOuts.companyId, companyId),
        inArray(memberOptOuts.mobileUserId, [...mobileUserIds]),
      ),
    )
    .orderBy(
      asc(memberOptOuts.createdAt),
      sql`${memberOptOuts.contentProviderId} nulls first`,
      asc(memberOptOuts.delivery),
    );
  for (const row of rows) {
    const list = found.get(row.mobileUserId) ?? [];
    list.push({
      channelId: row.channelId,
      channelName: row.channelId === null ? null : (row.channelName ?? ''),
      delivery: row.delivery as OptOutDelivery,
      source: row.source as OptOutSource,
      since: row.since.toISOString(),
    });
    found.set(row.mobileUserId, list);
  }
  return found;
}

/** A member's consent history, oldest first: every opt-out and opt-in with where it came from. */
export async function consentHistoryOf(db: Database, companyId: string, mobileUserId: string) {
  return db
    .select({
      channelId: memberConsentEvents.contentProviderId,
      delivery: memberConsentEvents.delivery,
      optedOut: memberConsentEvents.optedOut,
      source: memberConsentEvents.source,
      detail: memberConsentEvents.detail,
      at: memberConsentEvents.at,
    })
    .from(memberConsentEvents)
    .where(
      and(
        eq(memberConsentEvents.companyId, companyId),
        eq(memberConsentEvents.mobileUserId, mobileUserId),
      ),
    )
    .orderBy(asc(memberConsentEvents.at), asc(memberConsentEvents.id));
}

/**
 * SQL: whether member `user` (an id, or a column) opted out of `delivery` for `channelId`, by that delivery or by
 * all of them, for that channel or every one. For reads over a few members (a test send, the
 * member's page); the fan-out reads the same rule as a set (delivery/optOutSqlRepository.ts).
 */
export const optedOutSql = (
  user: string | SQL,
  channelId: string,
  delivery: 'push' | 'sms' | 'email',
) =>
  sql`exists (select 1 from member_opt_outs o
    where o.mobile_user_id = ${typeof user === 'string' ? sql`${user}::uuid` : user}
    and o.delivery in ('all', ${delivery})
    and (o.content_provider_id is null or o.content_provider_id = ${channelId}::uuid))`;
