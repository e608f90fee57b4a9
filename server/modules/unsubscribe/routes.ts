import { Type } from '@sinclair/typebox';
import { ErrorResponse } from '../../../contract/common';
import {
  ONE_CLICK,
  UnsubscribeBody,
  UnsubscribeResultResponse,
  UnsubscribeStateResponse,
} from '../../../contract/unsubscribe';
import type { DomainRoutes } from '../../domains';
import { PUBLIC } from '../../plugins/routeAccess';
import { UNSUBSCRIBE_RATE_LIMITS as LIMITS } from './service';

const tags = ['unsubscribe'];
const config = { access: PUBLIC };
/** Any token that is not one of ours is simply not found, so no format check answers 400 here. */
const Params = Type.Object({ token: Type.String({ maxLength: 200 }) });
const errors = { 400: ErrorResponse, 404: ErrorResponse, 429: ErrorResponse };
const FORM = 'application/x-www-form-urlencoded';

/**
 * A message email's unsubscribe (docs/decisions.md, "Email unsubscribe"), with no sign-in: the
 * console's page reads and posts here, and a mail client's one-click (RFC 8058) posts here from
 * the List-Unsubscribe header with the form body `List-Unsubscribe=One-Click`.
 */
export const unsubscribeRoutes: DomainRoutes = (app, { unsubscribe }, done) => {
  // RFC 8058's POST is a form; this plugin's routes alone take one (Fastify scopes the parser).
  app.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: 4096 }, (_request, body, next) => {
    next(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.get(
    '/unsubscribe/:token',
    {
      config,
      schema: {
        tags,
        summary: 'Whose emails an unsubscribe link stops, and whether it already did',
        description: `Changes nothing: mail scanners open links before the member does. A token that is not one of ours answers 404 not_found; at most ${LIMITS.invalidPerAddress} of those an hour from one address (429).`,
        params: Params,
        response: { 200: UnsubscribeStateResponse, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await unsubscribe.read(request.params.token, request.ip),
    }),
  );

  app.post(
    '/unsubscribe/:token',
    {
      config,
      schema: {
        tags,
        summary: "Stop the member's emails from the message's channel (one click, no sign-in)",
        description: `Records the opt-out and its consent event once; a second call answers 200 with \`changed\` false. Takes RFC 8058's form body \`List-Unsubscribe=${ONE_CLICK}\` (${FORM}), a JSON body or none. At most ${LIMITS.perLink} calls an hour per link (429).`,
        params: Params,
        body: UnsubscribeBody,
        consumes: [FORM, 'application/json'],
        response: { 200: UnsubscribeResultResponse, ...errors },
      },
      // The page's button may post no body at all: that is an empty one.
      preValidation(request, _reply, next) {
        request.body ??= {};
        next();
      },
    },
    async (request) => {
      const way = request.body['List-Unsubscribe'] === ONE_CLICK ? 'one-click' : 'link';
      return {
        success: true as const,
        data: await unsubscribe.unsubscribe(request.params.token, way, request.ip),
      };
    },
  );
  done();
};
