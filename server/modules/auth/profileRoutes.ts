import { Type } from '@sinclair/typebox';
import { ProfileResponse, ProfileUpdateBody, StatusBody } from '../../../contract/auth';
import { SuccessOnly, authErrors } from '../../../contract/common';
import { forbidden, notFound } from '../../lib/errors';
import { adminOf } from '../../plugins/auth';
import type { DomainRoutes } from '../../domains';
import { scopeOf } from '../../plugins/tenancy';
import { ANY_ADMIN } from '../../plugins/routeAccess';
import { isPlatformAdminGroup } from '../../../contract/adminGroups';
import { userWritten } from '../mobileUsers/public';
import type { AdminStatusChange } from './adminStatusRepository';

const tags = ['profile'];

/** An admin's status set, or 404 for none the caller manages, 403 for a channel admin or oneself. */
function statusSet(change: AdminStatusChange): void {
  if (change === 'missing') throw notFound('User');
  if (change === 'channel_admin') throw forbidden();
  if (change === 'own_account')
    throw forbidden('You cannot change the status of your own account.');
}

export const profileRoutes: DomainRoutes = (app, { auth, mobileUsers, mailbox }, done) => {
  const { profiles, adminStatus, signIn } = auth;
  // App users share the status call with admins (the spec has one call for both).
  const mobileUserStatus = mobileUsers.mutations;
  const load = async (adminId: string) => {
    const profile = await profiles.find(adminId);
    if (!profile) throw notFound('Profile');
    // The development mailbox (modules/mailbox) is a platform admin's, while there is one.
    const devMailbox = mailbox.available && isPlatformAdminGroup(profile.userGroup);
    return devMailbox ? { ...profile, devMailbox } : profile;
  };

  app.get(
    '/user/profile',
    {
      config: { access: { admins: ANY_ADMIN, apiKeys: false } },
      schema: {
        tags,
        summary: 'The signed-in admin with their company and channel',
        response: { 200: ProfileResponse, ...authErrors },
      },
    },
    async (request) => ({ success: true as const, data: await load(adminOf(request).id) }),
  );

  app.put(
    '/user/profile/',
    {
      config: { access: { admins: ANY_ADMIN, apiKeys: false } },
      schema: {
        tags,
        summary: 'Edit names and phone, turn two-factor sign-in on or off',
        description:
          'Turning two-factor sign-in off needs `currentPassword` (400 validation_error without it, 400 current_password_incorrect when wrong).',
        body: ProfileUpdateBody,
        response: { 200: ProfileResponse, ...authErrors },
      },
    },
    async (request) => {
      const admin = adminOf(request);
      const { currentPassword, ...changes } = request.body;
      if (changes.twoFactorEnabled === false && (await load(admin.id)).twoFactorEnabled) {
        await signIn.confirmPassword(admin.id, currentPassword);
      }
      await profiles.update(admin.id, changes);
      return { success: true as const, data: await load(admin.id) };
    },
  );

  app.put(
    '/user/status/:userID',
    {
      config: {
        access: { admins: ANY_ADMIN, key: 'userList', orKeys: ['profile', 'createAdmin'] },
      },
      schema: {
        tags,
        summary: 'Activate (1) or deactivate (0) an admin you manage, or suspend an app user',
        description:
          'An app user in your scope (a channel admin: a follower) is activated or suspended; any other id is taken as an admin.',
        params: Type.Object({ userID: Type.String({ format: 'uuid' }) }),
        body: StatusBody,
        response: { 200: SuccessOnly, ...authErrors },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      const { userID } = request.params;
      const { status } = request.body;
      if (!userWritten(await mobileUserStatus.setStatus(scope, userID, status))) {
        statusSet(await adminStatus.setStatus(scope, userID, status));
      }
      return { success: true as const };
    },
  );
  done();
};
