import { Type, type Static } from '@sinclair/typebox';
import { Success } from './common';

/**
 * The invitation funnel's steps, in the order a person takes them (docs/decisions.md,
 * "Invitation funnel"): the link reached someone (opened, by a click or a QR scan), they
 * registered, confirmed their email, and signed in within the last 30 days.
 */
export const FUNNEL_REPORT_STEPS = ['opened', 'registered', 'confirmed', 'active'] as const;
export type FunnelReportStep = (typeof FUNNEL_REPORT_STEPS)[number];

export const FUNNEL_STEP_LABELS: Record<FunnelReportStep, string> = {
  opened: 'Invited / opened',
  registered: 'Registered',
  confirmed: 'Confirmed',
  active: 'Active in the app',
};

/** A range is at most this many days (a year, a leap one included), and 12 weeks by default. */
export const FUNNEL_MAX_DAYS = 366;
export const FUNNEL_DEFAULT_DAYS = 84;
/** Active: signed in to the console within this many days. */
export const FUNNEL_ACTIVE_DAYS = 30;

const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD (UTC)' });

export const InvitationFunnelQuery = Type.Object({
  channelID: Type.Optional(Type.String({ format: 'uuid' })),
  linkID: Type.Optional(Type.String({ format: 'uuid' })),
  /** First and last UTC day counted; by default the 12 weeks up to today. */
  from: Type.Optional(Day),
  to: Type.Optional(Day),
});
export type InvitationFunnelQuery = Static<typeof InvitationFunnelQuery>;

const Counts = {
  opened: Type.Integer(),
  /** The part of `opened` that came from a QR code. */
  scanned: Type.Integer(),
  registered: Type.Integer(),
  confirmed: Type.Integer(),
  active: Type.Integer(),
};

export const FunnelStepTotal = Type.Object({
  step: Type.Union(FUNNEL_REPORT_STEPS.map((s) => Type.Literal(s))),
  count: Type.Integer(),
  /** How many fewer than the step before; null for the first step. */
  drop: Type.Union([Type.Integer(), Type.Null()]),
  /** The drop as a percentage of the step before (one decimal); null when nothing came before. */
  dropPercent: Type.Union([Type.Number(), Type.Null()]),
});
export type FunnelStepTotal = Static<typeof FunnelStepTotal>;

export const FunnelLinkRow = Type.Object({
  linkID: Type.String(),
  channelID: Type.String(),
  channelName: Type.String(),
  dateCreated: Type.String({ format: 'date-time' }),
  ...Counts,
});
export type FunnelLinkRow = Static<typeof FunnelLinkRow>;

export const FunnelWeek = Type.Object({
  /** The ISO week's Monday (UTC). */
  week: Type.String(),
  ...Counts,
});
export type FunnelWeek = Static<typeof FunnelWeek>;

export const InvitationFunnel = Type.Object({
  from: Type.String(),
  to: Type.String(),
  steps: Type.Array(FunnelStepTotal),
  scanned: Type.Integer(),
  links: Type.Array(FunnelLinkRow),
  weeks: Type.Array(FunnelWeek),
});
export type InvitationFunnel = Static<typeof InvitationFunnel>;

export const InvitationFunnelResponse = Success(InvitationFunnel);
export type InvitationFunnelResponse = Static<typeof InvitationFunnelResponse>;
