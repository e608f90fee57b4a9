import { Type } from '@sinclair/typebox';
import { ErrorResponse, authErrors } from '../../../contract/common';
import {
  AdminRoleRecordListResponse,
  AdminRoleRecordResponse,
  RoleBody,
  RoleDeleteResponse,
  RoleListResponse,
  RoleResponse,
  SetRoleBody,
  SetRoleUpdateBody,
} from '../../../contract/roleSchemas';
import type { DomainRoutes } from '../../domains';
import { ORGANISATION_ADMINS } from '../../plugins/routeAccess';
import { callerOf, manageAccess } from './caller';

const tags = ['roles'];
const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
const writeErrors = { ...authErrors, 409: ErrorResponse };
/** Roles are written by the admins of a whole company; a channel admin reads them to assign. */
const roleWriters = {
  access: { admins: ORGANISATION_ADMINS, messagingOnly: false, key: 'createAdmin' },
} as const;

/** SPEC.md section 7, "Roles": named sets of access keys, and which admin holds which. */
export const roleRoutes: DomainRoutes = (app, { admins: { admins, roles } }, done) => {
  app.get(
    '/user/roles',
    {
      config: manageAccess,
      schema: {
        tags,
        summary: "The built-in roles and your company's own, each with how many admins hold it",
        response: { 200: RoleListResponse, ...authErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await roles.list(callerOf(request)),
    }),
  );

  app.get(
    '/user/roles/users/admin',
    {
      config: manageAccess,
      schema: {
        tags,
        summary: 'The live admins you manage, with their roles',
        response: { 200: AdminRoleRecordListResponse, ...authErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await admins.roleRecords(callerOf(request)),
    }),
  );

  app.get(
    '/user/roles/:id',
    {
      config: manageAccess,
      schema: {
        tags,
        summary: 'One role, by its _id',
        params: IdParams,
        response: { 200: RoleResponse, ...authErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await roles.find(callerOf(request), request.params.id),
    }),
  );

  app.post(
    '/user/roles',
    {
      config: roleWriters,
      schema: {
        tags,
        summary: 'Create a role of your company (a platform admin chooses the company first)',
        description:
          'Its roleID is made from the name. Only keys your own role holds (403 error_role_above_ceiling); a name already used answers 409 error_role_name_already_exist.',
        body: RoleBody,
        response: { 200: RoleResponse, ...writeErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await roles.create(callerOf(request), request.body),
    }),
  );

  app.put(
    '/user/roles/:id',
    {
      config: roleWriters,
      schema: {
        tags,
        summary: "Rename a company's role or change its keys",
        description: 'Built-in roles cannot be changed (409 error_role_built_in).',
        params: IdParams,
        body: RoleBody,
        response: { 200: RoleResponse, ...writeErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await roles.update(callerOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/user/roles/:id',
    {
      config: roleWriters,
      schema: {
        tags,
        summary: "Delete a company's role that no live admin holds",
        description:
          'While an admin holds it: 409 error_role_in_use. Built-in roles: 409 error_role_built_in.',
        params: IdParams,
        response: { 200: RoleDeleteResponse, ...writeErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await roles.remove(callerOf(request), request.params.id),
    }),
  );

  app.post(
    '/user/set-role',
    {
      config: manageAccess,
      schema: {
        tags,
        summary: 'Give an admin you manage a role; the admin’s sessions end',
        body: SetRoleBody,
        response: { 200: AdminRoleRecordResponse, ...writeErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await admins.assignRole(callerOf(request), request.body.adminID, request.body.role),
    }),
  );

  app.get(
    '/user/set-role/:id',
    {
      config: manageAccess,
      schema: {
        tags,
        summary: "An admin's role record, by the admin's _id",
        params: IdParams,
        response: { 200: AdminRoleRecordResponse, ...authErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await admins.roleRecord(callerOf(request), request.params.id),
    }),
  );

  app.put(
    '/user/set-role/:id',
    {
      config: manageAccess,
      schema: {
        tags,
        summary: "Change an admin's role; the admin’s sessions end",
        params: IdParams,
        body: SetRoleUpdateBody,
        response: { 200: AdminRoleRecordResponse, ...writeErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await admins.assignRole(callerOf(request), request.params.id, request.body.role),
    }),
  );
  done();
};
