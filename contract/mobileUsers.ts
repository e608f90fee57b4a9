import { Type, type Static, type TLiteralValue } from '@sinclair/typebox';
import { Flag, Success } from './common';
import { LanguageTag } from './languageTag';
import { OptOut } from './optOuts';

export const CustomFieldValue = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 100 }),
  value: Type.String({ maxLength: 500 }),
});
export type CustomFieldValue = Static<typeof CustomFieldValue>;

/** SPEC.md section 3, "Mobile user", in its wire names. */
export const MobileUser = Type.Object({
  _id: Type.String(),
  userid: Type.Union([Type.String(), Type.Null()]),
  email: Type.Union([Type.String(), Type.Null()]),
  firstname: Type.String(),
  lastname: Type.String(),
  name: Type.String(),
  phone: Type.Union([Type.String(), Type.Null()]),
  state: Type.Union([Type.String(), Type.Null()]),
  zipcode: Type.Union([Type.String(), Type.Null()]),
  country: Type.Union([Type.String(), Type.Null()]),
  platForm: Type.Union([Type.String(), Type.Null()]),
  companyID: Type.String(),
  fundedProvider: Type.Union([Type.String(), Type.Null()]),
  isActive: Flag,
  version: Type.Union([Type.Literal(1), Type.Literal(2)]),
  dateCreated: Type.String(),
  groups: Type.Array(Type.Object({ _id: Type.String(), name: Type.String() })),
  contentProviders: Type.Array(Type.Object({ _id: Type.String(), clientName: Type.String() })),
  isDailyDeal: Type.Boolean(),
  customFields: Type.Array(CustomFieldValue),
  type: Type.Union([Type.String(), Type.Null()]),
  registered: Type.Boolean(),
  imDisabled: Type.Boolean(),
  /** The member's own language (a tag of contract/languages.ts); null: the organisation's. */
  language: Type.Union([Type.String(), Type.Null()]),
  /** The default language of the member's organisation, which they get while `language` is null. */
  companyLanguage: Type.String(),
  /**
   * The member's standing opt-outs (contract/optOuts.ts), oldest first; a channel admin sees the
   * ones for every channel and for its own. Read-only: only the member sets or lifts them.
   */
  optOuts: Type.Array(OptOut),
});
export type MobileUser = Static<typeof MobileUser>;

export const SORT_FIELDS = [
  'dateCreated',
  'firstname',
  'lastname',
  'name',
  'email',
  'platForm',
  'version',
  'isActive',
  'registered',
] as const;
export type SortField = (typeof SORT_FIELDS)[number];

export const SEARCH_FIELDS = ['email', 'firstName', 'lastName', 'name'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

const L = <T extends TLiteralValue>(value: T) => Type.Literal(value);

/**
 * The filter of the users list, shared by the list, the CSV export and bulk group changes.
 * userStatus and userType select the derived lists of SPEC.md section 4 (all, active, suspended,
 * v1, v2, registered, unregistered and their combinations).
 */
export const MobileUserFilter = Type.Object({
  companyID: Type.Optional(Type.String({ maxLength: 100 })),
  /** A channel id: only that channel's followers. */
  objectId: Type.Optional(Type.String({ format: 'uuid' })),
  userStatus: Type.Optional(Type.Union([L('all'), L('active'), L('suspended')])),
  userType: Type.Optional(
    Type.Union([L('all'), L('registered'), L('unregistered'), L('v1'), L('v2')]),
  ),
  platForm: Type.Optional(Type.String({ maxLength: 40 })),
  groups: Type.Optional(Type.Array(Type.String({ format: 'uuid' }), { maxItems: 100 })),
  CRFs: Type.Optional(Type.Array(CustomFieldValue, { maxItems: 20 })),
  searchString: Type.Optional(Type.String({ maxLength: 200 })),
  searchStringFields: Type.Optional(
    Type.Array(Type.Union([L('email'), L('firstName'), L('lastName'), L('name')]), { maxItems: 4 }),
  ),
  onlyActiveUsers: Type.Optional(Type.Boolean()),
  /** 'ids' limits the filter to userIds (a hand-picked selection). */
  selectionType: Type.Optional(Type.Union([L('all'), L('ids')])),
  userIds: Type.Optional(Type.Array(Type.String({ format: 'uuid' }), { maxItems: 10_000 })),
  /**
   * A saved segment (contract/segments.ts) of the company in scope: its rule, evaluated now,
   * narrows the filter with the rest. A channel's segment holds only that channel's followers.
   * Another company's (or another channel's) segment answers 404.
   */
  segmentId: Type.Optional(Type.String({ format: 'uuid' })),
});
export type MobileUserFilter = Static<typeof MobileUserFilter>;

export const MobileUserListBody = Type.Composite([
  MobileUserFilter,
  Type.Object({
    sortField: Type.Optional(
      Type.Union([
        L('dateCreated'),
        L('firstname'),
        L('lastname'),
        L('name'),
        L('email'),
        L('platForm'),
        L('version'),
        L('isActive'),
        L('registered'),
      ]),
    ),
    sortDirection: Type.Optional(Type.Union([L('asc'), L('desc')])),
    /** Rows to skip. skipAmount is the same, as the spec's infinite lists send it. */
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000_000 })),
    skipAmount: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000_000 })),
    /** Page size. */
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  }),
]);
export type MobileUserListBody = Static<typeof MobileUserListBody>;

/** SPEC.md section 3, "List summary". Each count applies the whole filter except its own dimension. */
export const MobileUserSummary = Type.Object({
  totalUsers: Type.Number(),
  totalFilteredUsers: Type.Number(),
  registeredCount: Type.Number(),
  unregisteredCount: Type.Number(),
  activeCount: Type.Number(),
  suspendedCount: Type.Number(),
  usersForMessagingCount: Type.Number(),
  registeredUsersForMessagingCount: Type.Number(),
  unregisteredUsersForMessagingCount: Type.Number(),
  /**
   * True when the counts other than totalUsers are estimates: a search matching thousands is
   * counted in a sample of one user in sixteen (in 256 when it matches a hundred thousand), and
   * its counts rounded to two significant digits.
   */
  countsEstimated: Type.Optional(Type.Boolean()),
});
export type MobileUserSummary = Static<typeof MobileUserSummary>;

export const MobileUserListResponse = Success(
  Type.Composite([Type.Object({ users: Type.Array(MobileUser) }), MobileUserSummary]),
);
export type MobileUserListResponse = Static<typeof MobileUserListResponse>;

export const MobileUserResponse = Success(MobileUser);
export type MobileUserResponse = Static<typeof MobileUserResponse>;

/**
 * POST /user/mobile-users/create: one app user, checked as an import row is (an email or a phone
 * is required; neither may be taken by a live user of the company). Not signed up in the app yet.
 */
export const CreateMobileUserBody = Type.Object({
  email: Type.Optional(Type.String({ maxLength: 254 })),
  phone: Type.Optional(Type.String({ maxLength: 30 })),
  firstname: Type.String({ maxLength: 100 }),
  lastname: Type.String({ maxLength: 100 }),
  platForm: Type.Optional(Type.String({ maxLength: 20 })),
  userid: Type.Optional(Type.String({ maxLength: 100 })),
  state: Type.Optional(Type.String({ maxLength: 100 })),
  zipcode: Type.Optional(Type.String({ maxLength: 20 })),
  country: Type.Optional(Type.String({ maxLength: 100 })),
  customFields: Type.Optional(
    Type.Array(
      Type.Object({
        name: Type.String({ minLength: 1, maxLength: 100 }),
        value: Type.String({ maxLength: 500 }),
      }),
      { maxItems: 50 },
    ),
  ),
});
export type CreateMobileUserBody = Static<typeof CreateMobileUserBody>;

/** A refused create-user: the error with `success: false` (SPEC.md section 8). */
export interface CreateMobileUserFailure {
  success: false;
  code: string;
  message: string;
  details?: { field: string; message: string }[];
}

export const MobileUserIdParams = Type.Object({ userID: Type.String({ format: 'uuid' }) });

/** What PUT /user/mobile-users/{userID}/{what} changes; anything else is a validation error. */
export const MOBILE_USER_UPDATES = ['groups', 'custom-fields', 'deals', 'language'] as const;
export type MobileUserUpdate = (typeof MOBILE_USER_UPDATES)[number];

export const MobileUserUpdateParams = Type.Object({
  userID: Type.String({ format: 'uuid' }),
  what: Type.Union([L('groups'), L('custom-fields'), L('deals'), L('language')]),
});

/**
 * One body for the four updates, each reading its own field: `groups` for 'groups',
 * `customFields` for 'custom-fields', `isDailyDeal` for 'deals', `language` for 'language'. A union of objects
 * would not work here: the server strips unknown fields while trying each branch.
 */
export const MobileUserUpdateBody = Type.Object({
  /** Replaces the user's memberships among the groups the caller can see. */
  groups: Type.Optional(Type.Array(Type.String({ format: 'uuid' }), { maxItems: 500 })),
  /** Replaces every custom field of the user; names must differ. */
  customFields: Type.Optional(Type.Array(CustomFieldValue, { maxItems: 100 })),
  isDailyDeal: Type.Optional(Type.Boolean()),
  /** A listed language in any case (stored as listed), or null for the organisation's default. */
  language: Type.Optional(Type.Union([LanguageTag, Type.Null()])),
});
export type MobileUserUpdateBody = Static<typeof MobileUserUpdateBody>;

export const ToggleImParams = Type.Object({
  userID: Type.String({ format: 'uuid' }),
  /** '1' disables instant messaging for the user, '0' enables it again. */
  state: Type.Union([L('0'), L('1')]),
});

export const PageQuery = Type.Object({
  offset: Type.Integer({ minimum: 0, maximum: 10_000_000, default: 0 }),
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 10 }),
});

export const RecoveredUsersResponse = Success(
  Type.Object({ users: Type.Array(MobileUser), total: Type.Number() }),
);
export type RecoveredUsersResponse = Static<typeof RecoveredUsersResponse>;
