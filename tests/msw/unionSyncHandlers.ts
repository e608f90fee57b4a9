import { http, HttpResponse } from 'msw';
import type { ErrorResponse } from '../../contract/common';
import type {
  CreateMobileUserBody,
  CreateMobileUserFailure,
  MobileUser,
  MobileUserResponse,
} from '../../contract/mobileUsers';
import type {
  UaCheckPerson,
  UaCheckResponse,
  UnionListResponse,
  UnionSyncProgressLine,
} from '../../contract/unionSync';
import type { UploadDeleteBody, UploadDeleteResponse } from '../../contract/userImport';
import { buildMobileUser } from '../factories';
import { apiUrl } from './apiUrl';
import { appUsers, type UnionListMember } from './appUsersStore';
import { fail, refuseSignedOut } from './mobileUsersHandlers';
import { applyUnion, unionDiff, unionFingerprint } from './unionDiff';

const personOfUser = (user: MobileUser): UaCheckPerson => ({
  _id: user._id,
  userid: user.userid,
  name: `${user.firstname} ${user.lastname}`.trim(),
  email: user.email,
  phone: user.phone,
});

const personOfMember = (member: UnionListMember): UaCheckPerson => ({
  _id: null,
  userid: member.userid,
  name: `${member.firstname} ${member.lastname}`.trim(),
  email: member.email,
  phone: member.phone,
});

const ndjson = (lines: UnionSyncProgressLine[]) =>
  new HttpResponse(lines.map((line) => `${JSON.stringify(line)}\n`).join(''), {
    headers: { 'Content-Type': 'application/x-ndjson; charset=utf-8' },
  });

/** The union sync, ua-check, create-user and imported-user delete calls, on the appUsers store. */
export const unionSyncHandlers = [
  http.post<never, never, UnionListResponse | ErrorResponse>(
    apiUrl('/user/union-active/get-users-list'),
    ({ request }) => {
      const refused = refuseSignedOut(request);
      if (refused) return refused;
      const ids = new Set(appUsers.users.map((user) => user.userid));
      const members = appUsers.union.map((member) => ({
        ...member,
        saved: ids.has(member.userid),
      }));
      const saved = members.filter((member) => member.saved).length;
      return HttpResponse.json({
        success: true,
        data: {
          source: 'Member file acme.json',
          members,
          total: members.length,
          saved,
          notSaved: members.length - saved,
          notInUnion: 0,
          diff: unionDiff(),
        },
      });
    },
  ),

  http.post<never, { fingerprint?: string }>(
    apiUrl('/user/union-active/sync'),
    async ({ request }) => {
      const refused = refuseSignedOut(request);
      if (refused) return refused;
      const { fingerprint } = await request.json();
      appUsers.unionSyncs.push(fingerprint ?? '');
      if (fingerprint !== undefined && fingerprint !== unionFingerprint()) {
        return fail(409, 'union_list_changed');
      }
      const total = appUsers.union.length;
      const result = applyUnion();
      return ndjson([
        { progress: { done: 0, total } },
        { progress: { done: total, total } },
        { result },
      ]);
    },
  ),

  http.post<never, never, UaCheckResponse | ErrorResponse>(
    apiUrl('/user/mobile-users/ua-check'),
    ({ request }) => {
      const refused = refuseSignedOut(request);
      if (refused) return refused;
      const members = new Set(appUsers.union.map((member) => member.userid));
      const ids = new Set(appUsers.users.map((user) => user.userid));
      const matched = appUsers.users.filter((user) => user.userid && members.has(user.userid));
      const notInUnion = appUsers.users.filter((user) => !user.userid || !members.has(user.userid));
      const notSaved = appUsers.union.filter((member) => !ids.has(member.userid));
      return HttpResponse.json({
        success: true,
        data: {
          uaUsers: matched.length,
          uaUsersNotSaved: notSaved.length,
          uaUsersNotInUA: notInUnion.length,
          matched: matched.map(personOfUser),
          notSaved: notSaved.map(personOfMember),
          notInUnion: notInUnion.map(personOfUser),
        },
      });
    },
  ),

  http.post<never, CreateMobileUserBody>(
    apiUrl('/user/mobile-users/create'),
    async ({ request }) => {
      const refused = refuseSignedOut(request);
      if (refused) return refused;
      const body = await request.json();
      appUsers.createRequests.push(body);
      if (body.email && appUsers.users.some((user) => user.email === body.email)) {
        return HttpResponse.json<CreateMobileUserFailure>(
          {
            success: false,
            code: 'error_email_already_exist',
            message: 'Email already in use.',
            details: [{ field: 'email', message: 'is already in use' }],
          },
          { status: 409 },
        );
      }
      const user = buildMobileUser({
        firstname: body.firstname,
        lastname: body.lastname,
        email: body.email ?? null,
        phone: body.phone ?? null,
        platForm: body.platForm ?? null,
        userid: body.userid ?? null,
        registered: false,
      });
      appUsers.users.push(user);
      return HttpResponse.json<MobileUserResponse>({ success: true, data: user }, { status: 201 });
    },
  ),

  http.post<never, UploadDeleteBody, UploadDeleteResponse | ErrorResponse>(
    apiUrl('/user/upload/delete'),
    async ({ request }) => {
      const refused = refuseSignedOut(request);
      if (refused) return refused;
      const { userid } = await request.json();
      const before = appUsers.users.length;
      appUsers.users = appUsers.users.filter((user) => user.userid !== userid);
      const deleted = before - appUsers.users.length;
      if (deleted === 0) return fail(404, 'not_found');
      appUsers.deletedMemberIds.push(userid);
      return HttpResponse.json({ success: true, data: { deleted } });
    },
  ),
];
