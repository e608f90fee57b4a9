import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { abTests, abTestVariants } from '../../db/schema/abTests';
import { mobileUsers as u } from '../../db/schema/mobileUsers';

/** The hash buckets a test's members fall in: those below share × 100 are its sample. */
export const AB_BUCKETS = 10_000;

/**
 * What an A/B test changes in a message's fan-out (docs/decisions.md, "A/B tests"). The test's
 * own message goes to its sample, each member with the variant ab_bucket(test, member) mod the
 * variant count, held until that variant's send time; the winner's message goes to every member
 * of the audience the test's message wrote no receipt for.
 */
export type AbTestDelivery =
  | {
      kind: 'sample';
      testId: string;
      sampleBuckets: number;
      variants: { title: string; pushMessage: string; sendAt: Date | null }[];
    }
  | { kind: 'rest'; testMessageId: string };

/** Loaded once per occurrence, as the language variants are: a test never changes once stored. */
export async function loadAbTestDelivery(
  db: Database,
  messageId: string,
): Promise<AbTestDelivery | null> {
  const [test] = await db
    .select({
      id: abTests.id,
      messageId: abTests.messageId,
      sharePercent: abTests.sharePercent,
      remainderMessageId: abTests.remainderMessageId,
    })
    .from(abTests)
    .where(sql`${abTests.messageId} = ${messageId} or ${abTests.remainderMessageId} = ${messageId}`)
    .limit(1);
  if (!test) return null;
  if (test.remainderMessageId === messageId) return { kind: 'rest', testMessageId: test.messageId };
  const variants = await db
    .select({
      title: abTestVariants.title,
      pushMessage: abTestVariants.pushMessage,
      sendAt: abTestVariants.sendAt,
    })
    .from(abTestVariants)
    .where(eq(abTestVariants.testId, test.id))
    .orderBy(asc(abTestVariants.position));
  return {
    kind: 'sample',
    testId: test.id,
    sampleBuckets: test.sharePercent * (AB_BUCKETS / 100),
    variants,
  };
}

/** The audience's part a test's message reaches, over mobile_users: its sample, or the rest. */
export function abTestCondition(test: AbTestDelivery): SQL {
  if (test.kind === 'sample')
    return sql`ab_bucket(${test.testId}::uuid, ${u.id}) < ${test.sampleBuckets}`;
  return sql`not exists (select 1 from message_receipts ar
    join message_occurrences ao on ao.id = ar.occurrence_id
    where ao.message_id = ${test.testMessageId}::uuid and ar.mobile_user_id = ${u.id})`;
}

/** The variant position of the member `member` (SQL over uuid) in a sample. */
function positionSql(test: Extract<AbTestDelivery, { kind: 'sample' }>, member: SQL): SQL {
  return sql`(ab_bucket(${test.testId}::uuid, ${member}) % ${test.variants.length})`;
}

/** A text of the member's variant, one CASE of at most four branches. */
export function abTestTextSql(
  test: Extract<AbTestDelivery, { kind: 'sample' }>,
  member: SQL,
  text: (variant: { title: string; pushMessage: string }) => string,
): SQL {
  const branches = test.variants.map(
    (variant, position) => sql`when ${sql.raw(String(position))} then ${text(variant)}`,
  );
  return sql`case ${positionSql(test, member)} ${sql.join(branches, sql` `)} end`;
}

/**
 * When the member's variant may go out: its own send time, or null (with the message). The
 * fan-out holds the outbox row until the later of this and its other rules' release.
 */
export function abTestSendAtSql(
  test: Extract<AbTestDelivery, { kind: 'sample' }>,
  member: SQL,
): SQL | null {
  if (test.variants.every((variant) => variant.sendAt === null)) return null;
  const branches = test.variants.map(
    (variant, position) =>
      sql`when ${sql.raw(String(position))} then ${variant.sendAt ? sql`${variant.sendAt.toISOString()}::timestamptz` : sql`null::timestamptz`}`,
  );
  return sql`case ${positionSql(test, member)} ${sql.join(branches, sql` `)} end`;
}

/**
 * The push image of a row of a test's sample, for the dispatcher: the member's variant's (empty
 * when it has none), or null when the message holds no test. `message` is the messages row's
 * alias, `member` the row's app user.
 */
export function abTestImageSql(message: SQL, member: SQL): SQL {
  return sql`(select coalesce(av.push_image, '') from ab_tests at
    join ab_test_variants av on av.test_id = at.id
      and av.position = ab_bucket(at.id, ${member}) % at.variant_count
    where at.message_id = ${message})`;
}
