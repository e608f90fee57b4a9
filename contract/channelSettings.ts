import { Type, type Static } from '@sinclair/typebox';
import { Email, Success } from './common';

/**
 * SPEC.md section 7, "Channel settings": the user groups a channel's sign-up asks a new member
 * to pick from (its group field), the emails and phones pre-approved to join it, and the
 * company's union-active pre-approval switch.
 */
export const GroupFieldGroup = Type.Object({ _id: Type.String(), name: Type.String() });

export const GroupField = Type.Object({
  contentProviderID: Type.String(),
  /** In the order the sign-up form lists them. */
  groups: Type.Array(GroupFieldGroup),
});
export type GroupField = Static<typeof GroupField>;

export const GroupFieldBody = Type.Object({
  contentProviderID: Type.String({ format: 'uuid' }),
  /** Replaces the list; empty: the sign-up asks for no group. */
  groupIds: Type.Array(Type.String({ format: 'uuid' }), { maxItems: 50, uniqueItems: true }),
});
export type GroupFieldBody = Static<typeof GroupFieldBody>;

export const PHONE_PATTERN = '^\\+?[0-9][0-9 ()-]{5,22}$';

export const PreApproval = Type.Object({
  _id: Type.String(),
  contentProviderID: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  phone: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
});
export type PreApproval = Static<typeof PreApproval>;

/** One email or one phone: exactly one of the two (the API answers 400 otherwise). */
export const PreApprovalBody = Type.Object({
  contentProviderID: Type.String({ format: 'uuid' }),
  email: Type.Optional(Email),
  phone: Type.Optional(Type.String({ pattern: PHONE_PATTERN })),
});
export type PreApprovalBody = Static<typeof PreApprovalBody>;

export const UnionActivePreApprovalBody = Type.Object({ enabled: Type.Boolean() });
export type UnionActivePreApprovalBody = Static<typeof UnionActivePreApprovalBody>;

export const GroupFieldResponse = Success(GroupField);
export const PreApprovalResponse = Success(PreApproval);
export const PreApprovalListResponse = Success(Type.Array(PreApproval));
export const PreApprovalDeleteResponse = Success(Type.Object({ _id: Type.String() }));
export const UnionActivePreApprovalResponse = Success(UnionActivePreApprovalBody);
