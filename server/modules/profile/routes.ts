import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ProfileResponse, ProfileUpdateBody, StatusBody } from '../../../contract/auth';
import { SuccessOnly, authErrors } from '../../../contract/common';
import { notFound } from '../../lib/errors';
import { adminOf } from '../../plugins/auth';
import { scopeOf, type Scope } from '../../plugins/tenancy';
import type { createAdminStatusRepository } from './adminStatusRepository';
import type { ProfileRepository } from './repository';

const tags = ['profile'];

/** App users share the status call with admins (the spec has one call for both). */
export interface AppUserStatus {
  /** Sets the status when the id is an app user in scope; false when it is not one. */
  setStatus(scope: Scope, userId: string, status: 0 | 1): Promise<boolean>;
}

export const profileRoutes: FastifyPluginCallbackTypebox<{
  profiles: ProfileRepository;
  adminStatus: ReturnType<typeof createAdminStatusRepository>;
  appUserStatus: AppUserStatus;
}> = (app, { profiles, adminStatus, appUserStatus }, done) => {
  const load = async (adminId: string) => {
    const profile = await profiles.find(adminId);
    if (!profile) throw notFound('Profile');
    return profile;
  };

  app.get(
    '/user/profile',
    {
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
      schema: {
        tags,
        summary: 'Edit names and phone, turn two-factor sign-in on or off',
        body: ProfileUpdateBody,
        response: { 200: ProfileResponse, ...authErrors },
      },
    },
    async (request) => {
      const admin = adminOf(request);
      await profiles.update(admin.id, request.body);
      return { success: true as const, data: await load(admin.id) };
    },
  );

  app.put(
    '/user/status/:userID',
    {
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
      if (!(await appUserStatus.setStatus(scope, userID, status))) {
        await adminStatus.setStatus(scope, userID, status);
      }
      return { success: true as const };
    },
  );
  done();
};
