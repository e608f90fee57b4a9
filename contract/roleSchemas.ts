import { Type, type Static } from '@sinclair/typebox';
import { ACCESS_KEYS } from './accessKeys';
import { FreeText, Success } from './common';

/*
 * The roles calls' wire schemas (SPEC.md section 7, "Roles"). Apart from contract/roles.ts,
 * whose plain rules the sign-in chunk of the console loads, so that TypeBox stays out of it.
 */

/** The wire shapes of the roles calls (SPEC.md section 7, "Roles"). */
export const AccessKeySchema = Type.Union(ACCESS_KEYS.map((key) => Type.Literal(key)));

/** A role as the roles calls answer it: the built-in ones carry companyID 'All'. */
export const Role = Type.Object({
  _id: Type.String(),
  roleID: Type.String(),
  name: Type.String(),
  description: Type.String(),
  keys: Type.Array(AccessKeySchema),
  isBuiltIn: Type.Boolean(),
  companyID: Type.String(),
  dateCreated: Type.String(),
  /** How many live admins in your view hold it (assigned, or by their group's default). */
  admins: Type.Number(),
  /** Whether you may give it: it holds no key your own role lacks. */
  assignable: Type.Boolean(),
});
export type Role = Static<typeof Role>;

export const RoleBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 80 }),
  description: Type.Optional(FreeText({ maxLength: 500 })),
  keys: Type.Array(AccessKeySchema, { uniqueItems: true, maxItems: ACCESS_KEYS.length }),
});
export type RoleBody = Static<typeof RoleBody>;

/** What names a role in a body: its roleID, as SPEC.md section 7 sends it (`role.roleID`). */
export const RoleRef = Type.Object({ roleID: Type.String({ minLength: 1, maxLength: 100 }) });
export type RoleRef = Static<typeof RoleRef>;

/** SPEC.md section 3, "User role record". */
export const AdminRoleRecord = Type.Object({
  _id: Type.String(),
  username: Type.String(),
  email: Type.String(),
  personalInfo: Type.Object({ firstname: Type.String(), lastname: Type.String() }),
  userGroup: Type.Number(),
  role: Type.Object({ _id: Type.String(), roleID: Type.String(), name: Type.String() }),
});
export type AdminRoleRecord = Static<typeof AdminRoleRecord>;

export const SetRoleBody = Type.Object({ adminID: Type.String({ format: 'uuid' }), role: RoleRef });
export type SetRoleBody = Static<typeof SetRoleBody>;
export const SetRoleUpdateBody = Type.Object({ role: RoleRef });
export type SetRoleUpdateBody = Static<typeof SetRoleUpdateBody>;

export const RoleResponse = Success(Role);
export const RoleListResponse = Success(Type.Array(Role));
export type RoleListResponse = Static<typeof RoleListResponse>;
export const RoleDeleteResponse = Success(Type.Object({ _id: Type.String() }));
export const AdminRoleRecordResponse = Success(AdminRoleRecord);
export const AdminRoleRecordListResponse = Success(Type.Array(AdminRoleRecord));
export type AdminRoleRecordListResponse = Static<typeof AdminRoleRecordListResponse>;
