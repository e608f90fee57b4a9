import { authErrors, ErrorResponse } from '../../../contract/common';
import {
  UaCheckBody,
  UaCheckResponse,
  UnionListResponse,
  UnionRequestBody,
  UnionSyncResponse,
  type UnionSyncResult,
} from '../../../contract/unionSync';
import type { DomainRoutes } from '../../domains';
import { fingerprintOf } from './unionDiff';
import { streamSync, wantsProgress } from './unionSyncProgress';
import { AppError } from '../../lib/errors';
import { scopeOf, type Scope } from '../../plugins/tenancy';
import type { UnionMember } from '../../providers/unionSync/unionProvider';
import { ANY_ADMIN } from '../../plugins/routeAccess';

const tags = ['union sync'];
const errors = { ...authErrors, 409: ErrorResponse, 502: ErrorResponse };

function companyOf(scope: Scope): { id: string; slug: string } {
  if (!scope.companyId || !scope.companySlug) {
    throw new AppError('validation_error', 'Choose an organization first.');
  }
  return { id: scope.companyId, slug: scope.companySlug };
}

/** The union's list once per member id: the last entry of a repeated id wins. */
function uniqueMembers(members: readonly UnionMember[]): UnionMember[] {
  return [...new Map(members.map((member) => [member.userid, member])).values()];
}

export const unionSyncRoutes: DomainRoutes = (app, { mobileUsers }, done) => {
  const { unionSync: union, unionProvider: provider } = mobileUsers;
  async function membersOf(slug: string): Promise<UnionMember[]> {
    try {
      return uniqueMembers(await provider.listMembers(slug));
    } catch (error) {
      app.log.warn({ err: error }, 'union member list unavailable');
      throw new AppError('error_retrieving_data', 'Error retrieving data.');
    }
  }

  app.post(
    '/user/union-active/get-users-list',
    {
      config: {
        access: { admins: ANY_ADMIN, key: 'userList', orKeys: ['profile'] },
        audit: { read: "the union's list compared with the app users" },
      },
      schema: {
        tags,
        summary: "The union's members, each marked saved or not, with the comparison counts",
        body: UnionRequestBody,
        response: { 200: UnionListResponse, ...errors },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      const company = companyOf(scope);
      const members = await membersOf(company.slug);
      const saved = await union.savedIds(company.id, members);
      const check = await union.uaCheck(scope, company.id, {}, members);
      return {
        success: true as const,
        data: {
          source: provider.describe(company.slug),
          members: members.map((member) => ({ ...member, saved: saved.has(member.userid) })),
          total: members.length,
          saved: saved.size,
          notSaved: members.length - saved.size,
          notInUnion: check.uaUsersNotInUA,
          diff: await union.diff(company.id, members),
        },
      };
    },
  );

  app.post(
    '/user/union-active/sync',
    {
      config: {
        access: { admins: ANY_ADMIN, key: 'userList', orKeys: ['profile'] },
        audit: {
          ownEntry:
            'the union list is fetched first, and a streamed sync runs on after the handler returns',
        },
      },
      schema: {
        tags,
        summary:
          "Create and update app users from the union's list; running it twice changes nothing",
        description:
          'With `fingerprint` (from get-users-list) it refuses with 409 union_list_changed when the list changed since. Asked for as `application/x-ndjson`, it answers lines of `{progress:{done,total}}` as it writes (in one transaction), then `{result}`, or `{error}` when it undid everything.',
        body: UnionRequestBody,
        response: { 200: UnionSyncResponse, ...errors },
      },
    },
    async (request, reply) => {
      const scope = scopeOf(request);
      const company = companyOf(scope);
      const members = await membersOf(company.slug);
      const { fingerprint } = request.body;
      if (fingerprint !== undefined && fingerprint !== fingerprintOf(members)) {
        throw new AppError(
          'union_list_changed',
          "The union's member list changed since it was reviewed. Review the difference again.",
        );
      }
      const channelId = scope.kind === 'channel' ? scope.channelId : null;
      const summary = (result: UnionSyncResult) => ({ members: members.length, ...result });
      if (!wantsProgress(request.headers.accept)) {
        return {
          success: true as const,
          data: await request.audited(() => union.sync(company.id, channelId, members), summary),
        };
      }
      return streamSync(reply, members.length, (options) =>
        request.audited(() => union.sync(company.id, channelId, members, options), summary),
      );
    },
  );

  app.post(
    '/user/mobile-users/ua-check',
    {
      config: {
        access: { admins: ANY_ADMIN, key: 'userList', orKeys: ['profile'] },
        audit: { read: 'counts union members among the filtered users' },
      },
      schema: {
        tags,
        summary:
          'For the filtered users: how many are union members, and the differences both ways',
        body: UaCheckBody,
        response: { 200: UaCheckResponse, ...errors },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      const company = companyOf(scope);
      const members = await membersOf(company.slug);
      return {
        success: true as const,
        data: await union.uaCheck(scope, company.id, request.body, members),
      };
    },
  );
  done();
};
