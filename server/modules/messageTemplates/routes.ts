import { authErrors } from '../../../contract/common';
import {
  MessageTemplateBody,
  MessageTemplateDeletedResponse,
  MessageTemplateIdParams,
  MessageTemplateListQuery,
  MessageTemplateListResponse,
  MessageTemplateReadQuery,
  MessageTemplateResponse,
} from '../../../contract/messageTemplates';
import type { DomainRoutes } from '../../domains';
import { ANY_ADMIN, type RouteAccess } from '../../plugins/routeAccess';
import { scopeOf } from '../../plugins/tenancy';

const tags = ['message-templates'];
/** Whoever may send messages (compose's key) may keep templates to send from. */
const access: RouteAccess = { admins: ANY_ADMIN, key: 'messages' };
const whose =
  "A company admin keeps its organisation's templates, a platform admin those of the organisation chosen, a channel admin its channel's own. Another's template answers 404.";
const usableNote =
  " With `usable=true` a channel admin also gets the organisation's templates, to send from (the console's template picker); writes stay with each place's own.";
const rules =
  "`name` is unique among the live templates of the same place (case aside). The texts are in the organisation's default language; `variants` hold other languages of contract/languages.ts, each once and never the default. Merge fields must exist in the organisation; the HTML body keeps only safe tags.";

/** Saved message templates: what compose can start a message from. */
export const messageTemplateRoutes: DomainRoutes = (app, { messageTemplates }, done) => {
  app.get(
    '/message-templates',
    {
      config: { access },
      schema: {
        tags,
        summary: 'The templates, searched by name, sorted and paged',
        description: `Newest change first unless \`sort\` says otherwise; 10 a page. ${whose}${usableNote}`,
        querystring: MessageTemplateListQuery,
        response: { 200: MessageTemplateListResponse, ...authErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await messageTemplates.list(scopeOf(request), request.query),
    }),
  );

  app.get(
    '/message-templates/:id',
    {
      config: { access },
      schema: {
        tags,
        summary: 'One template with its variants',
        description: `${whose}${usableNote}`,
        params: MessageTemplateIdParams,
        querystring: MessageTemplateReadQuery,
        response: { 200: MessageTemplateResponse, ...authErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await messageTemplates.find(
        scopeOf(request),
        request.params.id,
        request.query.usable === true,
      ),
    }),
  );

  app.post(
    '/message-templates',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Save a new template',
        description: `${rules} ${whose}`,
        body: MessageTemplateBody,
        response: { 201: MessageTemplateResponse, ...authErrors },
      },
    },
    async (request, reply) => {
      const data = await messageTemplates.create(scopeOf(request), request.body);
      reply.status(201);
      return { success: true as const, data };
    },
  );

  app.put(
    '/message-templates/:id',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Change a template (its variants are replaced by those sent)',
        description: `${rules} ${whose}`,
        params: MessageTemplateIdParams,
        body: MessageTemplateBody,
        response: { 200: MessageTemplateResponse, ...authErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await messageTemplates.update(scopeOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/message-templates/:id',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Delete a template (restore undoes it)',
        description: whose,
        params: MessageTemplateIdParams,
        response: { 200: MessageTemplateDeletedResponse, ...authErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await messageTemplates.remove(scopeOf(request), request.params.id),
    }),
  );

  app.post(
    '/message-templates/:id/restore',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Undo the delete of a template',
        description: `Refused (400) when a live template has taken its name since. ${whose}`,
        params: MessageTemplateIdParams,
        response: { 200: MessageTemplateResponse, ...authErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await messageTemplates.restore(scopeOf(request), request.params.id),
    }),
  );

  done();
};
