import {
  ChatListQuery,
  ChatListResponse,
  ConversationAuditQuery,
  SetConversationReadBody,
  SetConversationReadResponse,
} from '../../../contract/chat';
import { authErrors } from '../../../contract/common';
import type { DomainRoutes } from '../../domains';
import { notFound } from '../../lib/errors';
import { scopeOf } from '../../plugins/tenancy';
import { conversationAuditCsv } from './audit';
import { ANY_ADMIN } from '../../plugins/routeAccess';

const tags = ['chat'];

export const chatRoutes: DomainRoutes = (app, { chat: chats }, done) => {
  app.get(
    '/api/chat/getUsersMessageList',
    {
      config: { access: { admins: ANY_ADMIN, key: 'userList', orKeys: ['profile'] } },
      schema: {
        tags,
        summary: 'IM conversations in your scope, newest first, each with its recent messages',
        querystring: ChatListQuery,
        response: { 200: ChatListResponse, ...authErrors },
      },
    },
    async (request) => {
      const { skipAmount = 0, limitAmount = 20 } = request.query;
      return {
        success: true as const,
        data: await chats.list(scopeOf(request), skipAmount, limitAmount),
      };
    },
  );

  app.post(
    '/api/chat/setConversationReadByParticipant',
    {
      config: { access: { admins: ANY_ADMIN, key: 'userList', orKeys: ['profile'] } },
      schema: {
        tags,
        summary: "Mark the app user's messages of a conversation as read",
        body: SetConversationReadBody,
        response: { 200: SetConversationReadResponse, ...authErrors },
      },
    },
    async (request) => {
      const conversation = await chats.find(scopeOf(request), request.body.chatMessageID);
      if (!conversation) throw notFound('Conversation');
      return { success: true as const, data: { updated: await chats.markRead(conversation.id) } };
    },
  );

  app.get(
    '/user/mobile-users/download-conversation-audit',
    {
      config: { access: { admins: ANY_ADMIN, key: 'userList', orKeys: ['profile'] } },
      schema: {
        tags,
        summary: "A conversation's last `count` messages as a CSV file",
        querystring: ConversationAuditQuery,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const { chatMessageID, count = 1000 } = request.query;
      const conversation = await chats.find(scopeOf(request), chatMessageID);
      if (!conversation) throw notFound('Conversation');
      const messages = await chats.auditMessages(conversation.id, count);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="conversation-${conversation.id}.csv"`)
        .send(conversationAuditCsv(conversation, messages));
    },
  );
  done();
};
