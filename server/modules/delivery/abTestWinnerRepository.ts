import { eq, sql } from 'drizzle-orm';
import { differenceMeaningful, leadingPosition } from '../../../contract/abTests';
import type { Database } from '../../db/client';
import { receiptConfirmed } from '../../db/receiptConfirmed';
import { abTests, abTestVariants } from '../../db/schema/abTests';
import { messageOccurrences, messages } from '../../db/schema/messages';
import type { Clock } from './clock';
import { rowsOf } from './sqlRowsRepository';
import { ts } from './writeDeliveriesRepository';

/** One variant's figures from its receipts. */
export interface AbTestMeasure {
  position: number;
  /** Receipts written for members of the variant. */
  sampleSize: number;
  /** Of them, those some channel reached: the rates' denominator. */
  recipients: number;
  opens: number;
  confirmations: number;
}

/**
 * Each variant's figures, position by position (every variant, with zeros where nobody got it),
 * from the receipts of the test's message: the variant of a receipt is its member's hash.
 */
export async function measureAbTest(
  db: Database,
  test: { id: string; messageId: string; variantCount: number },
): Promise<AbTestMeasure[]> {
  const reached = sql`r.channel not in ('none', 'capped')`;
  const rows = await rowsOf(
    db,
    sql`select ab_bucket(${test.id}::uuid, r.mobile_user_id) % ${test.variantCount}::int as position,
        count(*)::int as sample_size,
        count(*) filter (where ${reached})::int as recipients,
        count(*) filter (where ${reached} and r.read_at is not null)::int as opens,
        count(*) filter (where ${reached} and ${receiptConfirmed('r')})::int as confirmations
      from message_occurrences o join message_receipts r on r.occurrence_id = o.id
      where o.message_id = ${test.messageId}::uuid
      group by 1`,
  );
  return Array.from({ length: test.variantCount }, (_, position) => {
    const row = rows.find((r) => Number(r.position) === position);
    return {
      position,
      sampleSize: Number(row?.sample_size ?? 0),
      recipients: Number(row?.recipients ?? 0),
      opens: Number(row?.opens ?? 0),
      confirmations: Number(row?.confirmations ?? 0),
    };
  });
}

/** The rate a test is decided by. */
export function rateOf(measure: AbTestMeasure, metric: 'open' | 'confirmation'): number {
  if (measure.recipients === 0) return 0;
  return (metric === 'open' ? measure.opens : measure.confirmations) / measure.recipients;
}

/** The winner by the stated rule: the highest rate by the metric, the first variant on a tie. */
export function winnerOf(measures: AbTestMeasure[], metric: 'open' | 'confirmation'): number {
  return leadingPosition(measures.map((m) => ({ position: m.position, rate: rateOf(m, metric) })));
}

/** Whether the variants' rates by the metric differ beyond chance. */
export function meaningfulOf(measures: AbTestMeasure[], metric: 'open' | 'confirmation'): boolean {
  return differenceMeaningful(
    measures.map((m) => ({
      successes: metric === 'open' ? m.opens : m.confirmations,
      trials: m.recipients,
    })),
  );
}

/**
 * When a test's winner is picked: `wait_hours` after its variants all went out (its message's
 * sending done, and the last variant's own send time), as SQL over ab_tests `t`; null while
 * its message's sending is not done.
 */
export const DECIDE_AT_SQL = sql`(select case when count(*) > 0 and bool_and(o.state = 'done')
      then greatest(max(o.completed_at),
        (select max(v.send_at) from ab_test_variants v where v.test_id = t.id))
        + make_interval(hours => t.wait_hours::int) end
    from message_occurrences o where o.message_id = t.message_id)`;

/**
 * Sends the winner `position` to the rest, once: the test takes its winner by a conditional
 * UPDATE (a second caller, on this worker or another, matches no row and does nothing), and in
 * the same transaction its message for the rest is written (the test's message with the winner's
 * texts and image) with an occurrence due now; the fan-out sends it to every member of the
 * audience the test's message has no receipt for. A worker killed mid-way rolls it all back,
 * for the next look to do again. Answers whether this call chose the winner.
 */
export async function sendAbTestWinner(
  db: Database,
  input: { testId: string; position: number; chosenBy: 'automatic' | 'manual'; now: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [test] = await tx
      .update(abTests)
      .set({ winner: input.position, chosenBy: input.chosenBy, decidedAt: input.now })
      .where(
        sql`${abTests.id} = ${input.testId} and ${abTests.winner} is null
        and ${input.position} < ${abTests.variantCount}`,
      )
      .returning({ id: abTests.id, messageId: abTests.messageId });
    if (!test) return false;
    const [variant] = await tx
      .select()
      .from(abTestVariants)
      .where(
        sql`${abTestVariants.testId} = ${test.id} and ${abTestVariants.position} = ${input.position}`,
      );
    const [original] = await tx.select().from(messages).where(eq(messages.id, test.messageId));
    if (!variant || !original) throw new Error('the test has no such variant or message');
    const [sampled] = await rowsOf(
      tx,
      sql`select count(*)::int as n from message_occurrences o
        join message_receipts r on r.occurrence_id = o.id where o.message_id = ${test.messageId}::uuid`,
    );
    const [rest] = await tx
      .insert(messages)
      .values({
        ...original,
        id: undefined,
        title: variant.title,
        pushMessage: variant.pushMessage,
        pushImage: variant.pushImage,
        recipients: Math.max(0, original.recipients - Number(sampled?.n ?? 0)),
        sent: 0,
        read: 0,
        status: 1,
        nextDueAt: null,
        dateCreated: input.now,
        // Its texts were the test's, approved with it when it needed review.
        reviewState: original.reviewState === null ? null : 'approved',
      })
      .returning({ id: messages.id });
    if (!rest) throw new Error('the message for the rest was not written');
    await tx.insert(messageOccurrences).values({ messageId: rest.id, dueAt: input.now });
    await tx.update(abTests).set({ remainderMessageId: rest.id }).where(eq(abTests.id, test.id));
    return true;
  });
}

/**
 * The engine's loop for automatic tests: each test whose time to decide has come gets its
 * winner by its metric (the first variant on a tie) sent to the rest, exactly once however many
 * workers look. Returns how many it decided.
 */
export async function runAbTestDecisions({
  db,
  clock,
  limit = 20,
}: {
  db: Database;
  clock: Clock;
  limit?: number;
}): Promise<number> {
  const now = clock();
  const due = await rowsOf(
    db,
    sql`select t.id::text as id, t.message_id::text as message_id, t.variant_count, t.metric
      from ab_tests t join messages m on m.id = t.message_id
      where t.winner is null and t.decision = 'automatic' and not m.is_deleted
        and m.company_id not in (select id from companies where is_active = 0)
        and ${DECIDE_AT_SQL} <= ${ts(now)}
      order by t.id
      limit ${limit}`,
  );
  let decided = 0;
  for (const row of due) {
    const metric = row.metric === 'confirmation' ? 'confirmation' : 'open';
    const test = {
      id: String(row.id),
      messageId: String(row.message_id),
      variantCount: Number(row.variant_count),
    };
    const position = winnerOf(await measureAbTest(db, test), metric);
    if (await sendAbTestWinner(db, { testId: test.id, position, chosenBy: 'automatic', now }))
      decided++;
  }
  return decided;
}
