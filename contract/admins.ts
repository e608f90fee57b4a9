import { Type, type Static } from '@sinclair/typebox';
import { Email, Flag, Success } from './common';
import { RoleRef } from './roleSchemas';

/** SPEC.md section 4: the admin lists are split into these tabs. */
export const ADMIN_STATUSES = ['all', 'active', 'inactive', 'deleted'] as const;
export type AdminStatus = (typeof ADMIN_STATUSES)[number];

export const ADMIN_SORTS = ['name', 'email', 'userGroup', 'role', 'dateCreated'] as const;
export type AdminSort = (typeof ADMIN_SORTS)[number];

export const ADMINS_PAGE_SIZE = 10;

const literals = <T extends string>(values: readonly T[]) =>
  Type.Union(values.map((value) => Type.Literal(value)));

/** The query of GET /user/admins and /user/admins/{companyID}. */
export const AdminListQuery = Type.Object({
  status: Type.Optional(literals(ADMIN_STATUSES)),
  search: Type.Optional(Type.String({ maxLength: 100 })),
  sort: Type.Optional(literals(ADMIN_SORTS)),
  order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export type AdminListQuery = Static<typeof AdminListQuery>;

export const AdminProfile = Type.Object({
  firstname: Type.String(),
  lastname: Type.String(),
  phone: Type.String(),
});

/** SPEC.md section 3, "Admin user", with the channel and role it has. */
export const AdminUser = Type.Object({
  _id: Type.String(),
  fullName: Type.String(),
  email: Type.String(),
  /** The company's companyID, or 'All' for a platform admin. */
  companyID: Type.String(),
  dateCreated: Type.String(),
  userGroup: Type.Number(),
  isActive: Flag,
  isDeleted: Flag,
  isChannelSubAdmin: Flag,
  contentProviderID: Type.Union([Type.String(), Type.Null()]),
  cpName: Type.Union([Type.String(), Type.Null()]),
  profile: AdminProfile,
  role: Type.Object({ _id: Type.String(), roleID: Type.String(), name: Type.String() }),
  /** Invited and not yet signed up: no password chosen from an invitation or a reset link. */
  invitationPending: Type.Boolean(),
});
export type AdminUser = Static<typeof AdminUser>;

export const AdminCounts = Type.Object({
  all: Type.Number(),
  active: Type.Number(),
  inactive: Type.Number(),
  deleted: Type.Number(),
});
export type AdminCounts = Static<typeof AdminCounts>;

export const AdminListResponse = Success(
  Type.Object({
    admins: Type.Array(AdminUser),
    /** Rows of the chosen tab that match the search: what the paging counts. */
    total: Type.Number(),
    /** Each tab's count under the search. */
    counts: AdminCounts,
  }),
);
export type AdminListResponse = Static<typeof AdminListResponse>;

const Name = Type.String({ minLength: 1, maxLength: 100 });
const Phone = Type.String({ maxLength: 40 });

/**
 * POST /user/admins: a new admin, who gets an email with a link to set a password. A platform
 * admin names the company (none for another platform admin); a channel admin's new admin is
 * always a sub-admin of its own channel, whatever the body says.
 */
export const AdminCreateBody = Type.Object({
  firstname: Name,
  lastname: Name,
  email: Email,
  phone: Type.Optional(Phone),
  userGroup: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(4), Type.Literal(5)]),
  companyID: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  contentProviderID: Type.Optional(Type.Union([Type.String({ format: 'uuid' }), Type.Null()])),
  isChannelSubAdmin: Type.Optional(Flag),
  /** Absent or null: the default role of the admin's group. */
  role: Type.Optional(Type.Union([RoleRef, Type.Null()])),
});
export type AdminCreateBody = Static<typeof AdminCreateBody>;

/** PUT /user/admins/{id}: any of the profile, the group, the role and the active flag. */
export const AdminUpdateBody = Type.Object({
  profile: Type.Optional(
    Type.Object({
      firstname: Type.Optional(Name),
      lastname: Type.Optional(Name),
      phone: Type.Optional(Phone),
    }),
  ),
  userGroup: Type.Optional(
    Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(4), Type.Literal(5)]),
  ),
  contentProviderID: Type.Optional(Type.Union([Type.String({ format: 'uuid' }), Type.Null()])),
  isChannelSubAdmin: Type.Optional(Flag),
  role: Type.Optional(Type.Union([RoleRef, Type.Null()])),
  isActive: Type.Optional(Flag),
});
export type AdminUpdateBody = Static<typeof AdminUpdateBody>;

export const AdminResponse = Success(AdminUser);
export type AdminResponse = Static<typeof AdminResponse>;
export const AdminDeleteResponse = Success(Type.Object({ _id: Type.String() }));
