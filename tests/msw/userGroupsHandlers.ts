import { http, HttpResponse } from 'msw';
import type {
  BulkManageUsersBody,
  BulkManageUsersResponse,
  UserGroup,
  UserGroupBody,
  UserGroupDeleteResponse,
  UserGroupListResponse,
  UserGroupUpdateBody,
} from '../../contract/userGroups';
import type { ErrorResponse } from '../../contract/common';
import { buildUserGroup } from '../factories';
import { apiUrl } from './apiUrl';
import { appUsers, filterTests, withMemberCount } from './appUsersStore';
import { fail, refuseSignedOut } from './mobileUsersHandlers';

interface GroupResponse {
  success: true;
  data: UserGroup;
}

const findGroup = (id: string) => appUsers.groups.find((group) => group._id === id);

/** Names are unique in a company whatever their case, as the API's index has it. */
const nameTaken = (name: string, exceptId?: string) =>
  appUsers.groups.some(
    (group) => group._id !== exceptId && group.name.toLowerCase() === name.trim().toLowerCase(),
  );

export const userGroupsHandlers = [
  http.get<never, never, UserGroupListResponse | ErrorResponse>(
    apiUrl('/user/groups/'),
    ({ request }) =>
      refuseSignedOut(request) ??
      HttpResponse.json({ success: true, data: appUsers.groups.map(withMemberCount) }),
  ),

  http.post<never, BulkManageUsersBody, BulkManageUsersResponse | ErrorResponse>(
    apiUrl('/user/groups/bulk-manage-users'),
    async ({ request }) => {
      const refused = refuseSignedOut(request);
      if (refused) return refused;
      const body = await request.json();
      appUsers.bulkRequests.push(body);
      const group = findGroup(body.groupId);
      if (!group) return fail(404, 'not_found');
      const chosen = body.userIds
        ? appUsers.users.filter((user) => body.userIds?.includes(user._id))
        : appUsers.users.filter(filterTests(body.filter ?? {}).all);
      let changed = 0;
      for (const user of chosen) {
        const member = user.groups.some((g) => g._id === group._id);
        if (body.action === 'add' && !member)
          user.groups.push({ _id: group._id, name: group.name });
        if (body.action === 'remove' && member)
          user.groups = user.groups.filter((g) => g._id !== group._id);
        if (member !== (body.action === 'add')) changed += 1;
      }
      const data = { changed, users: withMemberCount(group).users };
      return HttpResponse.json({ success: true, data });
    },
  ),

  http.get<{ id: string }, never, GroupResponse | ErrorResponse>(
    apiUrl('/user/groups/:id'),
    ({ request, params }) => {
      const refused = refuseSignedOut(request);
      if (refused) return refused;
      const group = findGroup(params.id);
      return group
        ? HttpResponse.json({ success: true, data: withMemberCount(group) })
        : fail(404, 'not_found');
    },
  ),

  http.post<never, UserGroupBody, GroupResponse | ErrorResponse>(
    apiUrl('/user/groups/'),
    async ({ request }) => {
      const refused = refuseSignedOut(request);
      if (refused) return refused;
      const body = await request.json();
      if (nameTaken(body.name)) return fail(409, 'error_group_name_already_exist');
      const group = buildUserGroup({
        name: body.name,
        description: body.description ?? '',
        type: body.type ?? 'private',
        cp_id: body.cp_id ?? null,
        dateCreated: new Date().toISOString(),
      });
      appUsers.groups.push(group);
      return HttpResponse.json({ success: true, data: group });
    },
  ),

  http.put<{ id: string }, UserGroupUpdateBody, GroupResponse | ErrorResponse>(
    apiUrl('/user/groups/:id'),
    async ({ request, params }) => {
      const refused = refuseSignedOut(request);
      if (refused) return refused;
      const group = findGroup(params.id);
      if (!group) return fail(404, 'not_found');
      const body = await request.json();
      if (nameTaken(body.name, group._id)) return fail(409, 'error_group_name_already_exist');
      Object.assign(group, {
        name: body.name,
        description: body.description ?? '',
        type: body.type ?? group.type,
      });
      return HttpResponse.json({ success: true, data: withMemberCount(group) });
    },
  ),

  http.delete<{ id: string }, never, UserGroupDeleteResponse | ErrorResponse>(
    apiUrl('/user/groups/:id'),
    ({ request, params }) => {
      const refused = refuseSignedOut(request);
      if (refused) return refused;
      if (!findGroup(params.id)) return fail(404, 'not_found');
      appUsers.groups = appUsers.groups.filter((group) => group._id !== params.id);
      for (const user of appUsers.users) {
        user.groups = user.groups.filter((group) => group._id !== params.id);
      }
      return HttpResponse.json({ success: true, data: { _id: params.id } });
    },
  ),
];
