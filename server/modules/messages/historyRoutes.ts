import { Type } from '@sinclair/typebox';
import { ErrorResponse, SuccessOnly, authErrors } from '../../../contract/common';
import {
  HistoryQuery,
  MessageDetailResponse,
  MessageListResponse,
  MessageSendersResponse,
  ReceiptQuery,
} from '../../../contract/messages';
import type { DomainRoutes } from '../../domains';
import { scopeOf } from '../../plugins/tenancy';
import { ANY_ADMIN } from '../../plugins/routeAccess';
import { fileDeleted, found, messageDeleted } from './messageRefusals';

const tags = ['messages'];
const Id = Type.String({ format: 'uuid' });
const deleteErrors = { ...authErrors, 409: ErrorResponse };

/** SPEC.md section 7, "Messages": the history, one message with its receipts, deleting. */
export const historyRoutes: DomainRoutes = (app, { messages: { history } }, done) => {
  app.get(
    '/messages/:cpId',
    {
      config: { access: { admins: ANY_ADMIN, key: 'messages' } },
      schema: {
        tags,
        summary: 'Sent and scheduled messages, newest first, searched and filtered',
        description:
          "cpId is a channel of your scope, or 'all' for every channel you may see (a channel admin sees its own channel either way). Times are America/Los_Angeles wall-clock. search matches part of the title, the push text or the rich message's text; type, deliveryMode, status (scheduled: still to go out at a time ahead; sending: going out now; sent: over), from and to (instants of its writing) and sender (an admin's id, GET /messages/senders/{cpId}) narrow it.",
        params: Type.Object({ cpId: Type.Union([Id, Type.Literal('all')]) }),
        querystring: HistoryQuery,
        response: { 200: MessageListResponse, ...authErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: found(
        'Channel',
        await history.list(scopeOf(request), request.params.cpId, request.query),
      ),
    }),
  );

  app.get(
    '/messages/senders/:cpId',
    {
      config: { access: { admins: ANY_ADMIN, key: 'messages' } },
      schema: {
        tags,
        summary: 'The admins who wrote messages of the history, for its sender filter',
        description: "cpId as for GET /messages/{cpId}: a channel of your scope, or 'all'.",
        params: Type.Object({ cpId: Type.Union([Id, Type.Literal('all')]) }),
        response: { 200: MessageSendersResponse, ...authErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: found('Channel', await history.senders(scopeOf(request), request.params.cpId)),
    }),
  );

  app.get(
    '/messages/:companyId/message/:id',
    {
      config: { access: { admins: ANY_ADMIN, key: 'messages' } },
      schema: {
        tags,
        summary: 'One message with its receipts, filtered by status and paged',
        description:
          'companyId is the organisation the console shows; your scope decides what you may see.',
        params: Type.Object({ companyId: Type.String({ maxLength: 100 }), id: Id }),
        querystring: ReceiptQuery,
        response: { 200: MessageDetailResponse, ...authErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: found(
        'Message',
        await history.detail(scopeOf(request), request.params.id, request.query),
      ),
    }),
  );

  app.delete(
    '/messages/:id',
    {
      config: { access: { admins: ANY_ADMIN, key: 'messages', messagingOnly: false } },
      schema: {
        tags,
        summary: 'Delete a message: it stays in no list and nothing more of it is sent',
        description: 'While it is being sent the answer is 409 error_deleting_message.',
        params: Type.Object({ id: Id }),
        response: { 200: SuccessOnly, ...deleteErrors },
      },
    },
    async (request) => {
      messageDeleted(await history.remove(scopeOf(request), request.params.id));
      return { success: true as const };
    },
  );

  app.delete(
    '/messages/file/upload/:id',
    {
      config: { access: { admins: ANY_ADMIN, key: 'messages' } },
      schema: {
        tags,
        summary: 'Delete an uploaded message file no message still to be sent uses',
        description:
          'A file a pending, scheduled or active message uses answers 409 error_deleting_message.',
        params: Type.Object({ id: Id }),
        response: { 200: SuccessOnly, ...deleteErrors },
      },
    },
    async (request) => {
      fileDeleted(await history.removeFile(scopeOf(request), request.params.id));
      return { success: true as const };
    },
  );
  done();
};
