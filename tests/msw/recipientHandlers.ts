import { http, HttpResponse } from 'msw';
import type { SuccessOnly } from '../../contract/common';
import { apiUrl } from './apiUrl';
import { messagesStore as store } from './messagesStore';
import { fail } from './mobileUsersHandlers';
import type { FeedbackBody, RecipientMessage } from '../../contract/recipientMessages';
import { ok } from './messageResponses';

function recipientOf(id: string): RecipientMessage | undefined {
  return store.recipientMessages[id];
}

/** The public calls: no session needed, an unknown id answers 404. */
export const recipientHandlers = [
  http.get<{ id: string }>(apiUrl('/api/channel/sms/update/status/:id'), ({ params }) => {
    store.recipientCalls.push({ action: 'status', id: params.id, body: null });
    const message = recipientOf(params.id);
    if (!message) return fail(404, 'not_found');
    message.receipt.is_read = true;
    return HttpResponse.json<SuccessOnly>({ success: true });
  }),
  http.get<{ id: string }>(apiUrl('/api/channel/sms/update/read-response/:id'), ({ params }) => {
    store.recipientCalls.push({ action: 'read-response', id: params.id, body: null });
    const message = recipientOf(params.id);
    if (!message) return fail(404, 'not_found');
    Object.assign(message.receipt, { is_read: true, readResponse: true });
    return HttpResponse.json<SuccessOnly>({ success: true });
  }),
  http.post<{ id: string }, FeedbackBody>(
    apiUrl('/api/channel/sms/update/feedback/:id'),
    async ({ request, params }) => {
      const body = await request.json();
      store.recipientCalls.push({ action: 'feedback', id: params.id, body });
      const message = recipientOf(params.id);
      if (!message) return fail(404, 'not_found');
      Object.assign(message.receipt, {
        is_read: true,
        feedback: body.feedback,
        feedbackComment: body.feedbackComment ?? null,
      });
      return HttpResponse.json<SuccessOnly>({ success: true });
    },
  ),
  http.get<{ id: string }>(apiUrl('/api/channel/sms/:id'), ({ params }) => {
    store.recipientCalls.push({ action: 'read', id: params.id, body: null });
    const message = recipientOf(params.id);
    return message ? ok(structuredClone(message)) : fail(404, 'not_found');
  }),
];
