import { Type } from '@sinclair/typebox';
import {
  BulkManageUsersBody,
  BulkManageUsersResponse,
  UserGroupBody,
  UserGroupDeleteResponse,
  UserGroupListResponse,
  UserGroupResponse,
  UserGroupUpdateBody,
} from '../../../contract/userGroups';
import { ErrorResponse, authErrors } from '../../../contract/common';
import type { DomainRoutes } from '../../domains';
import { adminOf } from '../../plugins/auth';
import { scopeOf } from '../../plugins/tenancy';
import { ANY_ADMIN } from '../../plugins/routeAccess';
import {
  assertCompanyChosen,
  assertOneSelection,
  bulkChanged,
  channelGroups,
  cleanGroupName,
  groupFound,
  groupWritten,
} from './groupRules';

const tags = ['user groups'];
const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
const writeErrors = { ...authErrors, 409: ErrorResponse };

/** SPEC.md section 7, "User groups": named sets of app users, kept within the caller's scope. */
export const userGroupRoutes: DomainRoutes = (app, { userGroups: { groups, members } }, done) => {
  app.get(
    '/user/groups/',
    {
      config: {
        access: {
          admins: ANY_ADMIN,
          key: 'userGroup',
          orKeys: ['userList', 'profile', 'messages'],
        },
      },
      schema: {
        tags,
        summary: 'The groups in your scope, by name, with their member counts',
        response: { 200: UserGroupListResponse, ...authErrors },
      },
    },
    async (request) => ({ success: true as const, data: await groups.list(scopeOf(request)) }),
  );

  app.get(
    '/user/groups/:cpId/0',
    {
      config: {
        access: {
          admins: ANY_ADMIN,
          key: 'userGroup',
          orKeys: ['userList', 'profile', 'messages'],
        },
      },
      schema: {
        tags,
        summary: "A channel's groups",
        params: Type.Object({ cpId: Type.String({ format: 'uuid' }) }),
        response: { 200: UserGroupListResponse, ...authErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: channelGroups(await groups.listOfChannel(scopeOf(request), request.params.cpId)),
    }),
  );

  app.get(
    '/user/groups/:id',
    {
      config: {
        access: {
          admins: ANY_ADMIN,
          key: 'userGroup',
          orKeys: ['userList', 'profile', 'messages'],
        },
      },
      schema: {
        tags,
        summary: 'One group',
        params: IdParams,
        response: { 200: UserGroupResponse, ...authErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: groupFound(await groups.find(scopeOf(request), request.params.id)),
    }),
  );

  app.post(
    '/user/groups/',
    {
      config: { access: { admins: ANY_ADMIN, key: 'userGroup' } },
      schema: {
        tags,
        summary: 'Create a group in your company (a platform admin chooses one first)',
        description:
          "A channel admin's group always belongs to its channel; cp_id must be a channel of the company. A name already used in the company, in any case, answers 409 error_group_name_already_exist.",
        body: UserGroupBody,
        response: { 200: UserGroupResponse, ...writeErrors },
      },
    },
    async (request) => {
      const { id, userGroup } = adminOf(request);
      const scope = scopeOf(request);
      assertCompanyChosen(scope);
      const body = cleanGroupName(request.body);
      return {
        success: true as const,
        data: groupWritten(await groups.create(scope, { id, userGroup }, body)),
      };
    },
  );

  app.put(
    '/user/groups/:id',
    {
      config: { access: { admins: ANY_ADMIN, key: 'userGroup' } },
      schema: {
        tags,
        summary: 'Rename or re-describe a group',
        params: IdParams,
        body: UserGroupUpdateBody,
        response: { 200: UserGroupResponse, ...writeErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: groupWritten(
        await groups.update(scopeOf(request), request.params.id, cleanGroupName(request.body)),
      ),
    }),
  );

  app.delete(
    '/user/groups/:id',
    {
      config: { access: { admins: ANY_ADMIN, key: 'userGroup' } },
      schema: {
        tags,
        summary: 'Delete a group and its memberships',
        params: IdParams,
        response: { 200: UserGroupDeleteResponse, ...authErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: groupFound(await groups.remove(scopeOf(request), request.params.id)),
    }),
  );

  app.post(
    '/user/groups/bulk-manage-users',
    {
      config: { access: { admins: ANY_ADMIN, key: 'userGroup', orKeys: ['userList', 'profile'] } },
      schema: {
        tags,
        summary: 'Add or remove many app users at once, by ids or by the users filter',
        description:
          'All or nothing: an id outside your scope answers 404 and changes nothing. A filter selects within your scope. Answers the memberships changed and the member count after.',
        body: BulkManageUsersBody,
        response: { 200: BulkManageUsersResponse, ...authErrors },
      },
    },
    async (request) => {
      assertOneSelection(request.body);
      return {
        success: true as const,
        data: bulkChanged(await members.bulk(scopeOf(request), request.body)),
      };
    },
  );
  done();
};
