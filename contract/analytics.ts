import { Type, type Static } from '@sinclair/typebox';
import { L, Nullable, Success, Uuid } from './common';

/**
 * Engagement over time (docs/decisions.md, "Engagement over time"): figures from the kept daily
 * rollups, by UTC day of the send. Opens, confirmations, answers and provider outcomes count on
 * the day their message was sent, so a day's rates compare like with like.
 */

/** How a message reached its recipients: the receipts' channel. */
export const DELIVERY_CHANNELS = ['push', 'sms', 'email', 'none', 'capped'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];

export const DELIVERY_CHANNEL_LABELS: Record<DeliveryChannel, string> = {
  push: 'Push',
  sms: 'SMS',
  email: 'Email',
  none: 'No way to reach',
  capped: 'Over the frequency cap',
};

export const ANALYTICS_INTERVALS = ['day', 'week'] as const;
export type AnalyticsInterval = (typeof ANALYTICS_INTERVALS)[number];

/** A range is at most this many days (a year, a leap one included); 30 days by default. */
export const ANALYTICS_MAX_DAYS = 366;
export const ANALYTICS_DEFAULT_DAYS = 30;

const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD (UTC)' });

export const EngagementQuery = Type.Object({
  /** One channel's; none: the organisation's (a channel admin always gets their channel's). */
  channelID: Type.Optional(Uuid),
  /** First and last UTC day counted; by default the 30 days up to today. */
  from: Type.Optional(Day),
  to: Type.Optional(Day),
  interval: Type.Optional(Type.Union(ANALYTICS_INTERVALS.map((i) => L(i)))),
});
export type EngagementQuery = Static<typeof EngagementQuery>;

/** The figures counted, in the order the table and the CSV show them. */
export const ENGAGEMENT_FIGURES = [
  'sends',
  'recipients',
  'handed',
  'failed',
  'opened',
  'confirmed',
  'feedbackYes',
  'feedbackNo',
] as const;
export type EngagementFigure = (typeof ENGAGEMENT_FIGURES)[number];

export const ENGAGEMENT_FIGURE_LABELS: Record<EngagementFigure, string> = {
  sends: 'Messages sent',
  recipients: 'Recipients',
  handed: 'Handed to providers',
  failed: 'Failed',
  opened: 'Opened',
  confirmed: 'Confirmed',
  feedbackYes: 'Feedback yes',
  feedbackNo: 'Feedback no',
};

const Count = Type.Integer({ minimum: 0 });
const figures = Object.fromEntries(ENGAGEMENT_FIGURES.map((f) => [f, Count])) as Record<
  EngagementFigure,
  typeof Count
>;

export const EngagementCounts = Type.Object(figures);
export type EngagementCounts = Static<typeof EngagementCounts>;

/** One period's figures for one delivery channel and message type. */
export const EngagementRow = Type.Object({
  /** The period's first day: the day, or the ISO week's Monday (UTC). */
  period: Type.String(),
  deliveryChannel: Type.Union(DELIVERY_CHANNELS.map((c) => L(c))),
  messageType: Type.String(),
  ...figures,
});
export type EngagementRow = Static<typeof EngagementRow>;

export const EngagementReport = Type.Object({
  from: Type.String(),
  to: Type.String(),
  interval: Type.Union(ANALYTICS_INTERVALS.map((i) => L(i))),
  /** The channel counted, or null for the whole organisation. */
  channelID: Nullable(Type.String()),
  /** Every period of the range, oldest first, so empty ones show as zero. */
  periods: Type.Array(Type.String()),
  /**
   * Messages sent per period and type whatever their delivery channel (a message reaching people
   * by push and SMS counts once here, once in each delivery channel's `sends`).
   */
  sends: Type.Array(
    Type.Object({ period: Type.String(), messageType: Type.String(), sends: Count }),
  ),
  /** The counted rows: only periods, delivery channels and types with something in them. */
  rows: Type.Array(EngagementRow),
});
export type EngagementReport = Static<typeof EngagementReport>;
export const EngagementReportResponse = Success(EngagementReport);
export type EngagementReportResponse = Static<typeof EngagementReportResponse>;

export const CreditsQuery = Type.Object({
  channelID: Type.Optional(Uuid),
  from: Type.Optional(Day),
  to: Type.Optional(Day),
});
export type CreditsQuery = Static<typeof CreditsQuery>;

/** Off-app text credits spent by sends, per UTC month and channel, from the credit ledger. */
export const CreditsMonth = Type.Object({
  /** YYYY-MM. */
  month: Type.String(),
  channelID: Type.String(),
  channelName: Type.String(),
  spent: Count,
});
export type CreditsMonth = Static<typeof CreditsMonth>;
export const CreditsReport = Type.Object({
  from: Type.String(),
  to: Type.String(),
  months: Type.Array(CreditsMonth),
});
export type CreditsReport = Static<typeof CreditsReport>;
export const CreditsReportResponse = Success(CreditsReport);
export type CreditsReportResponse = Static<typeof CreditsReportResponse>;

/** One hour since sending: opens and confirmations that happened in it. */
export const CurveHour = Type.Object({
  hour: Type.Integer({ minimum: 0 }),
  opened: Count,
  confirmed: Count,
});
export const MessageCurve = Type.Object({
  messageId: Type.String(),
  /** When the message was first sent (its first sending's due time), or null before. */
  sentAt: Nullable(Type.String()),
  recipients: Count,
  opened: Count,
  confirmed: Count,
  /** Hour 0 is the first hour after sending; up to the last hour with an open or confirmation. */
  hours: Type.Array(CurveHour),
});
export type MessageCurve = Static<typeof MessageCurve>;
export const MessageCurveResponse = Success(MessageCurve);
export type MessageCurveResponse = Static<typeof MessageCurveResponse>;

/** Rates as a percentage with one decimal, or null when nobody was counted. */
export function engagementRates(
  counts: Pick<EngagementCounts, 'recipients' | 'opened' | 'confirmed'>,
) {
  const rate = (n: number) =>
    counts.recipients > 0 ? Math.round((n / counts.recipients) * 1000) / 10 : null;
  return { openRate: rate(counts.opened), confirmationRate: rate(counts.confirmed) };
}

/** Sums figures of rows (a period's, a delivery channel's, everything's). */
export function sumEngagement(rows: readonly EngagementCounts[]): EngagementCounts {
  const total = Object.fromEntries(ENGAGEMENT_FIGURES.map((f) => [f, 0])) as EngagementCounts;
  for (const row of rows) for (const f of ENGAGEMENT_FIGURES) total[f] += row[f];
  return total;
}
