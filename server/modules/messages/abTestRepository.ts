import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { AB_TEST_LETTERS, type AbTestResult, type AbTestState } from '../../../contract/abTests';
import type { Database } from '../../db/client';
import { abTests, abTestVariants } from '../../db/schema/abTests';
import { messages } from '../../db/schema/messages';
import { AppError, notFound } from '../../lib/errors';
import type { Scope } from '../../plugins/tenancy';
import {
  DECIDE_AT_SQL,
  meaningfulOf,
  measureAbTest,
  rateOf,
  sendAbTestWinner,
  winnerOf,
} from '../delivery/public';
import type { CheckedAbTest } from './abTestInput';
import { findMessageInScope } from './sendRepository';

/** Writes a message's A/B test, in the message's own transaction (sendRepository's insertMessage). */
export async function insertAbTest(
  tx: Database,
  companyId: string,
  messageId: string,
  test: CheckedAbTest,
): Promise<void> {
  const [stored] = await tx
    .insert(abTests)
    .values({
      companyId,
      messageId,
      sharePercent: test.sharePercent,
      variantCount: test.variants.length,
      metric: test.metric,
      waitHours: test.waitHours,
      decision: test.decision,
    })
    .returning({ id: abTests.id });
  if (!stored) throw new Error('the A/B test insert returned no row');
  await tx
    .insert(abTestVariants)
    .values(
      test.variants.map((variant, position) => ({ testId: stored.id, position, ...variant })),
    );
}

/** A time from either driver (a Date, or text from a raw column) as ISO, or null. */
function iso(value: unknown): string | null {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' && value !== '') return new Date(value).toISOString();
  return null;
}

/** A message's A/B test as the result page shows it, and the sender's choice of its winner. */
export function createAbTestRepository(db: Database, clock: () => Date = () => new Date()) {
  /** The test of a message the scope may see (its own, or the one it sent the winner as). */
  async function testOf(scope: Scope, messageId: string) {
    const message = await findMessageInScope(db, scope, messageId);
    if (!message) throw notFound('Message');
    // DECIDE_AT_SQL reads the test as `t`.
    const t = alias(abTests, 't');
    const [test] = await db
      .select({
        id: t.id,
        messageId: t.messageId,
        sharePercent: t.sharePercent,
        variantCount: t.variantCount,
        metric: t.metric,
        waitHours: t.waitHours,
        decision: t.decision,
        winner: t.winner,
        chosenBy: t.chosenBy,
        decidedAt: t.decidedAt,
        remainderMessageId: t.remainderMessageId,
        decideAt: sql<unknown>`${DECIDE_AT_SQL}`,
        restStatus: sql<number | null>`(select status from messages r
          where r.id = t.remainder_message_id)`,
      })
      .from(t)
      .where(
        sql`(${t.messageId} = ${message.id} or ${t.remainderMessageId} = ${message.id})
          and ${t.companyId} = ${message.companyId}`,
      );
    if (!test) throw notFound('A/B test');
    return test;
  }

  return {
    async result(scope: Scope, messageId: string): Promise<AbTestResult> {
      const test = await testOf(scope, messageId);
      const variants = await db
        .select()
        .from(abTestVariants)
        .where(eq(abTestVariants.testId, test.id))
        .orderBy(asc(abTestVariants.position));
      const measures = await measureAbTest(db, test);
      const leading = winnerOf(measures, test.metric);
      const decideAt = iso(test.decideAt);
      const state: AbTestState =
        test.winner !== null
          ? Number(test.restStatus) === 0
            ? 'sentToRest'
            : 'winnerChosen'
          : test.decision === 'manual' && decideAt !== null && decideAt <= clock().toISOString()
            ? 'awaitingChoice'
            : 'testing';
      return {
        id: test.id,
        messageId: test.messageId,
        sharePercent: test.sharePercent,
        metric: test.metric,
        waitHours: test.waitHours,
        decision: test.decision,
        state,
        decideAt,
        winner: test.winner,
        chosenBy: test.chosenBy,
        decidedAt: iso(test.decidedAt),
        remainderMessageId: test.remainderMessageId,
        meaningful: meaningfulOf(measures, test.metric),
        variants: variants.map((variant) => {
          const measure = measures[variant.position] ?? {
            position: variant.position,
            sampleSize: 0,
            recipients: 0,
            opens: 0,
            confirmations: 0,
          };
          return {
            position: variant.position,
            letter: AB_TEST_LETTERS[variant.position] ?? String(variant.position + 1),
            title: variant.title,
            push_message: variant.pushMessage,
            pushImage: variant.pushImage,
            sendAt: iso(variant.sendAt),
            sampleSize: measure.sampleSize,
            recipients: measure.recipients,
            opens: measure.opens,
            confirmations: measure.confirmations,
            openRate: rateOf(measure, 'open'),
            confirmationRate: rateOf(measure, 'confirmation'),
            winner: test.winner === variant.position,
            leading: leading === variant.position,
          };
        }),
      };
    },

    /**
     * The sender's choice: the variant `position` goes to the rest now (an automatic test's
     * pick is then off). Refused once a winner is chosen, by either.
     */
    async chooseWinner(scope: Scope, messageId: string, position: number): Promise<void> {
      const test = await testOf(scope, messageId);
      if (position >= test.variantCount)
        throw new AppError('validation_error', 'position names no variant of this test.', [
          { field: 'position', message: 'names no variant of this test' },
        ]);
      const [live] = await db
        .select({ deleted: messages.isDeleted })
        .from(messages)
        .where(eq(messages.id, test.messageId));
      if (!live || live.deleted) throw notFound('Message');
      const chose = await sendAbTestWinner(db, {
        testId: test.id,
        position,
        chosenBy: 'manual',
        now: clock(),
      });
      if (!chose)
        throw new AppError('error_ab_test_decided', 'The winner of this test is chosen already.');
    },
  };
}

export type AbTestRepository = ReturnType<typeof createAbTestRepository>;
