import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client';
import { rowsOf } from '../../server/modules/delivery/sqlRowsRepository';
import { channelRow, createChannel } from '../../server/modules/delivery/testKit';

/** How the audience of a reliability send is reached, counted when it is written. */
export interface AudienceMix {
  total: number;
  push: number;
  sms: number;
  email: number;
  none: number;
}

/** The reach of follower number g (1-based): the same rule in SQL and here. */
function reachOf(g: number): keyof Omit<AudienceMix, 'total'> {
  if (g % 10 === 0) return 'sms';
  if (g % 10 === 1) return 'email';
  if (g % 20 === 2) return 'none';
  return 'push';
}

/**
 * A channel of the company, with SMS and email for unregistered users, and exactly the credits
 * its audience's SMS need: half from the month's allowance, half purchased, so a send spends
 * both kinds and one credit more or less shows.
 */
export async function createAudience(
  db: Database,
  companyId: string,
  size: number,
): Promise<{ channelId: string; mix: AudienceMix }> {
  const mix: AudienceMix = { total: size, push: 0, sms: 0, email: 0, none: 0 };
  for (let g = 1; g <= size; g++) mix[reachOf(g)]++;
  const month = Math.ceil(mix.sms / 2);
  const channelId = await createChannel(db, companyId, {
    sms: true,
    email: true,
    creditsMonth: month,
    creditsPurchased: mix.sms - month,
  });
  // Followers of the channel: registered app users (push), unregistered ones with a phone (SMS),
  // with an email only (email) or with neither (none); then 100 suspended followers, whom a
  // message must not reach.
  await db.execute(sql`with u as (
      insert into mobile_users (company_id, first_name, platform, registered, phone, email,
        is_active)
      select ${companyId}::uuid, 'Reliable', case when g % 2 = 0 then 'ios' else 'android' end,
        g % 10 > 1 and g % 20 <> 2,
        case when g % 10 = 0 then '+1555' || lpad(g::text, 7, '0') end,
        case when g % 10 = 1 then 'reliable' || g || '@example.test' end,
        case when g <= ${size} then 1 else 0 end
      from generate_series(1, ${size + 100}::int) g returning id)
    insert into channel_followers (mobile_user_id, content_provider_id)
    select id, ${channelId}::uuid from u`);
  // Registered members have the app, and so a push token: push reaches users with a live one.
  await db.execute(sql`insert into mobile_user_devices (company_id, mobile_user_id, push_token,
      platform, app_version)
    select u.company_id, u.id, 'token-' || u.id::text, u.platform, '1.0.0'
    from mobile_users u where u.company_id = ${companyId}::uuid and u.first_name = 'Reliable'
      and u.registered`);
  return { channelId, mix };
}

/** Everything a send to the channel's audience left behind, counted per recipient. */
export interface SendTally {
  audience: number;
  /** Audience members without a receipt. */
  missing: number;
  /** Audience members with more than one receipt. */
  duplicated: number;
  /** Receipts of users outside the audience. */
  strays: number;
  receipts: number;
  push: number;
  sms: number;
  email: number;
  none: number;
  /** Outbox rows, and receipts to a channel without exactly one. */
  outbox: number;
  outboxMissing: number;
  outboxDuplicated: number;
  occurrences: number;
  doneOccurrences: number;
  /** Credits the channel spent: used from the month plus purchased ones gone. */
  creditsSpent: number;
}

/** Counts the receipts and outbox rows of a message against its channel's active followers. */
export async function tallySend(
  db: Database,
  messageId: string,
  channelId: string,
  creditsBefore: { used: number; purchased: number },
): Promise<SendTally> {
  const [row] = await rowsOf(
    db,
    sql`with occ as (select id, state from message_occurrences where message_id = ${messageId}),
      r as (select * from message_receipts where occurrence_id in (select id from occ)),
      audience as (select u.id from mobile_users u
        join channel_followers f on f.mobile_user_id = u.id and f.content_provider_id = ${channelId}
        where u.is_active = 1 and u.is_deleted = 0),
      per_user as (select a.id, count(r.id) as n from audience a
        left join r on r.mobile_user_id = a.id group by a.id),
      per_receipt as (select r.id, r.channel, count(o.receipt_id) as n from r
        left join delivery_outbox o on o.receipt_id = r.id group by r.id, r.channel)
    select (select count(*) from audience)::int as audience,
      (select count(*) from per_user where n = 0)::int as missing,
      (select count(*) from per_user where n > 1)::int as duplicated,
      (select count(*) from r where r.mobile_user_id not in (select id from audience))::int
        as strays,
      (select count(*) from r)::int as receipts,
      (select count(*) from r where channel = 'push')::int as push,
      (select count(*) from r where channel = 'sms')::int as sms,
      (select count(*) from r where channel = 'email')::int as email,
      (select count(*) from r where channel = 'none')::int as none,
      (select count(*) from delivery_outbox where receipt_id in (select id from r))::int
        as outbox,
      (select count(*) from per_receipt where channel <> 'none' and n = 0)::int as outbox_missing,
      (select count(*) from per_receipt where n > 1 or (channel = 'none' and n > 0))::int
        as outbox_duplicated,
      (select count(*) from occ)::int as occurrences,
      (select count(*) from occ where state = 'done')::int as done_occurrences`,
  );
  const n = (key: string) => Number(row?.[key] ?? NaN);
  const after = await channelRow(db, channelId);
  return {
    audience: n('audience'),
    missing: n('missing'),
    duplicated: n('duplicated'),
    strays: n('strays'),
    receipts: n('receipts'),
    push: n('push'),
    sms: n('sms'),
    email: n('email'),
    none: n('none'),
    outbox: n('outbox'),
    outboxMissing: n('outbox_missing'),
    outboxDuplicated: n('outbox_duplicated'),
    occurrences: n('occurrences'),
    doneOccurrences: n('done_occurrences'),
    creditsSpent:
      after.offAppTextCreditsUsedCurrentMonth -
      creditsBefore.used +
      (creditsBefore.purchased - after.purchasedOffAppTextCreditsRemaining),
  };
}

export async function creditsOf(db: Database, channelId: string) {
  const row = await channelRow(db, channelId);
  return {
    used: row.offAppTextCreditsUsedCurrentMonth,
    purchased: row.purchasedOffAppTextCreditsRemaining,
  };
}

/** The figures line's tail: recipients, missing, duplicated, outbox and credits. */
export function describeTally(tally: SendTally, creditsExpected: number): string {
  const f = (n: number) => n.toLocaleString('en-US');
  return (
    `${f(tally.audience)} recipients, ${f(tally.missing)} missing, ${f(tally.duplicated)} ` +
    `duplicated, ${f(tally.outbox)} outbox rows (${f(tally.outboxMissing)} missing, ` +
    `${f(tally.outboxDuplicated)} duplicated), ${f(tally.creditsSpent)} of ` +
    `${f(creditsExpected)} SMS credits spent`
  );
}
