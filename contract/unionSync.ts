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
});

export const UnionListResponse = Success(
  Type.Object({
    members: Type.Array(UnionMember),
    total: Type.Number(),
    saved: Type.Number(),
    notSaved: Type.Number(),
    notInUnion: Type.Number(),
  }),
);
export type UnionListResponse = Static<typeof UnionListResponse>;

export const UnionSyncResponse = Success(
  Type.Object({ created: Type.Number(), updated: Type.Number(), unchanged: Type.Number() }),
);
export type UnionSyncResponse = Static<typeof UnionSyncResponse>;

export const UaCheckBody = Type.Composite([
  MobileUserFilter,
  Type.Object({
    uaUsers: Type.Optional(Type.Unknown()),
    uaUsersNotSaved: Type.Optional(Type.Unknown()),
    uaUsersNotInUA: Type.Optional(Type.Unknown()),
  }),
]);

/** Counts for the filtered users: union members among them, members not saved, users not in the union. */
export const UaCheckResponse = Success(
  Type.Object({
    uaUsers: Type.Number(),
    uaUsersNotSaved: Type.Number(),
    uaUsersNotInUA: Type.Number(),
  }),
);
export type UaCheckResponse = Static<typeof UaCheckResponse>;
