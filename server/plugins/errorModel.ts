import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { ERROR_STATUS, type ErrorCode } from '../../contract/errorCodes';
import fp from 'fastify-plugin';
import { AppError, TooManyRequests } from '../lib/errors';

/** Retry-After of a 429 that names no time of its own. */
const DEFAULT_RETRY_AFTER_SECONDS = 60;
import { isDatabaseBusy } from '../lib/pgErrors';

interface ValidationIssue {
  keyword?: string;
  instancePath: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** The error answer, with the status its code answers with (contract/errorCodes.ts). */
const answer = (
  reply: FastifyReply,
  code: ErrorCode,
  message: string,
  details?: readonly unknown[],
) =>
  reply
    .status(ERROR_STATUS[code])
    .send({ code, message, ...(details ? { details } : {}), requestId: reply.request.id });

function fieldOf(issue: ValidationIssue): string {
  const missing = issue.params?.missingProperty;
  const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (typeof missing === 'string') return path ? `${path}.${missing}` : missing;
  return path || '(body)';
}

/**
 * The one error model: `{ code, message }` with a fitting status. Anything unexpected is logged
 * in full and answered as a bare 500, so no stack, SQL or internal detail reaches a client.
 */
export const errorModel = fp(
  (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
      // A download may have set its file's headers before failing: the answer is JSON instead.
      void reply.removeHeader('content-disposition').type('application/json; charset=utf-8');
      if (error instanceof AppError) {
        if (error instanceof TooManyRequests)
          void reply.header('retry-after', String(error.retryAfterSeconds));
        return answer(reply, error.code, error.message, error.details);
      }
      if (error.validation) {
        const issues = error.validation as ValidationIssue[];
        const details = issues.map((issue) => ({
          field: fieldOf(issue),
          message: issue.message ?? 'is not valid',
        }));
        const first = details[0];
        const message = first ? `${first.field} ${first.message}` : 'The request is not valid.';
        // The input guard's finding (plugins/inputGuard.ts) has a code of its own.
        const code = issues.some((issue) => issue.keyword === 'invalidCharacters')
          ? 'invalid_characters'
          : 'validation_error';
        return answer(reply, code, message, details);
      }
      switch (error.code) {
        case 'FST_ERR_CTP_INVALID_JSON_BODY':
        case 'FST_ERR_CTP_EMPTY_JSON_BODY':
          return answer(reply, 'invalid_json', 'The request body is not valid JSON.');
        // Also the multipart limits of plugins/uploads.ts: a file, or too many parts.
        case 'FST_ERR_CTP_BODY_TOO_LARGE':
        case 'FST_REQ_FILE_TOO_LARGE':
        case 'FST_FILES_LIMIT':
        case 'FST_FIELDS_LIMIT':
        case 'FST_PARTS_LIMIT':
          return answer(reply, 'payload_too_large', 'The request body is too large.');
        case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
          return answer(reply, 'unsupported_media_type', 'This content type is not accepted.');
      }
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        return reply
          .status(error.statusCode)
          .send({ code: 'validation_error', message: error.message, requestId: request.id });
      }
      if (isDatabaseBusy(error)) {
        // Slow work was cut off so it could not hold a connection others wait for: say so, and
        // when to try again, instead of a bare internal error.
        request.log.warn({ err: error }, 'database busy');
        void reply.header('retry-after', '5');
        return answer(reply, 'error_retrieving_data', 'Error retrieving data.');
      }
      request.log.error({ err: error }, 'unhandled error');
      return answer(
        reply,
        'internal_error',
        'Error 002: API Internal Error. Contact the website administrator.',
      );
    });

    // Every 429 says when to try again, whichever part of the app answered it.
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (reply.statusCode === 429 && !reply.hasHeader('retry-after'))
        void reply.header('retry-after', String(DEFAULT_RETRY_AFTER_SECONDS));
      done(null, payload);
    });

    app.setNotFoundHandler((request, reply) =>
      answer(reply, 'route_not_found', `No route ${request.method} ${request.url.split('?')[0]}.`),
    );
  },
  { name: 'error-model' },
);
