import { Type } from '@sinclair/typebox';
import { ErrorResponse } from '../../../contract/common';
import {
  FeedbackBody,
  RecipientMessageResponse,
  RecipientReceiptResponse,
} from '../../../contract/recipientMessages';
import type { DomainRoutes } from '../../domains';
import { AppError, notFound } from '../../lib/errors';
import { PUBLIC } from '../../plugins/routeAccess';

const tags = ['message channel'];
const config = { access: PUBLIC };
/** Any id that is not a receipt's is simply not found, so no format check answers 400 here. */
const Params = Type.Object({ id: Type.String({ maxLength: 100 }) });
const errors = { 400: ErrorResponse, 404: ErrorResponse };

/** A receipt that is not there, or not a receipt's id at all, is the message not found. */
function found<T>(value: T | null): T {
  if (value === null) throw notFound('Message');
  return value;
}

/**
 * SPEC.md section 7, "Public message-channel calls": what a recipient opens from an SMS link or
 * a push, with no sign-in. The receipt's id (a random uuid) is the only key.
 */
export const recipientRoutes: DomainRoutes = (app, { recipient: recipients }, done) => {
  for (const path of ['/api/channel/sms/:id', '/api/channel/pushcast/:id']) {
    app.get(
      path,
      {
        config,
        schema: {
          tags,
          summary: 'The message as its recipient sees it',
          params: Params,
          response: { 200: RecipientMessageResponse, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: found(await recipients.read(request.params.id)),
      }),
    );
  }

  app.get(
    '/api/channel/sms/update/status/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Mark the message opened (once; a repeat changes nothing)',
        params: Params,
        response: { 200: RecipientReceiptResponse, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: found(await recipients.markOpened(request.params.id)),
    }),
  );

  app.get(
    '/api/channel/sms/update/read-response/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Confirm the message was read (and mark it opened)',
        params: Params,
        response: { 200: RecipientReceiptResponse, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: found(await recipients.confirm(request.params.id)),
    }),
  );

  app.post(
    '/api/channel/sms/update/feedback/:id',
    {
      config,
      schema: {
        tags,
        summary: "Record the recipient's feedback (kept once) and mark the message opened",
        params: Params,
        body: FeedbackBody,
        response: { 200: RecipientReceiptResponse, ...errors },
      },
    },
    async (request) => {
      const answer = found(await recipients.feedback(request.params.id, request.body));
      if ('kind' in answer)
        throw new AppError('validation_error', 'This message asks for no feedback.');
      return { success: true as const, data: answer };
    },
  );

  app.get(
    '/api/channel/file/:id',
    {
      config,
      schema: {
        tags,
        summary: "The message's attached HTML or PDF file",
        description:
          'HTML comes with a sandboxing Content-Security-Policy, so its scripts never run on this origin.',
        params: Params,
        produces: ['text/html', 'application/pdf'],
      },
    },
    async (request, reply) => {
      const file = await recipients.file(request.params.id);
      if (!file) throw notFound('File');
      if (file.mimeType === 'text/html')
        void reply.header(
          'content-security-policy',
          "sandbox; default-src 'none'; img-src https: data:; style-src 'unsafe-inline' https:; font-src https: data:",
        );
      return reply
        .header(
          'content-type',
          file.mimeType === 'text/html' ? 'text/html; charset=utf-8' : file.mimeType,
        )
        .header('content-disposition', contentDisposition(file.name))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.content);
    },
  );
  done();
};

/** Shown in the browser, under its name: ASCII fallback plus the UTF-8 name (RFC 6266). */
function contentDisposition(name: string): string {
  const ascii = [...name]
    .map((c) => (c >= ' ' && c <= '~' && c !== '"' && c !== '\\' ? c : '_'))
    .join('');
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
