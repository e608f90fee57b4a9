import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageTemplate } from '../../../contract/messageTemplates';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { callerFor } from '../unionLinks/testKit';

let t: TestApp;
let call: ReturnType<typeof callerFor>;
beforeAll(async () => {
  t = await createTestApp();
  call = callerFor(t);
});
afterAll(() => t.close());

const ACME = 'admin@acme.test';
const GLOBEX = 'admin@globex.test';
const IMAGE = 'https://cdn.example.org/ballot.png';
const BUTTONS = [
  { label: 'Vote now', url: 'https://union.example.org/vote' },
  { label: 'Open ballot', url: 'acmeunion://ballot/7' },
];

const body = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  title: 'Ballot open',
  push_message: 'Vote before Friday',
  message: '<p>Vote</p>',
  variants: [],
  ...extra,
});

type Json = { json: <T>() => T };
const itemOf = (response: Json) => response.json<{ data: MessageTemplate }>().data;
type Issue = { code: string; message: string; details: { field: string; message: string }[] };

describe("a template's image and buttons", () => {
  it('stores them trimmed and reads them back; none reads as null and []', async () => {
    const created = await call(ACME, 'POST', '/message-templates', {
      payload: body('Rich ballot', {
        pushImage: ` ${IMAGE} `,
        pushButtons: BUTTONS.map((b) => ({ ...b, label: ` ${b.label}` })),
      }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const { _id } = itemOf(created);
    const read = await call(ACME, 'GET', `/message-templates/${_id}`);
    expect(itemOf(read)).toMatchObject({ pushImage: IMAGE, pushButtons: BUTTONS });

    const cleared = await call(ACME, 'PUT', `/message-templates/${_id}`, {
      payload: body('Rich ballot', { pushImage: '', pushButtons: [] }),
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(itemOf(cleared)).toMatchObject({ pushImage: null, pushButtons: [] });

    const plain = await call(ACME, 'POST', '/message-templates', { payload: body('Plain ballot') });
    expect(itemOf(plain)).toMatchObject({ pushImage: null, pushButtons: [] });
  });

  it("seeds acme's ballot reminder with an https image and a button", async () => {
    const listed = await call(ACME, 'GET', '/message-templates?search=Ballot%20reminder');
    const [ballot] = listed.json<{ data: { templates: { _id: string }[] } }>().data.templates;
    const read = itemOf(await call(ACME, 'GET', `/message-templates/${ballot?._id ?? ''}`));
    expect(read.pushImage).toMatch(/^https:\/\//);
    expect(read.pushButtons).toEqual([
      { label: 'Vote now', url: 'https://example.com/acme/ballot' },
    ]);
  });

  it.each([
    ['an image that is not https', { pushImage: 'http://cdn.example.org/a.png' }, 'pushImage'],
    ['a javascript: image', { pushImage: 'javascript:alert(1)' }, 'pushImage'],
    [
      'a data: button link',
      { pushButtons: [{ label: 'Go', url: 'data://text/html,<b>x</b>' }] },
      'pushButtons.0.url',
    ],
    ['a blank label', { pushButtons: [{ label: '  ', url: IMAGE }] }, 'pushButtons.0.label'],
    ['four buttons', { pushButtons: [...BUTTONS, ...BUTTONS] }, 'pushButtons'],
  ])('refuses %s with 400 naming the field, as for a message', async (_name, extra, field) => {
    const response = await call(ACME, 'POST', '/message-templates', {
      payload: body(`Refused ${field}`, extra),
    });
    expect(response.statusCode).toBe(400);
    const answer = response.json<Issue>();
    expect(answer.code).toBe('validation_error');
    expect(answer.details.map((d) => d.field)).toContain(field);
  });

  it('refuses a javascript: button link with the rich push rule, storing nothing', async () => {
    const response = await call(ACME, 'POST', '/message-templates', {
      payload: body('Sneaky', {
        pushButtons: [BUTTONS[0], { label: 'Go', url: 'javascript://alert(1)' }],
      }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<Issue>()).toMatchObject({
      code: 'validation_error',
      details: [
        {
          field: 'pushButtons.1.url',
          message:
            "may not use javascript://, which the browser or phone runs itself: use https:// or the app's own scheme",
        },
      ],
    });
    const listed = await call(ACME, 'GET', '/message-templates?search=Sneaky');
    expect(listed.json<{ data: { total: number } }>().data.total).toBe(0);
  });

  it("leaves another organisation's template as it was, and hides it", async () => {
    const globex = await call(GLOBEX, 'POST', '/message-templates', {
      payload: body('Globex plain'),
    });
    const { _id } = itemOf(globex);
    const url = `/message-templates/${_id}`;
    const attempt = await call(ACME, 'PUT', url, {
      payload: body('Globex plain', { pushImage: IMAGE, pushButtons: BUTTONS }),
    });
    expect(attempt.statusCode).toBe(404);
    expect((await call(ACME, 'GET', `${url}?usable=true`)).statusCode).toBe(404);
    expect(itemOf(await call(GLOBEX, 'GET', url))).toMatchObject({
      pushImage: null,
      pushButtons: [],
    });
  });
});
