import { eq, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { selectRows } from '../rows';
import { abTests, abTestVariants } from '../schema/abTests';
import { messageOccurrences, messages } from '../schema/messages';
import type { SeededCompany } from './companies';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The two versions acme's News channel tried; B reads better, and most seeds show it. */
const VARIANTS = [
  { title: 'Overtime survey', push: 'Two minutes: tell us about your overtime' },
  { title: 'Is overtime fair where you work?', push: 'Your answers shape our next negotiation' },
] as const;
/** Open rates the demo's members show: version A's, version B's, and the rest's for the winner. */
const OPEN_PERCENT = [31, 54, 57] as const;

/**
 * A message and its receipts, written as the demo's other sent messages are (seed/messages.ts:
 * sent and recipients count every receipt, read the opened ones): every active
 * follower of the channel that `members` (SQL over the follower `f`) holds, opened by
 * `openPercent(f)` of them by a hash of their id (the demo is the same every time).
 */
async function sentTo(
  db: Database,
  values: typeof messages.$inferInsert,
  members: ReturnType<typeof sql>,
  openPercent: ReturnType<typeof sql>,
): Promise<string> {
  const [message] = await db.insert(messages).values(values).returning({ id: messages.id });
  if (!message) throw new Error(`could not seed the message ${values.title}`);
  const sentAt = values.dateCreated ?? new Date();
  const [occurrence] = await db
    .insert(messageOccurrences)
    .values({
      messageId: message.id,
      dueAt: sentAt,
      state: 'done',
      completedAt: new Date(sentAt.getTime() + 60_000),
    })
    .returning({ id: messageOccurrences.id });
  if (!occurrence) throw new Error(`could not seed the sending of ${values.title}`);
  await db.execute(sql`insert into message_receipts (occurrence_id, mobile_user_id, channel, sent_at, read_at)
    select ${occurrence.id}::uuid, f.id, case when f.registered then 'push' else 'none' end,
      ${sentAt.toISOString()}::timestamptz,
      case when f.registered and abs(hashtext(f.id::text || ':opened')) % 100 < (${openPercent})::int
        then ${sentAt.toISOString()}::timestamptz
          + (1 + abs(hashtext(f.id::text)) % 180) * interval '1 minute' end
    from (select u.id, u.registered from mobile_users u
      join channel_followers cf on cf.mobile_user_id = u.id
      where cf.content_provider_id = ${values.contentProviderId}::uuid
        and u.is_deleted = 0 and u.is_active = 1) f
    where ${members}`);
  await db.execute(sql`update messages m set
      recipients = c.n, sent = c.n, read = c.opened
    from (select count(*)::int as n,
        count(*) filter (where r.read_at is not null)::int as opened
      from message_receipts r where r.occurrence_id = ${occurrence.id}::uuid) c
    where m.id = ${message.id}`);
  return message.id;
}

/**
 * An A/B test acme's News channel ran six days ago (docs/decisions.md, "A/B tests"): half of
 * its followers got version A or B by the test's hash, and the one opened more went to the rest
 * four hours later, so the history marks both messages and the result page has figures.
 */
export async function seedAbTests(db: Database, seededCompanies: SeededCompany[]): Promise<void> {
  const acme = seededCompanies.find((company) => company.slug === 'acme');
  if (!acme) return;
  const channelId = acme.channels.PRIMARY;
  const sentAt = new Date(Date.now() - 6 * DAY_MS);
  const decidedAt = new Date(sentAt.getTime() + 4 * HOUR_MS);
  const common = {
    companyId: acme.id,
    contentProviderId: channelId,
    message: '<p>Tell us how much overtime you work and whether it is paid fairly.</p>',
    isReadRequired: false,
    enableFeedback: false,
    status: 0,
  };
  // The test's id decides who is in its sample, so it is chosen before the receipts.
  const testId = crypto.randomUUID();
  const inSample = sql`ab_bucket(${testId}::uuid, f.id) < 5000`;
  const testMessageId = await sentTo(
    db,
    { ...common, title: VARIANTS[0].title, pushMessage: VARIANTS[0].push, dateCreated: sentAt },
    inSample,
    sql`case ab_bucket(${testId}::uuid, f.id) % 2 when 0 then ${OPEN_PERCENT[0]}::int else ${OPEN_PERCENT[1]}::int end`,
  );
  await db.insert(abTests).values({
    id: testId,
    companyId: acme.id,
    messageId: testMessageId,
    sharePercent: 50,
    variantCount: 2,
    metric: 'open',
    waitHours: 4,
    decision: 'automatic',
    createdAt: sentAt,
  });
  await db.insert(abTestVariants).values(
    VARIANTS.map((variant, position) => ({
      testId,
      position,
      title: variant.title,
      pushMessage: variant.push,
    })),
  );
  // The demo's members are few, so the winner is whichever the receipts favour, by the rule
  // the engine applies (the higher open rate; A on a tie).
  const rates = await selectRows<{ position: number; rate: number }>(
    db,
    sql`select ab_bucket(${testId}::uuid, r.mobile_user_id) % 2 as position,
        (count(*) filter (where r.read_at is not null))::float8
          / greatest(count(*) filter (where r.channel <> 'none'), 1) as rate
      from message_receipts r join message_occurrences o on o.id = r.occurrence_id
      where o.message_id = ${testMessageId}::uuid group by 1`,
  );
  const rateOf = (position: number) =>
    Number(rates.find((row) => Number(row.position) === position)?.rate ?? 0);
  const winnerPosition = rateOf(1) > rateOf(0) ? 1 : 0;
  const winner = VARIANTS[winnerPosition];
  const restMessageId = await sentTo(
    db,
    { ...common, title: winner.title, pushMessage: winner.push, dateCreated: decidedAt },
    sql`not (${inSample})`,
    sql`${OPEN_PERCENT[2]}::int`,
  );
  await db
    .update(abTests)
    .set({
      winner: winnerPosition,
      chosenBy: 'automatic',
      decidedAt,
      remainderMessageId: restMessageId,
    })
    .where(eq(abTests.id, testId));
}
