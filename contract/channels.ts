import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Success } from './common';
import { FeaturedLink } from './auth';
import { MobileUserAllowance } from './pricing';

const ChannelTypeName = Type.Union([
  Type.Literal('PRIMARY'),
  Type.Literal('HYBRID'),
  Type.Literal('DEFAULT'),
  Type.Literal('SECONDARY'),
]);

const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) =>
  Type.Union([schema, Type.Null()]);

/** A channel image up to this size (PNG, JPEG, WebP, ICO or SVG), in the multipart field "image". */
export const CHANNEL_IMAGE_MAX_BYTES = 1024 * 1024;
export const MAX_CHANNEL_LINKS = 20;

/**
 * A channel's usage counters (SPEC.md section 3, "Counts", "Off-app text credit counters",
 * "Usage counters"), read from the kept counters: `*Month` and `*_current_month` are this UTC
 * month's, `*last_month` the month before's. View counts and data transfer out are all-time.
 */
const usageFields = {
  sentSms: Type.Number(),
  off_app_text_credits_used_last_month: Type.Number(),
  off_app_text_credits_purchased_last_month: Type.Number(),
  total_messages_sent_last_month: Type.Number(),
  messagesSentMonth: Type.Number(),
  adminLoginsMonth: Type.Number(),
  userLoginsMonth: Type.Number(),
  movConversionMs: Type.Number(),
  audioViews: Type.Number(),
  videoViews: Type.Number(),
  imageViews: Type.Number(),
  fileViews: Type.Number(),
  audioDataTransferOut: Type.Number(),
  videoDataTransferOut: Type.Number(),
  imageDataTransferOut: Type.Number(),
  fileDataTransferOut: Type.Number(),
};
export const ChannelUsage = Type.Object(usageFields);
export type ChannelUsage = Static<typeof ChannelUsage>;

/**
 * A content provider (channel) as its list shows it: SPEC.md section 3's identity, flags and
 * counts. `channelType` is derived (contract/channelType.ts). The counts and counters are left
 * out when the list is asked for with `noCount=true`.
 */
export const ChannelListItem = Type.Composite([
  Type.Object({
    _id: Type.String(),
    clientName: Type.String(),
    /**
     * The channel's contact: left out, with the counts and counters, for a caller whose role
     * holds neither channels key (a picker's row: docs/decisions.md, "Channels").
     */
    contactName: Type.Optional(Type.Union([Type.String(), Type.Null()])),
    email: Type.Optional(Type.Union([Type.String(), Type.Null()])),
    image: Type.Union([Type.String(), Type.Null()]),
    companyID: Type.String(),
    /** The organisation's name: given to a platform admin listing every organisation's channels. */
    companyName: Type.Optional(Type.String()),
    channelNumber: Type.Optional(Type.Number()),
    isActive: Type.Union([Type.Literal(0), Type.Literal(1)]),
    is_local: Type.Boolean(),
    isCompanyDefault: Type.Boolean(),
    allowRegistration: Type.Boolean(),
    /** Whether the channel may text (SMS) and email members who have not registered in the app. */
    unregisteredMemberMessaging: Type.Optional(Type.Boolean()),
    allowPushcastEmail: Type.Optional(Type.Boolean()),
    channelType: ChannelTypeName,
    dateCreated: Type.String(),
    /** Live app users the channel speaks to: its followers, or the whole company for the default. */
    userCount: Type.Optional(Type.Number()),
    /** Of those, the ones registered in the app. */
    registeredUserCount: Type.Optional(Type.Number()),
    /** Off-app text credits left: this month's allowance unused plus purchased ones. */
    offAppTextCreditsRemaining: Type.Optional(Type.Number()),
  }),
  Type.Partial(ChannelUsage),
]);
export type ChannelListItem = Static<typeof ChannelListItem>;

export const ChannelListParams = Type.Object({
  companyId: Type.String({ minLength: 1, maxLength: 100 }),
});

export const CHANNEL_SORTS = ['name', 'created', 'followers', 'registered', 'type'] as const;
export type ChannelSort = (typeof CHANNEL_SORTS)[number];

export const ChannelListQuery = Type.Object({
  noCount: Type.Optional(Type.Boolean()),
  /** With `limit` the answer is one page and carries `total`; without it, every channel. */
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
  /** Part of the name, contact name or email. */
  search: Type.Optional(Type.String({ maxLength: 100 })),
  sort: Type.Optional(Type.Union(CHANNEL_SORTS.map((sort) => Type.Literal(sort)))),
  order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
});
export type ChannelListQuery = Static<typeof ChannelListQuery>;

export const ChannelListResponse = Type.Object({
  success: Type.Literal(true),
  data: Type.Array(ChannelListItem),
  /** The channels matching, over every page: given when the list is paged (`limit`). */
  total: Type.Optional(Type.Number()),
});
export type ChannelListResponse = Static<typeof ChannelListResponse>;

/**
 * The channel's places in its company's catalogues (contract/channelCatalogues.ts): the id of
 * its category, group, type and union type, each null when it has none.
 */
function cataloguePlaces<T extends TSchema>(id: T) {
  return { category: id, group: id, type: id, unionType: id };
}

/** One channel, every field (GET /content-provider/item/{id} and the writes' answers). */
export const Channel = Type.Object({
  _id: Type.String(),
  clientName: Type.String(),
  contactName: Type.Union([Type.String(), Type.Null()]),
  email: Type.Union([Type.String(), Type.Null()]),
  image: Type.Union([Type.String(), Type.Null()]),
  access_code: Type.Union([Type.String(), Type.Null()]),
  companyID: Type.String(),
  companyName: Type.String(),
  channelNumber: Type.Number(),
  userid: Type.Union([Type.String(), Type.Null()]),
  inviteID: Type.Union([Type.String(), Type.Null()]),
  menuColor: Type.Union([Type.String(), Type.Null()]),
  isActive: Type.Union([Type.Literal(0), Type.Literal(1)]),
  is_local: Type.Boolean(),
  isCompanyDefault: Type.Boolean(),
  allowRegistration: Type.Boolean(),
  isForceFollowing: Type.Boolean(),
  enablePrivateVideo: Type.Boolean(),
  allowPushcastEmail: Type.Boolean(),
  requireEmailVerificationForPushcast: Type.Boolean(),
  unregisteredMemberMessaging: Type.Boolean(),
  channelType: ChannelTypeName,
  links: Type.Array(FeaturedLink),
  featuredLinks: Type.Array(FeaturedLink),
  pricePlan: Type.Union([Type.String(), Type.Null()]),
  /** The plan it is on (the free plan when `pricePlan` is null) and its app users allowed. */
  appUsers: MobileUserAllowance,
  resellerCode: Type.Union([Type.String(), Type.Null()]),
  partnerAccountNumber: Type.Union([Type.String(), Type.Null()]),
  revenueCollectionMode: Type.Union([Type.String(), Type.Null()]),
  replicaBuild: Type.Union([Type.String(), Type.Null()]),
  selectedExternalApis: Type.Array(Type.String()),
  ...cataloguePlaces(Nullable(Type.String())),
  userCount: Type.Number(),
  registeredUserCount: Type.Number(),
  purchased_app_users: Type.Number(),
  /** In minor units (cents) a month. */
  purchased_app_users_cost: Type.Number(),
  off_app_text_credits_month: Type.Number(),
  off_app_text_credits_used_current_month: Type.Number(),
  purchased_off_app_text_credits_remaining: Type.Number(),
  offAppTextCreditsRemaining: Type.Number(),
  auto_app_user_bundles: Type.Boolean(),
  auto_off_app_text_credit_bundles: Type.Boolean(),
  ...usageFields,
  dateCreated: Type.String(),
  updatedAt: Type.String(),
});
export type Channel = Static<typeof Channel>;
export const ChannelResponse = Success(Channel);
export type ChannelResponse = Static<typeof ChannelResponse>;

export const ChannelIdParams = Type.Object({
  id: Type.String({ format: 'uuid' }),
});

const WebUrl = Type.String({ pattern: '^https?://[^\\s]+$', maxLength: 500 });
const OptionalText = (maxLength: number) => Nullable(Type.String({ maxLength }));
export const ChannelLinkInput = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 60, pattern: '\\S' }),
    url: WebUrl,
  },
  { additionalProperties: false },
);
const ChannelLinksInput = Type.Array(ChannelLinkInput, { maxItems: MAX_CHANNEL_LINKS });

/** What a channel admin may change of its own channel (PUT /content-provider/update/{id}). */
const ownFields = {
  contactName: OptionalText(120),
  email: Nullable(Type.String({ format: 'email', maxLength: 254 })),
  links: ChannelLinksInput,
  featuredLinks: ChannelLinksInput,
  menuColor: Nullable(Type.String({ pattern: '^#[0-9a-fA-F]{6}$', description: '#rrggbb' })),
};

/** Everything a company admin sets on a channel (the plan and credits are the pricing panel's). */
const channelFields = {
  ...ownFields,
  clientName: Type.String({ minLength: 1, maxLength: 120, pattern: '\\S' }),
  access_code: OptionalText(60),
  inviteID: OptionalText(120),
  is_local: Type.Boolean(),
  isCompanyDefault: Type.Boolean(),
  allowRegistration: Type.Boolean(),
  isForceFollowing: Type.Boolean(),
  enablePrivateVideo: Type.Boolean(),
  allowPushcastEmail: Type.Boolean(),
  requireEmailVerificationForPushcast: Type.Boolean(),
  unregisteredMemberMessaging: Type.Boolean(),
  resellerCode: OptionalText(60),
  partnerAccountNumber: OptionalText(60),
  revenueCollectionMode: OptionalText(60),
  replicaBuild: OptionalText(120),
  selectedExternalApis: Type.Array(Type.String({ minLength: 1, maxLength: 60 }), {
    maxItems: 20,
  }),
  /** Drop the stored image (a new file in the same request wins). */
  removeImage: Type.Boolean(),
  ...cataloguePlaces(Nullable(Type.String({ format: 'uuid' }))),
};

/** POST /content-provider, the JSON in its multipart field "data". */
export const CreateChannelBody = Type.Composite(
  [
    Type.Object({ clientName: channelFields.clientName }),
    Type.Partial(
      Type.Object({
        ...channelFields,
        /** A platform admin names the organisation (else the one chosen in the navbar). */
        companyID: Type.String({ minLength: 1, maxLength: 100 }),
      }),
    ),
  ],
  { additionalProperties: false },
);
export type CreateChannelBody = Static<typeof CreateChannelBody>;

/** PUT /content-provider/{id}: the fields sent change, the others stay. */
export const UpdateChannelBody = Type.Partial(Type.Object(channelFields), {
  additionalProperties: false,
});
export type UpdateChannelBody = Static<typeof UpdateChannelBody>;

/** PUT /content-provider/update/{id}: a channel's own settings, JSON. */
export const OwnChannelBody = Type.Partial(Type.Object(ownFields), {
  additionalProperties: false,
  minProperties: 1,
});
export type OwnChannelBody = Static<typeof OwnChannelBody>;

export const DuplicateChannelBody = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    clientName: Type.Optional(channelFields.clientName),
  },
  { additionalProperties: false },
);
export type DuplicateChannelBody = Static<typeof DuplicateChannelBody>;

export const ChannelStatusBody = Type.Object(
  { status: Type.Union([Type.Literal(0), Type.Literal(1)]) },
  { additionalProperties: false },
);
export type ChannelStatusBody = Static<typeof ChannelStatusBody>;
