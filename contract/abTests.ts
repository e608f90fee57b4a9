import { Type, type Static } from '@sinclair/typebox';
import { FreeText, L, Nullable, Success } from './common';
import { PushImage } from './richPush';

/** What a test's winner is picked by: opened / recipients, or confirmed / recipients. */
export const AB_TEST_METRICS = ['open', 'confirmation'] as const;
export type AbTestMetric = (typeof AB_TEST_METRICS)[number];

/** Whether the engine sends the winner to the rest itself, or the sender chooses it. */
export const AB_TEST_DECISIONS = ['automatic', 'manual'] as const;
export type AbTestDecision = (typeof AB_TEST_DECISIONS)[number];

export const AB_TEST_SHARE = { min: 5, max: 50, default: 20 } as const;
export const AB_TEST_VARIANTS = { min: 2, max: 4 } as const;
export const AB_TEST_WAIT_HOURS = { min: 1, max: 72, default: 4 } as const;
/** A variant's own send time may be at most this far ahead. */
export const AB_TEST_SEND_AT_MAX_DAYS = 7;

/** The variants' letters, by position. */
export const AB_TEST_LETTERS = ['A', 'B', 'C', 'D'] as const;

/** One variant as compose sends it: its texts, an optional image and an optional send time. */
export const AbTestVariantBody = Type.Object({
  title: Type.String({ minLength: 1, maxLength: 200 }),
  push_message: FreeText({ minLength: 1, maxLength: 500 }),
  pushImage: Type.Optional(Nullable(PushImage)),
  /** An ISO instant ahead of now, at most AB_TEST_SEND_AT_MAX_DAYS; null: with the message. */
  sendAt: Type.Optional(Nullable(Type.String({ format: 'date-time' }))),
});
export type AbTestVariantBody = Static<typeof AbTestVariantBody>;

/** The A/B test of a message sent now (POST /messages/ and /messages/file, field abTest). */
export const AbTestBody = Type.Object({
  /** The share of the audience that gets a variant, in percent. */
  sharePercent: Type.Integer({ minimum: AB_TEST_SHARE.min, maximum: AB_TEST_SHARE.max }),
  variants: Type.Array(AbTestVariantBody, {
    minItems: AB_TEST_VARIANTS.min,
    maxItems: AB_TEST_VARIANTS.max,
  }),
  metric: Type.Union(AB_TEST_METRICS.map((m) => L(m))),
  /** Hours after the last variant went out that the winner is picked. */
  waitHours: Type.Integer({ minimum: AB_TEST_WAIT_HOURS.min, maximum: AB_TEST_WAIT_HOURS.max }),
  decision: Type.Union(AB_TEST_DECISIONS.map((d) => L(d))),
});
export type AbTestBody = Static<typeof AbTestBody>;

/**
 * Where a test stands: its variants going out or being measured, the time to decide come while
 * the sender chooses (manual), the winner chosen and going to the rest, or sent to the rest.
 */
export const AB_TEST_STATES = ['testing', 'awaitingChoice', 'winnerChosen', 'sentToRest'] as const;
export type AbTestState = (typeof AB_TEST_STATES)[number];

export const AbTestVariantResult = Type.Object({
  position: Type.Integer(),
  letter: Type.String(),
  title: Type.String(),
  push_message: Type.String(),
  pushImage: Nullable(Type.String()),
  sendAt: Nullable(Type.String()),
  /** Members the hash put in this variant and the fan-out wrote a receipt for. */
  sampleSize: Type.Integer(),
  /** Those of them some channel reached (not 'none' or 'capped'): the rates' denominator. */
  recipients: Type.Integer(),
  opens: Type.Integer(),
  confirmations: Type.Integer(),
  /** opens / recipients, 0..1; 0 with no recipients. */
  openRate: Type.Number(),
  confirmationRate: Type.Number(),
  winner: Type.Boolean(),
  /** The highest rate by the test's metric so far (the first on a tie). */
  leading: Type.Boolean(),
});
export type AbTestVariantResult = Static<typeof AbTestVariantResult>;

export const AbTestResult = Type.Object({
  id: Type.String(),
  messageId: Type.String(),
  sharePercent: Type.Integer(),
  metric: Type.Union(AB_TEST_METRICS.map((m) => L(m))),
  waitHours: Type.Integer(),
  decision: Type.Union(AB_TEST_DECISIONS.map((d) => L(d))),
  state: Type.Union(AB_TEST_STATES.map((s) => L(s))),
  /** When the winner is (or was to be) picked; null while the variants have not gone out. */
  decideAt: Nullable(Type.String()),
  winner: Nullable(Type.Integer()),
  chosenBy: Nullable(Type.Union(AB_TEST_DECISIONS.map((d) => L(d)))),
  decidedAt: Nullable(Type.String()),
  /** The message the winner went to the rest as, once chosen. */
  remainderMessageId: Nullable(Type.String()),
  /** Whether the rates differ beyond chance (chi-square on opens or confirmations, 95 %). */
  meaningful: Type.Boolean(),
  variants: Type.Array(AbTestVariantResult),
});
export type AbTestResult = Static<typeof AbTestResult>;

export const AbTestResultResponse = Success(AbTestResult);
export type AbTestResultResponse = Static<typeof AbTestResultResponse>;

/** POST /messages/{id}/ab-test/winner: the variant the rest get, by position. */
export const AbTestWinnerBody = Type.Object({
  position: Type.Integer({ minimum: 0, maximum: AB_TEST_VARIANTS.max - 1 }),
});
export type AbTestWinnerBody = Static<typeof AbTestWinnerBody>;

/**
 * Whether counts of successes out of trials differ beyond chance at 95 %: Pearson's chi-square
 * on the 2×k table (for two variants the square of the two-proportion z-test). Fewer than two
 * variants with recipients, or no success or no failure at all, is not meaningful.
 */
export function differenceMeaningful(groups: { successes: number; trials: number }[]): boolean {
  const used = groups.filter((g) => g.trials > 0);
  if (used.length < 2) return false;
  const trials = used.reduce((sum, g) => sum + g.trials, 0);
  const successes = used.reduce((sum, g) => sum + g.successes, 0);
  const p = successes / trials;
  if (p === 0 || p === 1) return false;
  let chi = 0;
  for (const g of used) {
    const expected = g.trials * p;
    const expectedFailures = g.trials * (1 - p);
    chi += (g.successes - expected) ** 2 / expected;
    chi += (g.trials - g.successes - expectedFailures) ** 2 / expectedFailures;
  }
  return chi > (CHI_SQUARE_95[used.length - 1] ?? Infinity);
}

/** The chi-square critical values at 95 % by degrees of freedom (1 to 3). */
const CHI_SQUARE_95: Record<number, number> = { 1: 3.841, 2: 5.991, 3: 7.815 };

/** The winner by a rule: the highest rate, the first variant on a tie. */
export function leadingPosition(rates: { position: number; rate: number }[]): number {
  let best = rates[0];
  for (const r of rates) if (best && r.rate > best.rate) best = r;
  return best?.position ?? 0;
}
