import { http, HttpResponse } from 'msw';
import type {
  AdminCreateBody,
  AdminListResponse,
  AdminResponse,
  AdminStatus,
  AdminUpdateBody,
  AdminUser,
} from '../../contract/admins';
import type { ErrorResponse } from '../../contract/common';
import { BUILT_IN_ROLES } from '../../contract/roles';
import { type Role, type RoleBody } from '../../contract/roleSchemas';
import { apiUrl } from './apiUrl';
import { fail, refuseSignedOut } from './mobileUsersHandlers';

/** The admins and roles the handlers serve; tests seed them with buildAdmin and reset them. */
export const adminsStore: {
  admins: AdminUser[];
  roles: Role[];
  requests: object[];
  /** Admins sent a new invitation. */
  invitationsResent: string[];
} = {
  admins: [],
  roles: [],
  requests: [],
  invitationsResent: [],
};

let sequence = 0;
const nextId = () => {
  sequence += 1;
  return `10000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
};

export function buildRole(overrides: Partial<Role> = {}): Role {
  return {
    _id: nextId(),
    roleID: 'content-editor',
    name: 'Content editor',
    description: '',
    keys: ['messages'],
    isBuiltIn: false,
    companyID: 'acme',
    dateCreated: '2024-01-15T10:00:00.000Z',
    admins: 0,
    assignable: true,
    ...overrides,
  };
}

export function buildAdmin(overrides: Partial<AdminUser> = {}): AdminUser {
  const firstname = overrides.profile?.firstname ?? 'Grace';
  const lastname = overrides.profile?.lastname ?? 'Hopper';
  return {
    _id: nextId(),
    fullName: `${firstname} ${lastname}`,
    email: `${firstname.toLowerCase()}@acme.test`,
    companyID: 'acme',
    dateCreated: '2024-01-15T10:00:00.000Z',
    userGroup: 4,
    isActive: 1,
    isDeleted: 0,
    isChannelSubAdmin: 0,
    contentProviderID: null,
    cpName: null,
    profile: { firstname, lastname, phone: '' },
    invitationPending: false,
    role: { _id: 'r-company', roleID: 'company-admin', name: 'Company admin' },
    ...overrides,
  };
}

export function resetAdminsStore() {
  adminsStore.admins = [];
  adminsStore.requests = [];
  adminsStore.invitationsResent = [];
  adminsStore.roles = [
    ...BUILT_IN_ROLES.map((role) =>
      buildRole({
        roleID: role.roleID,
        name: role.name,
        description: role.description,
        keys: [...role.keys],
        isBuiltIn: true,
        companyID: 'All',
      }),
    ),
    buildRole(),
  ];
}
resetAdminsStore();

const IN_TAB: Record<AdminStatus, (admin: AdminUser) => boolean> = {
  all: (a) => a.isDeleted === 0,
  active: (a) => a.isDeleted === 0 && a.isActive === 1,
  inactive: (a) => a.isDeleted === 0 && a.isActive === 0,
  deleted: (a) => a.isDeleted === 1,
};

const roleRef = (roleID: string | undefined) => {
  const role = adminsStore.roles.find((r) => r.roleID === (roleID ?? 'company-admin'));
  return role ? { _id: role._id, roleID: role.roleID, name: role.name } : null;
};

export const adminsHandlers = [
  http.get<never, never, AdminListResponse | ErrorResponse>(
    apiUrl('/user/admins'),
    ({ request }) => {
      const refused = refuseSignedOut(request);
      if (refused) return refused;
      const params = new URL(request.url).searchParams;
      const status = (params.get('status') ?? 'all') as AdminStatus;
      const term = (params.get('search') ?? '').toLowerCase();
      const page = Number(params.get('page') ?? '1');
      const limit = Number(params.get('limit') ?? '10');
      const matching = adminsStore.admins.filter(
        (a) => !term || `${a.fullName} ${a.email}`.toLowerCase().includes(term),
      );
      const counts = {
        all: matching.filter(IN_TAB.all).length,
        active: matching.filter(IN_TAB.active).length,
        inactive: matching.filter(IN_TAB.inactive).length,
        deleted: matching.filter(IN_TAB.deleted).length,
      };
      const tab = matching
        .filter(IN_TAB[status])
        .sort((a, b) => a.fullName.localeCompare(b.fullName));
      const admins = tab.slice((page - 1) * limit, page * limit);
      return HttpResponse.json({ success: true, data: { admins, total: tab.length, counts } });
    },
  ),

  http.get<{ id: string }, never, AdminResponse | ErrorResponse>(
    apiUrl('/user/admins/admin/:id'),
    ({ request, params }) => {
      const refused = refuseSignedOut(request);
      if (refused) return refused;
      const admin = adminsStore.admins.find((a) => a._id === params.id);
      return admin ? HttpResponse.json({ success: true, data: admin }) : fail(404, 'not_found');
    },
  ),

  http.post<never, AdminCreateBody, AdminResponse | ErrorResponse>(
    apiUrl('/user/admins'),
    async ({ request }) => {
      const refused = refuseSignedOut(request);
      if (refused) return refused;
      const body = await request.json();
      adminsStore.requests.push(body);
      if (adminsStore.admins.some((a) => a.email === body.email.toLowerCase())) {
        return fail(409, 'duplicate_email');
      }
      const role = roleRef(body.role?.roleID);
      if (!role) return fail(404, 'not_found');
      const admin = buildAdmin({
        email: body.email,
        userGroup: body.userGroup,
        profile: { firstname: body.firstname, lastname: body.lastname, phone: body.phone ?? '' },
        fullName: `${body.firstname} ${body.lastname}`,
        role,
      });
      adminsStore.admins.push(admin);
      return HttpResponse.json({ success: true, data: admin });
    },
  ),

  http.post<{ id: string }, never, AdminResponse | ErrorResponse>(
    apiUrl('/user/admins/:id/invitation'),
    ({ request, params }) => {
      const refused = refuseSignedOut(request);
      if (refused) return refused;
      const admin = adminsStore.admins.find((a) => a._id === params.id);
      if (!admin) return fail(404, 'not_found');
      if (!admin.invitationPending) return fail(409, 'error_invitation_accepted');
      adminsStore.invitationsResent.push(admin._id);
      return HttpResponse.json({ success: true, data: admin });
    },
  ),
  http.put<{ id: string }, AdminUpdateBody, AdminResponse | ErrorResponse>(
    apiUrl('/user/admins/:id'),
    async ({ request, params }) => {
      const refused = refuseSignedOut(request);
      if (refused) return refused;
      const admin = adminsStore.admins.find((a) => a._id === params.id);
      if (!admin) return fail(404, 'not_found');
      const body = await request.json();
      adminsStore.requests.push(body);
      if (body.isActive !== undefined) admin.isActive = body.isActive;
      if (body.profile?.firstname) admin.profile.firstname = body.profile.firstname;
      if (body.role) admin.role = roleRef(body.role.roleID) ?? admin.role;
      admin.fullName = `${admin.profile.firstname} ${admin.profile.lastname}`;
      return HttpResponse.json({ success: true, data: admin });
    },
  ),

  http.delete<{ id: string }, never, { success: true; data: { _id: string } } | ErrorResponse>(
    apiUrl('/user/admins/:id'),
    ({ request, params }) => {
      const refused = refuseSignedOut(request);
      if (refused) return refused;
      const admin = adminsStore.admins.find((a) => a._id === params.id);
      if (!admin) return fail(404, 'not_found');
      admin.isDeleted = 1;
      return HttpResponse.json({ success: true, data: { _id: admin._id } });
    },
  ),

  http.get<never, never, { success: true; data: Role[] } | ErrorResponse>(
    apiUrl('/user/roles'),
    ({ request }) =>
      refuseSignedOut(request) ?? HttpResponse.json({ success: true, data: adminsStore.roles }),
  ),

  http.post<never, RoleBody, { success: true; data: Role } | ErrorResponse>(
    apiUrl('/user/roles'),
    async ({ request }) => {
      const refused = refuseSignedOut(request);
      if (refused) return refused;
      const body = await request.json();
      if (adminsStore.roles.some((r) => r.name.toLowerCase() === body.name.toLowerCase())) {
        return fail(409, 'error_role_name_already_exist');
      }
      const role = buildRole({ name: body.name, roleID: body.name.toLowerCase(), keys: body.keys });
      adminsStore.roles.push(role);
      return HttpResponse.json({ success: true, data: role });
    },
  ),
];
