import { randomBytes, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contentProviders } from '../../db/schema/channels';
import { companies } from '../../db/schema/companies';
import { messageOccurrences, messages } from '../../db/schema/messages';
import { mobileUserDevices } from '../../db/schema/appDevices';
import { channelFollowers, mobileUsers } from '../../db/schema/mobileUsers';
import { userGroupMembers, userGroups } from '../../db/schema/userGroups';
import { createOutboxProvider, type DeliveryProviders } from '../../providers/delivery';
import { outboxStatesFor } from './deliveryStates';
import { runScheduler } from './schedulerRepository';
import { catchUpEngagementFacts } from './engagementFactsRepository';
import { runSequences } from './sequencesRepository';
import { rowsOf } from './sqlRowsRepository';
import { createDeliveryWorker } from './worker';
import type { DeliveryLog } from './poller';

/** Test data for the delivery engine: a company of its own, so counts are exact. */
export interface ChannelSettings {
  sms?: boolean;
  email?: boolean;
  isCompanyDefault?: boolean;
  creditsMonth?: number;
  creditsUsed?: number;
  creditsPurchased?: number;
}

export async function createCompany(db: Database, slug = `t${randomUUID().slice(0, 8)}`) {
  const [company] = await db
    .insert(companies)
    .values({ companyId: slug, name: `Company ${slug}` })
    .returning({ id: companies.id });
  if (!company) throw new Error('no company');
  return company.id;
}

export async function createChannel(db: Database, companyId: string, settings: ChannelSettings) {
  const [channel] = await db
    .insert(contentProviders)
    .values({
      companyId,
      clientName: `Channel ${randomUUID().slice(0, 6)}`,
      isCompanyDefault: settings.isCompanyDefault ?? false,
      unregisteredMemberMessaging: settings.sms ?? false,
      allowPushcastEmail: settings.email ?? false,
      offAppTextCreditsMonth: settings.creditsMonth ?? 0,
      offAppTextCreditsUsedCurrentMonth: settings.creditsUsed ?? 0,
      purchasedOffAppTextCreditsRemaining: settings.creditsPurchased ?? 0,
    })
    .returning({ id: contentProviders.id });
  if (!channel) throw new Error('no channel');
  return channel.id;
}

export interface UserSpec {
  registered?: boolean;
  /**
   * The user's live push token (on their platform). By default a registered user has one, as
   * a registered app user whose app is installed does; null: none (push cannot reach them).
   */
  pushToken?: string | null;
  phone?: string | null;
  email?: string | null;
  isActive?: number;
  isDeleted?: number;
  platform?: string;
  /** Channels the user follows, and since when. */
  follows?: string[];
  followedAt?: Date;
  groups?: string[];
  firstName?: string;
  customFields?: Record<string, string>;
  /** Where the user is: what their time zone is derived from, or the zone the app reported. */
  country?: string;
  state?: string;
  zipcode?: string;
  reportedTimeZone?: string;
}

export async function addUser(db: Database, companyId: string, spec: UserSpec): Promise<string> {
  const [user] = await db
    .insert(mobileUsers)
    .values({
      companyId,
      registered: spec.registered ?? true,
      phone: spec.phone ?? null,
      email: spec.email ?? null,
      isActive: spec.isActive ?? 1,
      isDeleted: spec.isDeleted ?? 0,
      platform: spec.platform ?? 'ios',
      firstName: spec.firstName ?? 'Test',
      customFields: spec.customFields ?? {},
      country: spec.country ?? null,
      state: spec.state ?? null,
      zipcode: spec.zipcode ?? null,
      reportedTimeZone: spec.reportedTimeZone ?? null,
    })
    .returning({ id: mobileUsers.id });
  if (!user) throw new Error('no user');
  const pushToken =
    spec.pushToken === undefined
      ? (spec.registered ?? true)
        ? `token-${user.id}`
        : null
      : spec.pushToken;
  if (pushToken)
    await db.insert(mobileUserDevices).values({
      companyId,
      mobileUserId: user.id,
      pushToken,
      platform: spec.platform ?? 'ios',
      appVersion: '1.0.0',
    });
  for (const channelId of spec.follows ?? [])
    await db.insert(channelFollowers).values({
      mobileUserId: user.id,
      contentProviderId: channelId,
      ...(spec.followedAt ? { followedAt: spec.followedAt } : {}),
    });
  for (const groupId of spec.groups ?? [])
    await db.insert(userGroupMembers).values({ groupId, mobileUserId: user.id });
  return user.id;
}

/** `count` registered, active followers of the channel with a push token each. */
export async function addManyUsers(
  db: Database,
  companyId: string,
  channelId: string,
  count: number,
  options: { idsInTimeOrder?: boolean } = {},
): Promise<void> {
  // Ids in time order (as the large seed and v7-style generators give) share their first bits.
  const batch = randomBytes(4).toString('hex');
  const id = options.idsInTimeOrder
    ? sql`('0190a5b1-0000-7000-8000-' || ${batch} || lpad(to_hex(g), 4, '0'))::uuid`
    : sql`gen_random_uuid()`;
  await db.execute(sql`with u as (
      insert into mobile_users (id, company_id, first_name, platform, phone)
      select ${id}, ${companyId}::uuid, 'Many', 'android', '+1555' || lpad(g::text, 7, '0')
      from generate_series(1, ${count}::int) g returning id)
    insert into channel_followers (mobile_user_id, content_provider_id)
    select id, ${channelId}::uuid from u`);
  await db.execute(sql`insert into mobile_user_devices (company_id, mobile_user_id, push_token,
      platform, app_version)
    select u.company_id, u.id, 'token-' || u.id::text, 'android', '1.0.0'
    from mobile_users u where u.company_id = ${companyId}::uuid and u.first_name = 'Many'
      and not u.has_push_token`);
}

export async function createGroup(db: Database, companyId: string, name: string) {
  const [group] = await db
    .insert(userGroups)
    .values({ companyId, name })
    .returning({ id: userGroups.id });
  if (!group) throw new Error('no group');
  return group.id;
}

export async function createMessage(
  db: Database,
  values: Partial<typeof messages.$inferInsert> & { companyId: string },
): Promise<string> {
  const [message] = await db
    .insert(messages)
    .values({ title: 'Hello', pushMessage: 'Read this', message: '<p>Body</p>', ...values })
    .returning({ id: messages.id });
  if (!message) throw new Error('no message');
  return message.id;
}

export async function addOccurrence(db: Database, messageId: string, dueAt: Date) {
  const [occurrence] = await db
    .insert(messageOccurrences)
    .values({ messageId, dueAt })
    .returning({ id: messageOccurrences.id });
  if (!occurrence) throw new Error('no occurrence');
  return occurrence.id;
}

export const outboxProviders = (): DeliveryProviders => ({
  push: createOutboxProvider(),
  sms: createOutboxProvider(),
  email: createOutboxProvider(),
});

/** A clock the test moves by hand. */
export function manualClock(start: string) {
  let now = new Date(start);
  return {
    clock: () => now,
    set: (iso: string) => (now = new Date(iso)),
    advance: (ms: number) => (now = new Date(now.getTime() + ms)),
  };
}

/** Each receipt of an occurrence as user id to channel. */
export async function receiptChannels(db: Database, occurrenceId: string) {
  const rows = await rowsOf(
    db,
    sql`select mobile_user_id::text as user, channel from message_receipts
      where occurrence_id = ${occurrenceId}`,
  );
  return new Map(rows.map((r) => [String(r.user), String(r.channel)]));
}

/** Receipts and outbox rows of an occurrence: totals and distinct recipients. */
export async function deliveryCounts(db: Database, occurrenceId: string) {
  const [row] = await rowsOf(
    db,
    sql`select (select count(*) from message_receipts where occurrence_id = ${occurrenceId})::int
        as receipts,
      (select count(distinct mobile_user_id) from message_receipts
        where occurrence_id = ${occurrenceId})::int as distinct_users,
      (select count(*) from delivery_outbox o join message_receipts r on r.id = o.receipt_id
        where r.occurrence_id = ${occurrenceId})::int as outbox`,
  );
  return {
    receipts: Number(row?.receipts),
    distinctUsers: Number(row?.distinct_users),
    outbox: Number(row?.outbox),
  };
}

export async function occurrenceRow(db: Database, occurrenceId: string) {
  const [row] = await db
    .select()
    .from(messageOccurrences)
    .where(eq(messageOccurrences.id, occurrenceId));
  if (!row) throw new Error('no occurrence');
  return row;
}

export async function messageRow(db: Database, messageId: string) {
  const [row] = await db.select().from(messages).where(eq(messages.id, messageId));
  if (!row) throw new Error('no message');
  return row;
}

export async function channelRow(db: Database, channelId: string) {
  const [row] = await db.select().from(contentProviders).where(eq(contentProviders.id, channelId));
  if (!row) throw new Error('no channel');
  return row;
}

/** Runs a worker until it finds nothing to do, and says how many units of work it did. */
export async function drain(worker: { runOnce(): Promise<boolean> }, limit = 10_000) {
  let units = 0;
  while (await worker.runOnce()) {
    units++;
    if (units > limit) throw new Error('the worker never ran out of work');
  }
  return units;
}

/**
 * What the engine's worker does with everything due by `at`: fans it out and writes the
 * outbox, through outbox providers, `batchSize` recipients a batch. For other modules' tests
 * of a message's whole path.
 */
export async function deliverDue(
  db: Database,
  at: Date,
  batchSize = 1000,
  log?: DeliveryLog,
): Promise<number> {
  const worker = createDeliveryWorker({
    db,
    clock: () => at,
    workerId: 'test-kit',
    batchSize,
    leaseMs: 30_000,
    providers: outboxProviders(),
    consoleUrl: 'https://console.test/',
    ...(log ? { log } : {}),
  });
  const written = await drain(worker);
  // Members' facts follow a finished send in the engine's loop; a test sees them at once.
  while ((await catchUpEngagementFacts(db)) > 0);
  return written;
}

/**
 * The engine's worker at `at`, for a test to step batch by batch (runOnce) and act between
 * batches, as happens while a large fan-out runs.
 */
export function steppedWorker(db: Database, at: Date, batchSize: number) {
  return createDeliveryWorker({
    db,
    clock: () => at,
    workerId: 'test-kit-stepped',
    batchSize,
    leaseMs: 30_000,
    providers: outboxProviders(),
    consoleUrl: 'https://console.test/',
  });
}

/** One run of the engine's sequence runner at `at`, through outbox providers. */
export function runSequencesAt(db: Database, at: Date, batchSize = 50): Promise<number> {
  return runSequences({
    db,
    clock: () => at,
    batchSize,
    consoleUrl: 'https://console.test',
    states: outboxStatesFor(outboxProviders()),
  });
}

/** One run of the engine's scheduler at `at`: due schedules become occurrences. */
export function runSchedulerAt(db: Database, at: Date): Promise<number> {
  return runScheduler({ db, clock: () => at });
}
