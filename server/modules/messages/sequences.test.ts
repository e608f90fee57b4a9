import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SequenceStep } from '../../../contract/sequences';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { messages } from '../../db/schema/messages';
import {
  ACME,
  CHANNEL,
  CHANNEL5,
  GLOBEX,
  PDF_FILE,
  SUPER,
  messagesTestKit,
  multipartBody,
  type MessagesTestKit,
} from './testKit';

let t: TestApp;
let k: MessagesTestKit;
let primary: string;
beforeAll(async () => {
  t = await createTestApp();
  k = messagesTestKit(t);
  primary = await k.channel('acme', 'PRIMARY');
});
afterAll(() => t.close());

const step = (overrides: Record<string, unknown> = {}) => ({
  label: 'Welcome',
  interval: 1,
  module: 'onboarding',
  title: 'Welcome aboard',
  pushMessage: 'Glad you joined',
  message: '<p>Welcome!</p><script>x()</script>',
  isActive: true,
  ...overrides,
});

const messageCount = async () => (await t.db.select({ id: messages.id }).from(messages)).length;

async function created(email = CHANNEL, payload = step()): Promise<SequenceStep> {
  const response = await k.call(email, 'POST', '/messages/sequence', { payload });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: SequenceStep }>().data;
}

async function listOf(email: string, cpId: string): Promise<SequenceStep[]> {
  const response = await k.call(email, 'GET', `/messages/sequence/${cpId}`);
  expect(response.statusCode).toBe(200);
  return response.json<{ data: SequenceStep[] }>().data;
}

describe('message sequences', () => {
  it("stores a step of the admin's channel with one standing occurrence", async () => {
    const before = Date.now();
    const answer = await created();
    expect(answer).toMatchObject({
      cp_id: primary,
      label: 'Welcome',
      interval: 1,
      module: 'onboarding',
      title: 'Welcome aboard',
      pushMessage: 'Glad you joined',
      message: '<p>Welcome!</p>',
      isActive: true,
      html_file: null,
    });
    const stored = await k.message(answer._id);
    expect(stored).toMatchObject({ kind: 'sequence', status: 1, intervalDays: 1, nextDueAt: null });
    const occurrences = await k.occurrencesOf(answer._id);
    expect(occurrences).toHaveLength(1);
    const [standing] = occurrences;
    expect(standing?.state).toBe('sequence');
    expect(standing?.dueAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(standing?.dueAt.getTime()).toBe(stored.dateCreated.getTime());
    // One day (the step's interval) before the step was written.
    expect(standing?.watermark?.getTime()).toBe(stored.dateCreated.getTime() - 86_400_000);
  });

  it('stores an inactive step with status 0, and a step with a file', async () => {
    const inactive = await created(CHANNEL, step({ label: 'Later', isActive: false }));
    expect((await k.message(inactive._id)).status).toBe(0);
    const { payload, headers } = multipartBody(
      { data: JSON.stringify(step({ label: 'With file', interval: 7 })) },
      PDF_FILE,
    );
    const response = await k.call(CHANNEL, 'POST', '/messages/sequence/file', { payload, headers });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: SequenceStep }>().data.html_file).toMatchObject({
      name: 'notice.pdf',
      mimeType: 'application/pdf',
    });
  });

  it('lists the channel’s steps by interval, and nobody else’s', async () => {
    await created(CHANNEL, step({ label: 'Day 30', interval: 30 }));
    await created(CHANNEL, step({ label: 'Day 0', interval: 0 }));
    await created(CHANNEL5, step({ label: 'Hybrid step' }));
    const steps = await listOf(CHANNEL, primary);
    const intervals = steps.map((s) => s.interval);
    expect([...intervals].sort((a, b) => a - b)).toEqual(intervals);
    expect(steps.every((s) => s.cp_id === primary)).toBe(true);
    expect(steps.map((s) => s.label)).not.toContain('Hybrid step');
    const other = await k.call(CHANNEL5, 'GET', `/messages/sequence/${primary}`);
    expect(other.statusCode).toBe(404);
  });

  it('deletes a step so it is listed no more and its occurrence ends', async () => {
    const answer = await created(CHANNEL, step({ label: 'Temporary' }));
    expect((await k.call(CHANNEL5, 'DELETE', `/messages/sequence/${answer._id}`)).statusCode).toBe(
      404,
    );
    const response = await k.call(CHANNEL, 'DELETE', `/messages/sequence/${answer._id}`);
    expect(response.statusCode).toBe(200);
    expect((await listOf(CHANNEL, primary)).map((s) => s._id)).not.toContain(answer._id);
    expect((await k.occurrencesOf(answer._id)).map((o) => o.state)).toEqual(['failed']);
  });

  it('changes a step in place, keeping its file and occurrence; another channel gets 404', async () => {
    const { payload, headers } = multipartBody(
      { data: JSON.stringify(step({ label: 'Handbook', interval: 3 })) },
      PDF_FILE,
    );
    const withFile = await k.call(CHANNEL, 'POST', '/messages/sequence/file', { payload, headers });
    const original = withFile.json<{ data: SequenceStep }>().data;
    const [occurrenceBefore] = await k.occurrencesOf(original._id);
    const change = step({
      label: 'Handbook, revised',
      interval: 5,
      title: 'Read the new handbook',
      message: '<p>Revised</p><img src=x onerror=alert(1)>',
      isActive: false,
    });

    const refused = await k.call(CHANNEL5, 'PUT', `/messages/sequence/${original._id}`, {
      payload: change,
    });
    expect(refused.statusCode).toBe(404);
    const blank = await k.call(CHANNEL, 'PUT', `/messages/sequence/${original._id}`, {
      payload: step({ label: '  ' }),
    });
    expect(blank.json()).toMatchObject({ code: 'error_creating_message_sequence' });
    expect((await listOf(CHANNEL, primary)).find((s) => s._id === original._id)?.label).toBe(
      'Handbook',
    );

    const response = await k.call(CHANNEL, 'PUT', `/messages/sequence/${original._id}`, {
      payload: change,
    });
    expect(response.statusCode).toBe(200);
    const changed = response.json<{ data: SequenceStep }>().data;
    expect(changed).toMatchObject({
      _id: original._id,
      label: 'Handbook, revised',
      interval: 5,
      title: 'Read the new handbook',
      isActive: false,
      html_file: { name: 'notice.pdf' },
    });
    expect(changed.message).not.toContain('onerror');
    expect(await k.occurrencesOf(original._id)).toEqual([occurrenceBefore]);
    expect((await listOf(CHANNEL, primary)).find((s) => s._id === original._id)).toEqual(changed);
  });

  it('answers error_creating_message_sequence to a blank label, storing nothing', async () => {
    const before = await messageCount();
    const response = await k.call(CHANNEL, 'POST', '/messages/sequence', {
      payload: step({ label: '   ' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'error_creating_message_sequence' });
    const invalid = await k.call(CHANNEL, 'POST', '/messages/sequence', {
      payload: step({ interval: -1 }),
    });
    expect(invalid.json()).toMatchObject({ code: 'validation_error' });
    const otherChannel = await k.call(CHANNEL, 'POST', '/messages/sequence', {
      payload: step({ cpId: await k.channel('acme', 'HYBRID') }),
    });
    expect(otherChannel.statusCode).toBe(404);
    expect(await messageCount()).toBe(before);
  });

  it('is for channel admins only: company, platform and globex admins get 403', async () => {
    const answer = await created();
    for (const email of [ACME, SUPER, GLOBEX]) {
      const responses = await Promise.all([
        k.call(email, 'POST', '/messages/sequence', { payload: step() }),
        k.call(email, 'GET', `/messages/sequence/${primary}`),
        k.call(email, 'DELETE', `/messages/sequence/${answer._id}`),
      ]);
      for (const response of responses) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ code: 'forbidden' });
      }
    }
    expect((await k.message(answer._id)).isDeleted).toBe(false);
  });
});
