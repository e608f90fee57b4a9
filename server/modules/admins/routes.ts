import { Type } from '@sinclair/typebox';
import {
  AdminCreateBody,
  AdminDeleteResponse,
  AdminListQuery,
  AdminListResponse,
  AdminResponse,
  AdminUpdateBody,
} from '../../../contract/admins';
import { ErrorResponse, authErrors } from '../../../contract/common';
import type { DomainRoutes } from '../../domains';
import { callerOf, manageAccess } from './caller';
import { roleRoutes } from './roleRoutes';

const tags = ['admins'];
const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
const writeErrors = { ...authErrors, 409: ErrorResponse };

/** SPEC.md section 7, "Admins": the console's admins and sub-admins (roles in roleRoutes.ts). */
export const adminRoutes: DomainRoutes = (app, repositories, done) => {
  const { admins } = repositories.admins;

  app.get(
    '/user/admins',
    {
      config: manageAccess,
      schema: {
        tags,
        summary: 'The admins you manage: one tab, searched, sorted and paged, with each tab count',
        description:
          "A platform admin sees the company chosen in the company header (none: every admin); a company admin its company's admins; a channel admin its channel's sub-admins. status: all (not deleted, the default), active, inactive or deleted.",
        querystring: AdminListQuery,
        response: { 200: AdminListResponse, ...authErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await admins.list(callerOf(request), request.query),
    }),
  );

  app.get(
    '/user/admins/:id',
    {
      config: manageAccess,
      schema: {
        tags,
        summary: "One company's admins: {id} is its companyID, or All for a platform admin",
        querystring: AdminListQuery,
        params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) }),
        response: { 200: AdminListResponse, ...authErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await admins.listOfCompany(callerOf(request), request.params.id, request.query),
    }),
  );

  app.get(
    '/user/admins/admin/:id',
    {
      config: manageAccess,
      schema: {
        tags,
        summary: 'One admin you manage (deleted ones too)',
        params: IdParams,
        response: { 200: AdminResponse, ...authErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await admins.find(callerOf(request), request.params.id),
    }),
  );

  app.post(
    '/user/admins',
    {
      config: manageAccess,
      schema: {
        tags,
        summary: 'Create an admin, who is emailed a link to set a password',
        description:
          "The link works once, for seven days (/password/reset/invite/{token}). A company admin creates no platform admin; a channel admin's new admin is a sub-admin of its channel. The role (default: the group's) must hold no key the caller's role lacks (403 error_role_above_ceiling). An email in use answers 409 duplicate_email, or error_duplicate_user when a deleted admin had it.",
        body: AdminCreateBody,
        response: { 200: AdminResponse, ...writeErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await admins.create(callerOf(request), request.body),
    }),
  );

  app.put(
    '/user/admins/:id',
    {
      config: manageAccess,
      schema: {
        tags,
        summary: "Change an admin's profile, group, role or active flag",
        description:
          'Deactivating, or changing the group or the role, ends every session of the admin at once. Nobody changes their own group, role or active flag (403 error_admin_self_change).',
        params: IdParams,
        body: AdminUpdateBody,
        response: { 200: AdminResponse, ...writeErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await admins.update(callerOf(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/user/admins/:id/invitation',
    {
      config: manageAccess,
      schema: {
        tags,
        summary: 'Send an invited admin a new invitation',
        description:
          'For an admin who has not chosen a password yet (invitationPending): a new link, valid seven days, by email; the links sent before stop working. An admin who has chosen one answers 409 error_invitation_accepted.',
        params: IdParams,
        response: { 200: AdminResponse, ...writeErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await admins.resendInvitation(callerOf(request), request.params.id),
    }),
  );

  app.delete(
    '/user/admins/:id',
    {
      config: manageAccess,
      schema: {
        tags,
        summary: 'Delete an admin (kept, marked isDeleted 1); its sessions end',
        params: IdParams,
        response: { 200: AdminDeleteResponse, ...authErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await admins.remove(callerOf(request), request.params.id),
    }),
  );

  void app.register(roleRoutes, repositories);
  done();
};
