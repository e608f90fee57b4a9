import { Type, type Static } from '@sinclair/typebox';
import { L, Success, Uuid } from './common';

/**
 * A saved segment's rule (docs/decisions.md, "Saved segments"): conditions over app users that
 * are evaluated again at every send. The rule is two levels deep, enough for "all of (A, any of
 * (B, C))" and every combination the editor offers: its own conditions, and groups of
 * conditions, each group matched with all or any and each condition or group negatable.
 *
 * Each condition is one object with optional fields, not a union of shapes: the API removes
 * unknown fields (removeAdditional 'all'), which inside an anyOf strips the fields of every
 * branch but the first it tries. The server checks that a condition carries the fields its
 * `field` needs (segments/ruleInput.ts) and answers 400 with the condition named.
 */
export const SEGMENT_FIELDS = [
  /** values: ['active'] or ['suspended'] */
  'status',
  /** values: ['registered'] or ['unregistered'] */
  'registration',
  /** values: platforms as the users list names them ('ios', 'android'), any of them */
  'platform',
  /** values: group ids; in any of them */
  'group',
  /** values: channel ids; follows any of them */
  'channel',
  /** name: the custom field; values: any of them; no values: the field is set at all */
  'customField',
  /** values: language tags ('en', 'pt-BR'); '' stands for "not set" */
  'language',
  /** values: IANA zones ('Europe/Oslo'); '' stands for "not set" */
  'timeZone',
  /** after / before: ISO dates (either or both), or withinDays: registered in the last N days */
  'registeredAt',
  /** event, withinDays, optional messageId: how the member behaved (ENGAGEMENT_EVENTS) */
  'engagement',
] as const;
export type SegmentField = (typeof SEGMENT_FIELDS)[number];

/**
 * What a member did with messages: received one, opened one, confirmed one, answered its
 * feedback yes or no, or received and did not open (any message: received one in the window
 * and opened none in it; a given message: received it and has not opened it); any message, or
 * the one `messageId` names, within the last `withinDays` days. Negate a condition for "has not
 * confirmed anything in 30 days".
 */
export const ENGAGEMENT_EVENTS = [
  'received',
  'opened',
  'confirmed',
  'feedbackYes',
  'feedbackNo',
  'notOpened',
] as const;
export type EngagementEvent = (typeof ENGAGEMENT_EVENTS)[number];

export const SEGMENT_MATCHES = ['all', 'any'] as const;
export type SegmentMatch = (typeof SEGMENT_MATCHES)[number];

const Match = Type.Union(SEGMENT_MATCHES.map((m) => L(m)));
const IsoDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

export const SegmentCondition = Type.Object({
  field: Type.Union(SEGMENT_FIELDS.map((f) => L(f))),
  /** True: members the condition does not hold for. */
  negate: Type.Optional(Type.Boolean()),
  values: Type.Optional(Type.Array(Type.String({ maxLength: 200 }), { maxItems: 100 })),
  /** The custom field's name, for 'customField'. */
  name: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  event: Type.Optional(Type.Union(ENGAGEMENT_EVENTS.map((e) => L(e)))),
  /** For 'engagement': one message instead of any. */
  messageId: Type.Optional(Uuid),
  withinDays: Type.Optional(Type.Integer({ minimum: 1, maximum: 3650 })),
  after: Type.Optional(IsoDate),
  before: Type.Optional(IsoDate),
});
export type SegmentCondition = Static<typeof SegmentCondition>;

export const SegmentConditionGroup = Type.Object({
  match: Match,
  negate: Type.Optional(Type.Boolean()),
  conditions: Type.Array(SegmentCondition, { minItems: 1, maxItems: 30 }),
});
export type SegmentConditionGroup = Static<typeof SegmentConditionGroup>;

/** The rule: its conditions and groups, matched together with `match`. An empty rule is everyone. */
export const SegmentRule = Type.Object({
  match: Match,
  conditions: Type.Array(SegmentCondition, { maxItems: 30 }),
  groups: Type.Optional(Type.Array(SegmentConditionGroup, { maxItems: 10 })),
});
export type SegmentRule = Static<typeof SegmentRule>;

// The segments API (server/modules/segments/routes.ts).

/** How many members a rule reaches: exact, or an estimate from a sample ("about 48,200"). */
export const SegmentCount = Type.Object({
  count: Type.Integer({ minimum: 0 }),
  /** False: an estimate from a sample of the members, rounded to three figures. */
  exact: Type.Boolean(),
  countedAt: Type.String({ format: 'date-time' }),
});
export type SegmentCount = Static<typeof SegmentCount>;

export const Segment = Type.Object({
  id: Type.String(),
  name: Type.String(),
  /** Null: the organisation's, over all its members; set: the channel's, over its followers. */
  channelId: Type.Union([Type.String(), Type.Null()]),
  channelName: Type.Union([Type.String(), Type.Null()]),
  rule: SegmentRule,
  /** The count when it was last counted (saved, opened or counted); null: never counted. */
  lastCount: Type.Union([SegmentCount, Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type Segment = Static<typeof Segment>;

export const SEGMENT_SORTS = ['name', 'updatedAt', 'count'] as const;
export type SegmentSort = (typeof SEGMENT_SORTS)[number];

export const SegmentListQuery = Type.Object({
  search: Type.Optional(Type.String({ maxLength: 100 })),
  sort: Type.Optional(Type.Union(SEGMENT_SORTS.map((s) => L(s)))),
  order: Type.Optional(Type.Union([L('asc'), L('desc')])),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export type SegmentListQuery = Static<typeof SegmentListQuery>;

export const SegmentListResponse = Success(
  Type.Object({
    segments: Type.Array(Segment),
    total: Type.Integer(),
    page: Type.Integer(),
    pageSize: Type.Integer(),
  }),
);
export type SegmentListResponse = Static<typeof SegmentListResponse>;

export const SegmentBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 100 }),
  rule: SegmentRule,
  /**
   * The channel the segment is kept for (over its followers); null or left out: the
   * organisation's. A channel admin's segments are always their channel's.
   */
  channelId: Type.Optional(Type.Union([Uuid, Type.Null()])),
});
export type SegmentBody = Static<typeof SegmentBody>;

export const SegmentResponse = Success(Segment);
export type SegmentResponse = Static<typeof SegmentResponse>;

/** Count a rule being edited: over the organisation's members, or the channel's followers. */
export const SegmentCountBody = Type.Object({
  rule: SegmentRule,
  channelId: Type.Optional(Type.Union([Uuid, Type.Null()])),
});
export type SegmentCountBody = Static<typeof SegmentCountBody>;

export const SegmentCountResponse = Success(SegmentCount);
export type SegmentCountResponse = Static<typeof SegmentCountResponse>;

/** A member of a segment, as the users list shows them (its main columns). */
export const SegmentMember = Type.Object({
  _id: Type.String(),
  firstname: Type.String(),
  lastname: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  platform: Type.Union([Type.String(), Type.Null()]),
  isActive: Type.Integer(),
  registered: Type.Boolean(),
  language: Type.Union([Type.String(), Type.Null()]),
  timeZone: Type.String(),
  dateCreated: Type.String({ format: 'date-time' }),
});
export type SegmentMember = Static<typeof SegmentMember>;

/** The first page of a segment's members, newest first; `next` continues after the last one. */
export const SegmentMembersQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export type SegmentMembersQuery = Static<typeof SegmentMembersQuery>;

export const SegmentMembersResponse = Success(Type.Object({ members: Type.Array(SegmentMember) }));
export type SegmentMembersResponse = Static<typeof SegmentMembersResponse>;

export const SegmentIdParams = Type.Object({ id: Uuid });
export type SegmentIdParams = Static<typeof SegmentIdParams>;

export const SegmentDeletedResponse = Success(Type.Object({ id: Type.String() }));
export type SegmentDeletedResponse = Static<typeof SegmentDeletedResponse>;

/** What the rule editor offers for custom fields: names and values found among the members. */
export const SegmentChoicesResponse = Success(
  Type.Object({
    customFields: Type.Array(
      Type.Object({ name: Type.String(), values: Type.Array(Type.String()) }),
    ),
  }),
);
export type SegmentChoicesResponse = Static<typeof SegmentChoicesResponse>;
