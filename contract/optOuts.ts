import { Type, type Static } from '@sinclair/typebox';
import { Nullable, Success, Uuid } from './common';
import { QuietHours } from './deliveryRules';

/**
 * What a member can opt out of (docs/decisions.md, "Opt-outs"): one delivery channel, or every
 * one ('all'), for one channel of the organisation or, with `channelId` null, for all of them.
 */
export const OPT_OUT_DELIVERIES = ['all', 'push', 'sms', 'email'] as const;
export type OptOutDelivery = (typeof OPT_OUT_DELIVERIES)[number];

/** Where the member said it: the app's preferences, a STOP texted back, an email's link. */
export const OPT_OUT_SOURCES = ['app', 'sms', 'email'] as const;
export type OptOutSource = (typeof OPT_OUT_SOURCES)[number];

const Delivery = Type.Union(OPT_OUT_DELIVERIES.map((d) => Type.Literal(d)));
const Source = Type.Union(OPT_OUT_SOURCES.map((s) => Type.Literal(s)));

export const OptOutChoice = Type.Object(
  { channelId: Nullable(Uuid), delivery: Delivery },
  { additionalProperties: false },
);
export type OptOutChoice = Static<typeof OptOutChoice>;

/** A standing opt-out as the app and the console show it. `since` is an ISO instant. */
export const OptOut = Type.Object({
  channelId: Nullable(Type.String()),
  /** The channel's name; null for every channel. */
  channelName: Nullable(Type.String()),
  delivery: Delivery,
  source: Source,
  since: Type.String(),
});
export type OptOut = Static<typeof OptOut>;

/** GET /app/preferences: the member's choices, the channels they may choose for, the rules. */
export const AppPreferences = Type.Object({
  optOuts: Type.Array(OptOut),
  /** The channels the member hears from: the ones they follow and the organisation's default. */
  channels: Type.Array(Type.Object({ _id: Type.String(), name: Type.String() })),
  /** The member's own quiet hours, on their clock; null: none. */
  quietHours: Nullable(QuietHours),
  /** The organisation's quiet hours, which hold whatever the member sets; null: none. */
  companyQuietHours: Nullable(QuietHours),
});
export type AppPreferences = Static<typeof AppPreferences>;
export const AppPreferencesResponse = Success(AppPreferences);

/**
 * PUT /app/preferences: the opt-outs the member wants, all of them (what is left out is lifted,
 * except a STOP texted back, which only START lifts), and their quiet hours when given.
 */
export const PutAppPreferencesBody = Type.Object(
  {
    optOuts: Type.Array(OptOutChoice, { maxItems: 200 }),
    quietHours: Type.Optional(Nullable(QuietHours)),
  },
  { additionalProperties: false },
);
export type PutAppPreferencesBody = Static<typeof PutAppPreferencesBody>;

/** How many of an audience opted out of each way of reaching them (AudienceCount.optedOut). */
export const OptedOutCounts = Type.Object({
  push: Type.Number(),
  sms: Type.Number(),
  email: Type.Number(),
});
export type OptedOutCounts = Static<typeof OptedOutCounts>;
