import { randomBytes } from 'node:crypto';
import { USER_GROUP, isChannelAdminGroup } from '../../../contract/adminGroups';
import type {
  AdminCreateBody,
  AdminListQuery,
  AdminUpdateBody,
  AdminUser,
} from '../../../contract/admins';
import { defaultRoleIdOf, roleFitsGroup } from '../../../contract/roles';
import { type AdminRoleRecord, type RoleRef } from '../../../contract/roleSchemas';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { AppError, forbidden, notFound } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import type { EmailProvider } from '../../providers/email/emailProvider';
import { createSessionRepository, createTokenService } from '../auth/public';
import type { AdminChanges, StoredAdmin } from './adminRepository';
import { assertCeiling, invalid, managedSetOf, type Caller } from './ceiling';
import { inviteEmail } from './emails';
import { createAdminsRepository } from './repository';
import type { StoredRole } from './roleRepository';

const duplicateEmail = () => new AppError('duplicate_email', 'email already registered or taken.');

/** How long an invitation link works: a week, since a new admin may not read email at once. */
export const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export interface AdminDeps {
  config: Pick<Config, 'consoleUrl'>;
  email: EmailProvider;
  jwtSecret: Uint8Array;
}

const selfChange = () =>
  new AppError(
    'error_admin_self_change',
    'You cannot deactivate, delete or change the group or role of your own account.',
  );
const notForGroup = () =>
  new AppError('error_role_not_for_group', 'This role is not for this kind of admin.');
const inactiveChannel = () =>
  new AppError(
    'error_channel_inactive',
    'This channel is inactive. Choose an active channel, or activate this one first.',
    [{ field: 'contentProviderID', message: 'is inactive' }],
  );

export function createAdminService(db: Database, deps: AdminDeps) {
  const { admins, roles } = createAdminsRepository(db);
  const sessions = createSessionRepository(db);
  const tokens = createTokenService(deps.jwtSecret);

  /** The role an admin of this group and company would hold: the one named, or the default. */
  async function resolveRole(
    ref: RoleRef | null | undefined,
    target: { userGroup: number; isChannelSubAdmin: number; companyId: string | null },
  ): Promise<{ assigned: string | null; role: StoredRole }> {
    const roleId = ref?.roleID ?? defaultRoleIdOf(target);
    const role = await roles.storedBySlug(target.companyId, roleId);
    if (!role) throw notFound('Role');
    if (!roleFitsGroup({ roleID: role.roleId, isBuiltIn: role.isBuiltIn }, target.userGroup)) {
      throw notForGroup();
    }
    return { assigned: ref ? role.id : null, role };
  }

  /** A live admin the caller manages and whose role does not exceed the caller's. */
  async function managed(caller: Caller, id: string): Promise<StoredAdmin> {
    const target = await admins.stored(managedSetOf(caller), id);
    if (!target || target.isDeleted === 1) throw notFound('Admin');
    assertCeiling(caller, target.roleKeys);
    return target;
  }

  async function findAdmin(caller: Caller, id: string): Promise<AdminUser> {
    const admin = await admins.find(managedSetOf(caller), id);
    if (!admin) throw notFound('Admin');
    return admin;
  }

  /** Where a new admin goes: its company, channel and sub-admin flag, by the caller's kind. */
  async function placementOf(caller: Caller, body: AdminCreateBody) {
    const { scope } = caller;
    if (scope.kind === 'channel') {
      // A channel admin's new admin is a sub-admin of its channel, in its group.
      return {
        userGroup: caller.admin.userGroup,
        companyId: scope.companyId,
        contentProviderId: scope.channelId,
        isChannelSubAdmin: 1,
      };
    }
    if (body.userGroup === USER_GROUP.platformAdmin) {
      if (scope.kind !== 'platform') {
        throw forbidden('Only a platform admin may create a platform admin.');
      }
      return { userGroup: 1, companyId: null, contentProviderId: null, isChannelSubAdmin: 0 };
    }
    let companyId: string | null = scope.companyId;
    if (scope.kind === 'platform' && body.companyID && body.companyID !== 'All') {
      companyId = await admins.companyBySlug(body.companyID);
      if (!companyId) throw notFound('Organization');
    }
    if (!companyId) throw invalid('companyID', 'Choose an organization for the new admin.');
    if (!isChannelAdminGroup(body.userGroup)) {
      return {
        userGroup: body.userGroup,
        companyId,
        contentProviderId: null,
        isChannelSubAdmin: 0,
      };
    }
    const channel = body.contentProviderID;
    if (!channel) throw invalid('contentProviderID', 'Choose the channel the admin manages.');
    const found = await admins.channelOfCompany(channel, companyId);
    if (!found) throw notFound('Channel');
    if (!found.isActive) throw inactiveChannel();
    return {
      userGroup: body.userGroup,
      companyId,
      contentProviderId: channel,
      isChannelSubAdmin: body.isChannelSubAdmin ?? 0,
    };
  }

  /** The invitation email: to the admin's organisation by name, with its sign-in address. */
  async function sendInvite(
    adminId: string,
    inviteId: string,
    to: string,
    expiresAt: Date,
    companyId: string | null,
  ) {
    const token = await tokens.signReset(adminId, inviteId, expiresAt);
    const company = companyId ? await admins.companyNamed(companyId) : null;
    const organisation = company
      ? {
          name: company.name,
          signInUrl: `${deps.config.consoleUrl}/${encodeURIComponent(company.slug)}`,
        }
      : null;
    await deps.email.send(
      inviteEmail(to, `${deps.config.consoleUrl}/password/reset/invite/${token}`, organisation),
    );
  }

  /** What a change of group does to the channel and sub-admin flag. */
  async function regroup(
    caller: Caller,
    target: StoredAdmin,
    body: AdminUpdateBody,
  ): Promise<Pick<StoredAdmin, 'userGroup' | 'contentProviderId' | 'isChannelSubAdmin'>> {
    const userGroup = body.userGroup ?? target.userGroup;
    const unchanged =
      userGroup === target.userGroup &&
      body.contentProviderID === undefined &&
      body.isChannelSubAdmin === undefined;
    if (unchanged) return target;
    if (caller.scope.kind === 'channel') {
      throw forbidden("A channel admin's sub-admins stay in its channel and group.");
    }
    if (userGroup === USER_GROUP.platformAdmin || target.userGroup === USER_GROUP.platformAdmin) {
      if (userGroup !== target.userGroup) {
        throw invalid('userGroup', 'A platform admin stays one; create a new admin instead.');
      }
      return target;
    }
    if (!isChannelAdminGroup(userGroup)) {
      return { userGroup, contentProviderId: null, isChannelSubAdmin: 0 };
    }
    const channel =
      body.contentProviderID === undefined ? target.contentProviderId : body.contentProviderID;
    if (!channel || !target.companyId) {
      throw invalid('contentProviderID', 'Choose the channel the admin manages.');
    }
    const found = await admins.channelOfCompany(channel, target.companyId);
    if (!found) throw notFound('Channel');
    // An admin may stay with a channel deactivated since; none is given an inactive one.
    if (!found.isActive && channel !== target.contentProviderId) throw inactiveChannel();
    return {
      userGroup,
      contentProviderId: channel,
      isChannelSubAdmin: body.isChannelSubAdmin ?? target.isChannelSubAdmin,
    };
  }

  async function assignRole(caller: Caller, id: string, ref: RoleRef): Promise<AdminRoleRecord> {
    const target = await managed(caller, id);
    if (target.id === caller.admin.id) throw selfChange();
    const { assigned, role } = await resolveRole(ref, target);
    assertCeiling(caller, role.keys);
    await admins.update(target.id, { roleId: assigned });
    if (role.id !== target.effectiveRoleId) await sessions.revokeAllFor(target.id);
    const [record] = await admins.roleRecords(managedSetOf(caller), target.id);
    if (!record) throw notFound('Admin');
    return record;
  }

  return {
    /** GET /user/admins: the admins the caller manages. */
    list: (caller: Caller, query: AdminListQuery) => admins.list(managedSetOf(caller), query),

    /**
     * GET /user/admins/{companyID}: a platform admin's view of one company ('All': every one);
     * anyone else names their own company or gets nothing.
     */
    async listOfCompany(caller: Caller, slug: string, query: AdminListQuery) {
      const { scope } = caller;
      if (scope.kind === 'platform') {
        const companyId = slug === 'All' ? null : await admins.companyBySlug(slug);
        if (slug !== 'All' && !companyId) throw notFound('Organization');
        return admins.list({ kind: 'platform', companyId }, query);
      }
      if (slug !== scope.companySlug) throw notFound('Organization');
      return admins.list(managedSetOf(caller), query);
    },

    find: findAdmin,

    async create(caller: Caller, body: AdminCreateBody): Promise<AdminUser> {
      const placement = await placementOf(caller, body);
      const { assigned, role } = await resolveRole(body.role, placement);
      assertCeiling(caller, role.keys);
      const existing = await admins.byEmail(body.email);
      if (existing?.isDeleted === 0) throw duplicateEmail();
      if (existing) throw new AppError('error_duplicate_user', 'Username already in use.');
      const expiresAt = new Date(Date.now() + INVITE_TTL_MS);
      const invited = await admins.insertInvited(
        {
          ...placement,
          email: body.email.trim(),
          // Nobody knows this password: the admin chooses one from the invitation.
          passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
          firstName: body.firstname.trim(),
          lastName: body.lastname.trim(),
          phone: body.phone?.trim() ?? '',
          roleId: assigned,
        },
        expiresAt,
      );
      if ('refused' in invited) throw duplicateEmail();
      const { adminId, inviteId } = invited;
      await sendInvite(adminId, inviteId, body.email.trim(), expiresAt, placement.companyId);
      return findAdmin(caller, adminId);
    },

    /**
     * PUT /user/admins/{id}. Deactivating, or changing the group or the role, ends every session
     * of the admin at once.
     */
    async update(caller: Caller, id: string, body: AdminUpdateBody): Promise<AdminUser> {
      const target = await managed(caller, id);
      const selfChanging =
        (body.isActive === 0 && target.isActive === 1) ||
        (body.userGroup !== undefined && body.userGroup !== target.userGroup) ||
        body.role !== undefined;
      if (target.id === caller.admin.id && selfChanging) throw selfChange();
      const placement = await regroup(caller, target, body);
      const regrouped =
        placement.userGroup !== target.userGroup ||
        placement.isChannelSubAdmin !== target.isChannelSubAdmin;
      const deactivating = body.isActive === 0 && target.isActive === 1;
      const roleChanging = body.role !== undefined || regrouped;
      const changes: AdminChanges = {};
      let newRoleId = target.effectiveRoleId;
      if (roleChanging) {
        // A role given now, or the one held if it suits the new group, or the group's default.
        const keep =
          body.role === undefined && target.roleId !== null
            ? await roles.storedById(target.companyId, target.roleId)
            : null;
        const ref =
          body.role !== undefined
            ? body.role
            : keep &&
                roleFitsGroup(
                  { roleID: keep.roleId, isBuiltIn: keep.isBuiltIn },
                  placement.userGroup,
                )
              ? { roleID: keep.roleId }
              : null;
        const { assigned, role } = await resolveRole(ref, {
          ...placement,
          companyId: target.companyId,
        });
        assertCeiling(caller, role.keys);
        changes.roleId = assigned;
        newRoleId = role.id;
      }
      if (regrouped || placement.contentProviderId !== target.contentProviderId) {
        changes.userGroup = placement.userGroup;
        changes.contentProviderId = placement.contentProviderId;
        changes.isChannelSubAdmin = placement.isChannelSubAdmin;
      }
      if (body.profile?.firstname !== undefined) changes.firstName = body.profile.firstname.trim();
      if (body.profile?.lastname !== undefined) changes.lastName = body.profile.lastname.trim();
      if (body.profile?.phone !== undefined) changes.phone = body.profile.phone.trim();
      if (body.isActive !== undefined) changes.isActive = body.isActive;
      await admins.update(target.id, changes);
      if (deactivating || regrouped || newRoleId !== target.effectiveRoleId) {
        await sessions.revokeAllFor(target.id);
      }
      return findAdmin(caller, target.id);
    },

    /**
     * POST /user/admins/{id}/invitation: a new invitation email to an admin who has not chosen a
     * password yet; the links sent before stop working.
     */
    async resendInvitation(caller: Caller, id: string): Promise<AdminUser> {
      const target = await managed(caller, id);
      const admin = await findAdmin(caller, target.id);
      if (!admin.invitationPending)
        throw new AppError(
          'error_invitation_accepted',
          'This admin has already chosen a password: they sign in, or ask for a reset link.',
        );
      const expiresAt = new Date(Date.now() + INVITE_TTL_MS);
      const inviteId = await admins.reinvite(target.id, expiresAt);
      await sendInvite(target.id, inviteId, target.email, expiresAt, target.companyId);
      return findAdmin(caller, target.id);
    },

    /** DELETE /user/admins/{id}: marks the admin deleted and ends its sessions. */
    async remove(caller: Caller, id: string): Promise<{ _id: string }> {
      const target = await managed(caller, id);
      if (target.id === caller.admin.id) throw selfChange();
      await admins.softDelete(target.id);
      await sessions.revokeAllFor(target.id);
      return { _id: target.id };
    },

    /** GET /user/roles: the built-in roles and the company's own. */
    /** GET /user/roles/users/admin: the live admins the caller manages, with their roles. */
    roleRecords: (caller: Caller) => admins.roleRecords(managedSetOf(caller)),

    async roleRecord(caller: Caller, id: string): Promise<AdminRoleRecord> {
      const [record] = await admins.roleRecords(managedSetOf(caller), id);
      if (!record) throw notFound('Admin');
      return record;
    },

    assignRole,
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
