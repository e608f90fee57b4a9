import { ErrorResponse, authErrors } from '../../../contract/common';
import {
  SegmentBody,
  SegmentChoicesResponse,
  SegmentCountBody,
  SegmentCountResponse,
  SegmentDeletedResponse,
  SegmentIdParams,
  SegmentListQuery,
  SegmentListResponse,
  SegmentMembersQuery,
  SegmentMembersResponse,
  SegmentResponse,
} from '../../../contract/segments';
import type { DomainRoutes } from '../../domains';
import { ANY_ADMIN, USERS_SCREEN_KEYS, type RouteAccess } from '../../plugins/routeAccess';
import { scopeOf } from '../../plugins/tenancy';

const tags = ['segments'];
/** The users screens' keys: segments are kept beside the users page. */
const access: RouteAccess = { admins: ANY_ADMIN, ...USERS_SCREEN_KEYS };
/** Reading them: compose, sequences and campaigns pick a segment as their audience as well. */
const readAccess: RouteAccess = {
  admins: ANY_ADMIN,
  key: 'userList',
  orKeys: ['profile', 'messages'],
};
const whose =
  "A company admin keeps its organisation's segments and its channels', a platform admin those of the organisation chosen (companyID header), a channel admin only its channel's, over its followers. Another's segment answers 404.";
const rules =
  'The rule (contract/segments.ts): conditions and groups of conditions matched with all or any, each negatable. A condition without what its field needs answers 400 error_segment_rule, its details naming the condition (rule.conditions[2]).';
const counting =
  'Exact when the count takes under 150 ms; otherwise an estimate from a sample of the members, rounded to three figures, with `exact: false` ("about 48,200").';
const writeErrors = { ...authErrors, 409: ErrorResponse };

/** Saved segments (docs/decisions.md, "Saved segments"). */
export const segmentRoutes: DomainRoutes = (app, { segments }, done) => {
  app.get(
    '/segments',
    {
      config: { access: readAccess },
      schema: {
        tags,
        summary: 'The segments, searched by name, sorted and paged, each with its last count',
        description: `Newest change first unless \`sort\` says otherwise (name, updatedAt, count); 25 a page. ${whose}`,
        querystring: SegmentListQuery,
        response: { 200: SegmentListResponse, ...authErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await segments.list(scopeOf(request), request.query),
    }),
  );

  app.post(
    '/segments',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Save a new segment (it is counted as it is saved)',
        description: `${rules} \`channelId\` keeps it for one of the organisation's channels. ${whose}`,
        body: SegmentBody,
        response: { 201: SegmentResponse, ...authErrors },
      },
    },
    async (request, reply) => {
      const data = await segments.create(scopeOf(request), request.body);
      reply.status(201);
      return { success: true as const, data };
    },
  );

  app.post(
    '/segments/count',
    {
      config: { access: readAccess },
      schema: {
        tags,
        summary: 'Count the members of a rule being edited (not saved)',
        description: `${rules} ${counting} ${whose}`,
        body: SegmentCountBody,
        response: { 200: SegmentCountResponse, ...authErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await segments.countRule(scopeOf(request), request.body),
    }),
  );

  app.get(
    '/segments/choices',
    {
      config: { access },
      schema: {
        tags,
        summary: 'The custom fields the members carry, with their values, for the rule editor',
        description: `Read from the newest 5,000 members (a channel admin's: its followers), each field's values by how often they occur, at most 30. ${whose}`,
        response: { 200: SegmentChoicesResponse, ...authErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await segments.choices(scopeOf(request)),
    }),
  );

  app.get(
    '/segments/:id',
    {
      config: { access: readAccess },
      schema: {
        tags,
        summary: 'One segment with its rule and last count',
        description: whose,
        params: SegmentIdParams,
        response: { 200: SegmentResponse, ...authErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await segments.read(scopeOf(request), request.params.id),
    }),
  );

  app.put(
    '/segments/:id',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Change a segment (it is counted again)',
        description: `${rules} ${whose}`,
        params: SegmentIdParams,
        body: SegmentBody,
        response: { 200: SegmentResponse, ...authErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await segments.update(scopeOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/segments/:id',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Delete a segment no send still to go out uses',
        description: `A scheduled or recurring message, sequence step or campaign whose audience is the segment keeps it: 409 error_segment_in_use until they are changed, finished or deleted. ${whose}`,
        params: SegmentIdParams,
        response: { 200: SegmentDeletedResponse, ...writeErrors },
      },
    },
    async (request) => {
      await segments.remove(scopeOf(request), request.params.id);
      return { success: true as const, data: { id: request.params.id } };
    },
  );

  app.get(
    '/segments/:id/count',
    {
      config: { access: readAccess },
      schema: {
        tags,
        summary: "Count a saved segment's members now (saving it keeps its count)",
        description: `${counting} ${whose}`,
        params: SegmentIdParams,
        response: { 200: SegmentCountResponse, ...authErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await segments.countSegment(scopeOf(request), request.params.id),
    }),
  );

  app.get(
    '/segments/:id/members',
    {
      config: { access },
      schema: {
        tags,
        summary: "The first page of a segment's members, newest first",
        description: `25 unless \`limit\` says otherwise (at most 100). ${whose}`,
        params: SegmentIdParams,
        querystring: SegmentMembersQuery,
        response: { 200: SegmentMembersResponse, ...authErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: {
        members: await segments.members(scopeOf(request), request.params.id, request.query.limit),
      },
    }),
  );
  done();
};
