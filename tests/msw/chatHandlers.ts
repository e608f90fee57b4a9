import { http, HttpResponse } from 'msw';
import type { ChatConversation, ChatListResponse } from '../../contract/chat';
import type { ErrorResponse } from '../../contract/common';
import { apiUrl } from './apiUrl';
import { fail, refuseSignedOut } from './mobileUsersHandlers';

/** The IM conversations the MSW handlers serve, and the requests they received. */
interface ChatStore {
  conversations: ChatConversation[];
  listRequests: { skipAmount: number; limitAmount: number }[];
  readRequests: string[];
  auditRequests: { chatMessageID: string; count: number | null }[];
}

export const chat: ChatStore = {
  conversations: [],
  listRequests: [],
  readRequests: [],
  auditRequests: [],
};

export function resetChatStore(): void {
  Object.assign(chat, {
    conversations: [],
    listRequests: [],
    readRequests: [],
    auditRequests: [],
  } satisfies ChatStore);
}

const AUDIT_HEADER = 'Sent (UTC),From,Message,Read (UTC)';

/** The audit file as the API writes it, without the quoting rules the tests do not need. */
export function auditCsv(conversation: ChatConversation): string {
  const lines = conversation.messages.map((message) =>
    [
      message.sentAt,
      message.fromChannel ? conversation.cp_name : conversation.user.name,
      message.body,
      message.readAt ?? '',
    ].join(','),
  );
  return `${[AUDIT_HEADER, ...lines].join('\r\n')}\r\n`;
}

const numberParam = (url: URL, name: string) => {
  const value = url.searchParams.get(name);
  return value === null ? null : Number(value);
};

const findConversation = (id: string) =>
  chat.conversations.find((conversation) => conversation.chatMessageID === id);

export const chatHandlers = [
  http.get<never, never, ChatListResponse | ErrorResponse>(
    apiUrl('/api/chat/getUsersMessageList'),
    ({ request }) => {
      const refused = refuseSignedOut(request);
      if (refused) return refused;
      const url = new URL(request.url);
      const skipAmount = numberParam(url, 'skipAmount') ?? 0;
      const limitAmount = numberParam(url, 'limitAmount') ?? 20;
      chat.listRequests.push({ skipAmount, limitAmount });
      const conversations = chat.conversations.slice(skipAmount, skipAmount + limitAmount);
      return HttpResponse.json({
        success: true,
        data: { conversations, total: chat.conversations.length },
      });
    },
  ),

  http.post<never, { chatMessageID: string }>(
    apiUrl('/api/chat/setConversationReadByParticipant'),
    async ({ request }) => {
      const refused = refuseSignedOut(request);
      if (refused) return refused;
      const { chatMessageID } = await request.json();
      chat.readRequests.push(chatMessageID);
      const conversation = findConversation(chatMessageID);
      if (!conversation) return fail(404, 'not_found');
      const unread = conversation.messages.filter((m) => !m.fromChannel && m.readAt === null);
      for (const message of unread) message.readAt = new Date().toISOString();
      conversation.unreadCount = 0;
      return HttpResponse.json({ success: true, data: { updated: unread.length } });
    },
  ),

  http.get(apiUrl('/user/mobile-users/download-conversation-audit'), ({ request }) => {
    const refused = refuseSignedOut(request);
    if (refused) return refused;
    const url = new URL(request.url);
    const chatMessageID = url.searchParams.get('chatMessageID') ?? '';
    chat.auditRequests.push({ chatMessageID, count: numberParam(url, 'count') });
    const conversation = findConversation(chatMessageID);
    if (!conversation) return fail(404, 'not_found');
    return new HttpResponse(auditCsv(conversation), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="conversation-${chatMessageID}.csv"`,
      },
    });
  }),
];
