import { http, HttpResponse } from 'msw';
import type { SuccessOnly } from '../../contract/common';
import { apiUrl } from './apiUrl';
import { messagesStore as store } from './messagesStore';
import { fail, refuseSignedOut } from './mobileUsersHandlers';
import type { SequenceBody } from '../../contract/sequences';
import { buildSequenceStep } from '../messageFactories';
import { fileTextOf, ok } from './messageResponses';

/** A channel's message sequence: /messages/sequence/*. */
export const sequenceHandlers = [
  http.get<{ cpId: string }>(apiUrl('/messages/sequence/:cpId'), ({ request }) => {
    return refuseSignedOut(request) ?? ok(store.sequence);
  }),
  http.post(apiUrl('/messages/sequence/file'), async ({ request }) => {
    const refused = refuseSignedOut(request);
    if (refused) return refused;
    const form = await request.formData();
    const data = form.get('data');
    const file = form.get('file');
    const body = JSON.parse(typeof data === 'string' ? data : '{}') as SequenceBody;
    const fileText = await fileTextOf(file);
    store.sequenceWrites.push({ path: '/messages/sequence/file', body, fileText });
    const step = buildSequenceStep({
      ...body,
      html_file: { _id: 'file-2', name: 'attachment.pdf', mimeType: 'application/pdf', size: 10 },
    });
    store.sequence.push(step);
    return ok(step);
  }),
  http.post<never, SequenceBody>(apiUrl('/messages/sequence'), async ({ request }) => {
    const refused = refuseSignedOut(request);
    if (refused) return refused;
    const body = await request.json();
    store.sequenceWrites.push({ path: '/messages/sequence', body, fileText: null });
    if (!body.label.trim()) return fail(400, 'error_creating_message_sequence');
    const step = buildSequenceStep(body);
    store.sequence.push(step);
    return ok(step);
  }),
  http.put<{ id: string }, SequenceBody>(
    apiUrl('/messages/sequence/:id'),
    async ({ request, params }) => {
      const refused = refuseSignedOut(request);
      if (refused) return refused;
      const body = await request.json();
      store.sequenceWrites.push({
        path: `PUT /messages/sequence/${params.id}`,
        body,
        fileText: null,
      });
      const index = store.sequence.findIndex((step) => step._id === params.id);
      const current = store.sequence[index];
      if (!current) return fail(404, 'not_found');
      if (!body.label.trim()) return fail(400, 'error_creating_message_sequence');
      const step = { ...current, ...body };
      store.sequence[index] = step;
      return ok(step);
    },
  ),
  http.delete<{ id: string }>(apiUrl('/messages/sequence/:id'), ({ request, params }) => {
    const refused = refuseSignedOut(request);
    if (refused) return refused;
    store.sequenceWrites.push({
      path: `DELETE /messages/sequence/${params.id}`,
      body: null,
      fileText: null,
    });
    store.sequence = store.sequence.filter((step) => step._id !== params.id);
    return HttpResponse.json<SuccessOnly>({ success: true });
  }),
];
