import { Type, type Static } from '@sinclair/typebox';
import { Success } from './common';
import { MobileUserFilter } from './mobileUsers';

export const UnionMember = Type.Object({
  userid: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  firstname: Type.String(),
  lastname: Type.String(),
  phone: Type.Union([Type.String(), Type.Null()]),
  active: Type.Boolean(),
  /** Whether an app user with this member id exists in the company. */
  saved: Type.Boolean(),
});
export type UnionMember = Static<typeof UnionMember>;

/** The console sends these; the scope of the token decides what is read and written. */
export const UnionRequestBody = Type.Object({
  api: Type.Optional(Type.String({ maxLength: 100 })),
  companyID: Type.Optional(Type.String({ maxLength: 100 })),
  cpID: Type.Optional(Type.String({ maxLength: 100 })),
  userGroup: Type.Optional(Type.Number()),
  currentUserID: Type.Optional(Type.String({ maxLength: 100 })),
  /** The diff's fingerprint the admin confirmed: the sync refuses a list that changed since. */
  fingerprint: Type.Optional(Type.String({ maxLength: 100 })),
});

const NullableText = Type.Union([Type.String(), Type.Null()]);

/** The member fields a sync writes onto an app user. */
export const UNION_FIELDS = ['firstname', 'lastname', 'email', 'phone'] as const;
export type UnionField = (typeof UNION_FIELDS)[number];

/** One field a sync would change: what the app user has, and what the union says. */
export const UnionFieldChange = Type.Object({
  field: Type.Union(UNION_FIELDS.map((field) => Type.Literal(field))),
  from: NullableText,
  to: NullableText,
});
export type UnionFieldChange = Static<typeof UnionFieldChange>;

/** A member the sync would add, change, suspend or activate, as the union lists them. */
export const UnionDiffEntry = Type.Object({
  userid: Type.String(),
  name: Type.String(),
  email: NullableText,
  /** For a user the app has already: the fields that would change (empty for a new one). */
  changes: Type.Array(UnionFieldChange),
});
export type UnionDiffEntry = Static<typeof UnionDiffEntry>;

/** A bucket of the difference: its size, and its first entries (up to `UNION_DIFF_LISTED`). */
const Bucket = Type.Object({ count: Type.Number(), entries: Type.Array(UnionDiffEntry) });
export type UnionDiffBucket = Static<typeof Bucket>;

export const UNION_DIFF_LISTED = 200;

/**
 * What a sync would do, before anything is written: members to add, app users whose details
 * would change, to suspend (the union marks them inactive) or to activate again, and how many
 * stay as they are. `fingerprint` names this member list; a sync given it refuses to run when the
 * union's list has changed since.
 */
export const UnionDiff = Type.Object({
  fingerprint: Type.String(),
  added: Bucket,
  updated: Bucket,
  suspended: Bucket,
  activated: Bucket,
  unchanged: Type.Number(),
});
export type UnionDiff = Static<typeof UnionDiff>;

export const UnionListResponse = Success(
  Type.Object({
    /** Where the list came from, in words: the union API's address or the member file. */
    source: Type.String(),
    members: Type.Array(UnionMember),
    total: Type.Number(),
    saved: Type.Number(),
    notSaved: Type.Number(),
    notInUnion: Type.Number(),
    diff: UnionDiff,
  }),
);
export type UnionListResponse = Static<typeof UnionListResponse>;

export const UnionSyncResult = Type.Object({
  created: Type.Number(),
  /** App users whose details changed (a suspension or activation is counted apart). */
  updated: Type.Number(),
  suspended: Type.Number(),
  activated: Type.Number(),
  unchanged: Type.Number(),
});
export type UnionSyncResult = Static<typeof UnionSyncResult>;
export const UnionSyncResponse = Success(UnionSyncResult);

/**
 * The lines of a sync asked for as `application/x-ndjson`: progress as the members are written
 * (all in one transaction), then the result, or an error that undid everything.
 */
export type UnionSyncProgressLine =
  | { progress: { done: number; total: number } }
  | { result: UnionSyncResult }
  | { error: { code: string; message: string } };
export type UnionSyncResponse = Static<typeof UnionSyncResponse>;

export const UaCheckBody = Type.Composite([
  MobileUserFilter,
  Type.Object({
    uaUsers: Type.Optional(Type.Unknown()),
    uaUsersNotSaved: Type.Optional(Type.Unknown()),
    uaUsersNotInUA: Type.Optional(Type.Unknown()),
  }),
]);

/** A person in one of the ua-check lists: an app user, or a union member the app lacks. */
export const UaCheckPerson = Type.Object({
  /** The app user's id; null for a union member with no app user. */
  _id: NullableText,
  userid: NullableText,
  name: Type.String(),
  email: NullableText,
  phone: NullableText,
});
export type UaCheckPerson = Static<typeof UaCheckPerson>;

export const UA_CHECK_LISTED = 200;

/**
 * For the filtered users: how many are union members (matched), union members the app has not
 * saved, and app users the union does not list; each with its first `UA_CHECK_LISTED` people.
 */
export const UaCheckResponse = Success(
  Type.Object({
    uaUsers: Type.Number(),
    uaUsersNotSaved: Type.Number(),
    uaUsersNotInUA: Type.Number(),
    matched: Type.Array(UaCheckPerson),
    notSaved: Type.Array(UaCheckPerson),
    notInUnion: Type.Array(UaCheckPerson),
  }),
);
export type UaCheckResponse = Static<typeof UaCheckResponse>;
