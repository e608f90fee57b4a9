import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { authErrors, ErrorResponse } from '../../../contract/common';
import {
  UaCheckBody,
  UaCheckResponse,
  UnionListResponse,
  UnionRequestBody,
  UnionSyncResponse,
} from '../../../contract/unionSync';
import { AppError } from '../../lib/errors';
import { scopeOf, type Scope } from '../../plugins/tenancy';
import type { UnionMember, UnionProvider } from '../../providers/unionSync/unionProvider';
import type { UnionSyncRepository } from './repository';

const tags = ['union sync'];
const errors = { ...authErrors, 502: ErrorResponse };

function companyOf(scope: Scope): { id: string; slug: string } {
  if (!scope.companyId || !scope.companySlug) {
    throw new AppError(400, 'validation_error', 'Choose an organization first.');
  }
  return { id: scope.companyId, slug: scope.companySlug };
}

/** The union's list once per member id: the last entry of a repeated id wins. */
function uniqueMembers(members: readonly UnionMember[]): UnionMember[] {
  return [...new Map(members.map((member) => [member.userid, member])).values()];
}

export const unionSyncRoutes: FastifyPluginCallbackTypebox<{
  union: UnionSyncRepository;
  provider: UnionProvider;
}> = (app, { union, provider }, done) => {
  async function membersOf(slug: string): Promise<UnionMember[]> {
    try {
      return uniqueMembers(await provider.listMembers(slug));
    } catch (error) {
      app.log.warn({ err: error }, 'union member list unavailable');
      throw new AppError(502, 'error_retrieving_data', 'Error retrieving data.');
    }
  }

  app.post(
    '/user/union-active/get-users-list',
    {
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
      const { notInUnion } = await union.notInUnion(scope, {}, members);
      return {
        success: true as const,
        data: {
          members: members.map((member) => ({ ...member, saved: saved.has(member.userid) })),
          total: members.length,
          saved: saved.size,
          notSaved: members.length - saved.size,
          notInUnion,
        },
      };
    },
  );

  app.post(
    '/user/union-active/sync',
    {
      schema: {
        tags,
        summary:
          "Create and update app users from the union's list; running it twice changes nothing",
        body: UnionRequestBody,
        response: { 200: UnionSyncResponse, ...errors },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      const company = companyOf(scope);
      const members = await membersOf(company.slug);
      const channelId = scope.kind === 'channel' ? scope.channelId : null;
      return { success: true as const, data: await union.sync(company.id, channelId, members) };
    },
  );

  app.post(
    '/user/mobile-users/ua-check',
    {
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
      const saved = await union.savedIds(company.id, members);
      const { notInUnion, members: inUnion } = await union.notInUnion(scope, request.body, members);
      return {
        success: true as const,
        data: {
          uaUsers: inUnion,
          uaUsersNotSaved: members.length - saved.size,
          uaUsersNotInUA: notInUnion,
        },
      };
    },
  );
  done();
};
