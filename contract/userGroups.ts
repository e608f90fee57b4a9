import { Type, type Static } from '@sinclair/typebox';
import { FreeText, Success } from './common';
import { MobileUserFilter } from './mobileUsers';

/** SPEC.md section 3, "User group": a named set of app users (not the admin userGroup number). */
export const UserGroup = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  type: Type.String(),
  description: Type.String(),
  companyID: Type.String(),
  cp_id: Type.Union([Type.String(), Type.Null()]),
  cp_name: Type.Union([Type.String(), Type.Null()]),
  createdName: Type.Union([Type.String(), Type.Null()]),
  createdBy: Type.Union([Type.String(), Type.Null()]),
  createdUserGroup: Type.Union([Type.Number(), Type.Null()]),
  dateCreated: Type.String(),
  users: Type.Number(),
});
export type UserGroup = Static<typeof UserGroup>;

export const UserGroupBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 100 }),
  type: Type.Optional(Type.Union([Type.Literal('private'), Type.Literal('public')])),
  description: Type.Optional(FreeText({ maxLength: 1000 })),
  /** The channel the group belongs to; a channel admin's groups always belong to their channel. */
  cp_id: Type.Optional(Type.Union([Type.String({ format: 'uuid' }), Type.Null()])),
});
export type UserGroupBody = Static<typeof UserGroupBody>;

/** A group keeps the channel it was created in; an edit renames or re-describes it. */
export const UserGroupUpdateBody = Type.Omit(UserGroupBody, ['cp_id']);
export type UserGroupUpdateBody = Static<typeof UserGroupUpdateBody>;

/**
 * Adds or removes many users at once: the ids given, or everyone the filter selects (one of the
 * two, not both). Answers how many memberships changed and the group's member count after.
 */
export const BulkManageUsersBody = Type.Object({
  groupId: Type.String({ format: 'uuid' }),
  action: Type.Union([Type.Literal('add'), Type.Literal('remove')]),
  userIds: Type.Optional(Type.Array(Type.String({ format: 'uuid' }), { maxItems: 10_000 })),
  filter: Type.Optional(MobileUserFilter),
});
export type BulkManageUsersBody = Static<typeof BulkManageUsersBody>;

export const UserGroupResponse = Success(UserGroup);
export const UserGroupListResponse = Success(Type.Array(UserGroup));
export type UserGroupListResponse = Static<typeof UserGroupListResponse>;
export const UserGroupDeleteResponse = Success(Type.Object({ _id: Type.String() }));
export type UserGroupDeleteResponse = Static<typeof UserGroupDeleteResponse>;
export const BulkManageUsersResponse = Success(
  Type.Object({ changed: Type.Number(), users: Type.Number() }),
);
export type BulkManageUsersResponse = Static<typeof BulkManageUsersResponse>;
