import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageDetail, MessageSummary } from '../../../contract/messages';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { ACME, messagesTestKit, type MessagesTestKit } from './testKit';

let t: TestApp;
let k: MessagesTestKit;
let primary: string;
beforeAll(async () => {
  t = await createTestApp();
  k = messagesTestKit(t);
  primary = await k.channel('acme', 'PRIMARY');
});
afterAll(() => t.close());

const IMAGE = 'https://cdn.example.org/ballot.png';
const BUTTONS = [
  { label: 'Vote now', url: 'https://union.example.org/vote' },
  { label: 'Open ballot', url: 'acmeunion://ballot/7' },
];

const body = (overrides: Record<string, unknown> = {}) => ({
  cpId: primary,
  type: 'Regular Message',
  title: 'Ballot open',
  push_message: 'Vote before Friday',
  message: '<p>Vote</p>',
  device: 'all',
  isReadRequired: false,
  enableFeedback: false,
  audience: { kind: 'all' },
  ...overrides,
});

type Sent = { data: { message: MessageSummary } };
type Issue = { code: string; details: { field: string; message: string }[] };

const send = (payload: Record<string, unknown>) =>
  k.call(ACME, 'POST', '/messages/', { payload: body(payload) });

describe('rich push on send and schedule', () => {
  it('stores the image and buttons, and the history and the details answer them', async () => {
    const response = await send({
      pushImage: ` ${IMAGE} `,
      pushButtons: BUTTONS.map((b) => ({ ...b, label: ` ${b.label}` })),
    });
    expect(response.statusCode).toBe(200);
    const { message } = response.json<Sent>().data;
    expect(message).toMatchObject({ pushImage: IMAGE, pushButtons: BUTTONS });
    expect(await k.message(message._id)).toMatchObject({
      pushImage: IMAGE,
      pushButtons: BUTTONS,
    });

    const history = await k.call(ACME, 'GET', `/messages/${primary}?limit=100`);
    expect(history.statusCode).toBe(200);
    const listed = history
      .json<{ data: { messages: MessageSummary[] } }>()
      .data.messages.find((m) => m._id === message._id);
    expect(listed).toMatchObject({ pushImage: IMAGE, pushButtons: BUTTONS });

    const detail = await k.call(ACME, 'GET', `/messages/acme/message/${message._id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json<{ data: { message: MessageDetail } }>().data.message).toMatchObject({
      pushImage: IMAGE,
      pushButtons: BUTTONS,
    });
  });

  it('leaves a plain message without them', async () => {
    const response = await send({ pushImage: '', pushButtons: [] });
    expect(response.statusCode).toBe(200);
    const { message } = response.json<Sent>().data;
    expect(message).not.toHaveProperty('pushImage');
    expect(message).not.toHaveProperty('pushButtons');
    expect(await k.message(message._id)).toMatchObject({ pushImage: null, pushButtons: [] });
  });

  it('keeps them on a schedule', async () => {
    const response = await k.call(ACME, 'POST', '/messages/schedule', {
      payload: body({
        scheduleType: 'daily',
        schedule_time: '09:00',
        userTimeZone: 'Europe/Berlin',
        pushImage: IMAGE,
        pushButtons: [BUTTONS[0]],
      }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<Sent>().data.message).toMatchObject({
      pushImage: IMAGE,
      pushButtons: [BUTTONS[0]],
    });
  });

  it.each([
    ['an image that is not https', { pushImage: 'http://cdn.example.org/a.png' }, 'pushImage'],
    ['a javascript: image', { pushImage: 'javascript:alert(1)' }, 'pushImage'],
    [
      'a javascript: button link',
      { pushButtons: [BUTTONS[0], { label: 'Go', url: 'javascript:alert(1)' }] },
      'pushButtons.1.url',
    ],
    [
      'a data: button link',
      { pushButtons: [{ label: 'Go', url: 'data://text/html,<b>x</b>' }] },
      'pushButtons.0.url',
    ],
    [
      'a plain http button link',
      { pushButtons: [{ label: 'Go', url: 'http://union.example.org' }] },
      'pushButtons.0.url',
    ],
    ['an empty button link', { pushButtons: [{ label: 'Go', url: '' }] }, 'pushButtons.0.url'],
    [
      'a blank label',
      { pushButtons: [{ label: '   ', url: BUTTONS[0]?.url }] },
      'pushButtons.0.label',
    ],
    [
      'a label over 25 characters',
      { pushButtons: [{ label: 'x'.repeat(26), url: BUTTONS[0]?.url }] },
      'pushButtons.0.label',
    ],
    ['four buttons', { pushButtons: [...BUTTONS, ...BUTTONS] }, 'pushButtons'],
  ])('refuses %s with 400 naming the field', async (_name, payload, field) => {
    const response = await send(payload);
    expect(response.statusCode).toBe(400);
    const answer = response.json<Issue>();
    expect(answer.code).toBe('validation_error');
    expect(answer.details.map((d) => d.field)).toContain(field);
  });
});
