import { http, HttpResponse } from 'msw';
import type { SuccessOnly } from '../../contract/common';
import type { AudienceCountBody, MessageDetail } from '../../contract/messages';
import type { MessageReview } from '../../contract/messageReviewState';
import { buildChannelDelivery, buildDelivery, buildMessage } from '../messageFactories';
import { apiUrl } from './apiUrl';
import { messagesStore as store } from './messagesStore';
import { fail, refuseSignedOut } from './mobileUsersHandlers';
import { fileTextOf, ok, takeFailure } from './messageResponses';

const number = (url: URL, name: string, fallback: number) => {
  const value = url.searchParams.get(name);
  return value === null ? fallback : Number(value);
};

/** The stored message a send or schedule request makes. */
function messageFrom(body: Record<string, unknown>, fileName: string | null): MessageDetail {
  const text = (key: string) => (typeof body[key] === 'string' ? body[key] : null);
  return buildMessage({
    type: text('type') ?? 'Regular Message',
    title: text('title') ?? '',
    push_message: text('push_message') ?? '',
    message: text('message') ?? '',
    scheduleType: text('scheduleType') ?? 'now',
    schedule_time: text('schedule_time'),
    schedule_date: text('schedule_date'),
    schedule_days: Array.isArray(body.schedule_days) ? (body.schedule_days as number[]) : [],
    status: text('scheduleType') ? 1 : 0,
    html_file: fileName ? { _id: 'file-1', name: fileName, mimeType: 'text/html', size: 10 } : null,
    sent: 0,
    read: 0,
  });
}

function pendingReview(sender: MessageDetail['sentBy']): MessageReview {
  return {
    state: 'pending',
    submittedBy: sender,
    submittedAt: new Date().toISOString(),
    reviewedBy: null,
    reviewedAt: null,
    comment: null,
  };
}

async function recordSend(request: Request, path: string) {
  const refused = refuseSignedOut(request);
  if (refused) return refused;
  const failure = takeFailure('send');
  if (failure) return fail(400, failure);
  let body: Record<string, unknown>;
  let fileText: string | null = null;
  if (path.endsWith('/file')) {
    const form = await request.formData();
    const data = form.get('data');
    const file = form.get('file');
    body = JSON.parse(typeof data === 'string' ? data : '{}') as Record<string, unknown>;
    fileText = await fileTextOf(file);
  } else body = (await request.json()) as Record<string, unknown>;
  store.sent.push({ path, body, fileText });
  const written = messageFrom(body, fileText === null ? null : 'attachment.html');
  // As the API: a message its organisation reviews waits for an approver.
  const message = store.audienceCount.needsReview
    ? { ...written, review: pendingReview(written.sentBy) }
    : written;
  store.messages.unshift(message);
  return ok({ message, audience: store.audienceCount });
}

/**
 * GET /upload, as the compose page's pickers ask it: one kind, the first page, from this store.
 * The upload screens' handler answers GET /upload by default; a compose test puts this one
 * first with `server.use`.
 */
export const uploadChoiceHandlers = [
  http.get(apiUrl('/upload'), ({ request }) => {
    const refused = refuseSignedOut(request);
    if (refused) return refused;
    const type = new URL(request.url).searchParams.get('type');
    const uploads = store.uploads.filter((upload) => !type || upload.kind === type);
    return ok({ uploads, total: uploads.length });
  }),
];

const historyHandlers = [
  http.post<never, AudienceCountBody>(apiUrl('/messages/audience'), async ({ request }) => {
    const refused = refuseSignedOut(request);
    if (refused) return refused;
    const body = await request.json();
    store.audienceRequests.push(body);
    const failure = takeFailure('audience');
    if (failure) return fail(400, failure);
    // As the API: the zones a send spans only when asked with a local date and time.
    const { zones, ...all } = store.audienceCount;
    // As the API: the figures are the chosen delivery's, when the count knows every choice's.
    const chosen = body.deliveryMode && all.modes?.[body.deliveryMode];
    const count = chosen
      ? {
          ...all,
          push: chosen.push,
          sms: chosen.sms,
          email: chosen.email,
          none: chosen.none,
          total: chosen.push + chosen.sms + chosen.email + chosen.none,
          creditsNeeded: chosen.creditsNeeded,
          reached: chosen.push + chosen.sms + chosen.email,
          notReachable: chosen.none + all.suspended + (all.notFollowing?.users ?? 0),
        }
      : all;
    return ok(body.localAt && zones ? { ...count, zones } : count);
  }),
  http.post(apiUrl('/messages/schedule/file'), ({ request }) =>
    recordSend(request, '/messages/schedule/file'),
  ),
  http.post(apiUrl('/messages/schedule'), ({ request }) =>
    recordSend(request, '/messages/schedule'),
  ),
  http.post(apiUrl('/messages/file'), ({ request }) => recordSend(request, '/messages/file')),
  http.post(apiUrl('/messages/'), ({ request }) => recordSend(request, '/messages/')),

  http.get<{ companyId: string; id: string }>(
    apiUrl('/messages/:companyId/message/:id'),
    ({ request, params }) => {
      const refused = refuseSignedOut(request);
      if (refused) return refused;
      const url = new URL(request.url);
      store.detailRequests.push({
        companyId: params.companyId,
        id: params.id,
        query: Object.fromEntries(url.searchParams),
      });
      const message = store.messages.find((m) => m._id === params.id);
      if (!message) return fail(404, 'not_found');
      const all = store.receipts[message._id] ?? [];
      const status = url.searchParams.get('status');
      const shown = all.filter((r) =>
        status === 'not_opened'
          ? !r.is_read
          : status === 'opened_confirmed'
            ? r.confirmed
            : status === 'opened_unconfirmed'
              ? r.is_read && !r.confirmed
              : status === 'feedback_yes'
                ? r.feedback === 1
                : true,
      );
      const offset = number(url, 'offset', 0);
      const limit = number(url, 'limit', 10);
      return ok({
        message,
        receipts: shown.slice(offset, offset + limit),
        totalReceipts: shown.length,
        counts: {
          total: all.length,
          notOpened: all.filter((r) => !r.is_read).length,
          openedUnconfirmed: all.filter((r) => r.is_read && !r.confirmed).length,
          openedConfirmed: all.filter((r) => r.confirmed).length,
          feedbackYes: all.filter((r) => r.feedback === 1).length,
          feedbackNo: all.filter((r) => r.feedback === 0).length,
        },
      });
    },
  ),

  http.get<{ messageId: string }>(apiUrl('/message/delivery/:messageId'), ({ request, params }) => {
    const refused = refuseSignedOut(request);
    if (refused) return refused;
    store.deliveryRequests.push(params.messageId);
    const message = store.messages.find((m) => m._id === params.messageId);
    if (!message) return fail(404, 'not_found');
    const queue = store.deliveries[message._id] ?? [];
    const next =
      queue.length > 1
        ? queue.shift()
        : (queue[0] ??
          buildDelivery(message._id, {
            channels: message.sent > 0 ? [buildChannelDelivery({ queued: message.sent })] : [],
          }));
    return ok(next);
  }),

  http.get<{ cpId: string }>(apiUrl('/messages/senders/:cpId'), ({ request, params }) => {
    const refused = refuseSignedOut(request);
    if (refused) return refused;
    store.senderRequests.push(params.cpId);
    return ok(store.senders);
  }),

  http.get<{ cpId: string }>(apiUrl('/messages/:cpId'), ({ request, params }) => {
    const refused = refuseSignedOut(request);
    if (refused) return refused;
    const url = new URL(request.url);
    const offset = number(url, 'offset', 0);
    const limit = number(url, 'limit', 10);
    store.historyRequests.push({ cpId: params.cpId, offset, limit });
    const query = Object.fromEntries(url.searchParams);
    delete query.offset;
    delete query.limit;
    store.historyQueries.push(query);
    const failure = takeFailure('history');
    if (failure) return fail(500, failure);
    // As the API, but for the days: search, type, delivery, status and sender.
    const search = query.search?.toLowerCase();
    const matching = store.messages.filter(
      (m) =>
        (!search ||
          [m.title, m.push_message, m.message.replace(/<[^>]*>/g, ' ')].some((text) =>
            text.toLowerCase().includes(search),
          )) &&
        (!query.type || m.type === query.type) &&
        (!query.deliveryMode || m.deliveryMode === query.deliveryMode) &&
        (!query.status ||
          (query.status === 'sent'
            ? m.status === 0
            : query.status === 'scheduled'
              ? m.status === 1 && m.nextSendAt !== null
              : m.status === 1 && m.nextSendAt === null)) &&
        (!query.sender || m.sentBy?._id === query.sender),
    );
    const messages = matching
      .slice(offset, offset + limit)
      .map(({ message: _html, audience: _audience, ...summary }) => summary);
    return ok({ messages, total: matching.length });
  }),

  http.delete<{ id: string }>(apiUrl('/messages/:id'), ({ request, params }) => {
    const refused = refuseSignedOut(request);
    if (refused) return refused;
    const failure = takeFailure('delete');
    if (failure) return fail(409, failure);
    if (!store.messages.some((m) => m._id === params.id)) return fail(404, 'not_found');
    store.deleted.push(params.id);
    store.messages = store.messages.filter((m) => m._id !== params.id);
    return HttpResponse.json<SuccessOnly>({ success: true });
  }),

  http.post<never, { messageId: string }>(
    apiUrl('/user/mobile-users/download-message-audit'),
    async ({ request }) => {
      const refused = refuseSignedOut(request);
      if (refused) return refused;
      const { messageId } = await request.json();
      store.auditRequests.push(messageId);
      return new HttpResponse('Name,Email,Status\r\nAda,ada@app.test,opened/confirmed\r\n', {
        headers: {
          'Content-Type': 'text/csv',
          'Content-Disposition': `attachment; filename="message-audit-${messageId}.csv"`,
        },
      });
    },
  ),
];

const channelHandlers = [
  http.get(apiUrl('/content-provider/:companyId'), ({ request }) => {
    const refused = refuseSignedOut(request);
    if (refused) return refused;
    return ok(store.channels);
  }),
];

export const messagesHandlers = [...channelHandlers, ...historyHandlers];
