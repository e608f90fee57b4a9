import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentProviders } from '../db/schema/channels';
import { chatConversations } from '../db/schema/chat';
import { messages } from '../db/schema/messages';
import { userGroups } from '../db/schema/userGroups';
import { bearer, createTestApp, type TestApp } from '../../tests/api/harness';

let t: TestApp;
let acme = '';
let platform = '';
const ids = { group: '', message: '', conversation: '' };

beforeAll(async () => {
  t = await createTestApp();
  acme = await t.tokenFor('admin@acme.test');
  platform = await t.tokenFor('super@tidings.test');
  const company = await t.companyIdOf('acme');
  const [group] = await t.db
    .select({ id: userGroups.id })
    .from(userGroups)
    .where(eq(userGroups.companyId, company));
  const [message] = await t.db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.companyId, company), eq(messages.kind, 'message')));
  const [conversation] = await t.db
    .select({ id: chatConversations.id })
    .from(chatConversations)
    .innerJoin(contentProviders, eq(contentProviders.id, chatConversations.contentProviderId))
    .where(eq(contentProviders.companyId, company));
  ids.group = group?.id ?? '';
  ids.message = message?.id ?? '';
  ids.conversation = conversation?.id ?? '';
});
afterAll(() => t.close());

const NUL = 'a\u0000b';
const campaign = {
  title: 'Award',
  message: 'Well done',
  schedule_date: '2099-01-01',
  schedule_time: '09:00',
  repeat: false,
  target: ['all'],
};

type Call = [label: string, who: 'acme' | 'platform' | 'anonymous', request: () => InjectOptions];

const send = (who: Call[1], request: InjectOptions) =>
  t.app.inject({
    ...request,
    headers: {
      ...request.headers,
      ...(who === 'acme' ? bearer(acme) : who === 'platform' ? bearer(platform) : {}),
      ...(who === 'platform' ? { companyid: 'acme' } : {}),
    },
  });

describe('control characters', () => {
  // Each of these answered 500: PostgreSQL refuses NUL in text.
  const calls: Call[] = [
    [
      'new group name',
      'acme',
      () => ({ method: 'POST', url: '/user/groups/', payload: { name: NUL } }),
    ],
    ['public company id', 'anonymous', () => ({ method: 'GET', url: '/public/company/%00' })],
    [
      'profile',
      'acme',
      () => ({ method: 'PUT', url: '/user/profile/', payload: { firstname: NUL } }),
    ],
    [
      'group rename',
      'acme',
      () => ({ method: 'PUT', url: `/user/groups/${ids.group}`, payload: { name: NUL } }),
    ],
    [
      'import delete',
      'acme',
      () => ({ method: 'POST', url: '/user/upload/delete', payload: { userid: NUL } }),
    ],
    [
      'users search',
      'acme',
      () => ({ method: 'POST', url: '/user/mobile-users/new', payload: { searchString: NUL } }),
    ],
    [
      'users platform',
      'acme',
      () => ({ method: 'POST', url: '/user/mobile-users/new', payload: { platForm: NUL } }),
    ],
    [
      'ua-check search',
      'acme',
      () => ({
        method: 'POST',
        url: '/user/mobile-users/ua-check',
        payload: { searchString: NUL },
      }),
    ],
    [
      'ua-check platform',
      'acme',
      () => ({ method: 'POST', url: '/user/mobile-users/ua-check', payload: { platForm: NUL } }),
    ],
    ['campaign list', 'platform', () => ({ method: 'GET', url: '/messages/campaigns/%00' })],
    [
      'campaign create',
      'platform',
      () => ({ method: 'POST', url: '/messages/campaign/%00', payload: campaign }),
    ],
    [
      'campaign change',
      'platform',
      () => ({ method: 'PUT', url: `/messages/campaign/${ids.message}/%00`, payload: campaign }),
    ],
    [
      'line break in a name',
      'acme',
      () => ({ method: 'POST', url: '/user/groups/', payload: { name: 'a\nb' } }),
    ],
    [
      'half a surrogate pair',
      'acme',
      () => ({ method: 'POST', url: '/user/groups/', payload: { name: 'a\ud800b' } }),
    ],
    [
      'a control character in a key',
      'acme',
      () => ({
        method: 'POST',
        url: '/user/mobile-users/new',
        payload: { CRFs: [{ name: 'Lo\u0001cal', value: '1' }] },
      }),
    ],
  ];

  it.each(calls)('refuses %s with 400 invalid_characters', async (_label, who, request) => {
    const response = await send(who, request());
    expect(response.statusCode).toBe(400);
    expect(response.json<{ code: string }>().code).toBe('invalid_characters');
  });

  it('lets free text hold line breaks and tabs, and names hold any other text', async () => {
    const group = await send('acme', {
      method: 'POST',
      url: '/user/groups/',
      payload: {
        name: 'Nachtschicht \u200f\u05e9\u05dc\u05d5\u05dd 🙂',
        description: 'one\n\ttwo\r\n',
      },
    });
    expect(group.statusCode).toBe(200);
    expect(group.json<{ data: { description: string } }>().data.description).toBe('one\n\ttwo\r\n');
  });
});

describe('numbers that are not finite', () => {
  // Each of these answered 500: 1e309 is Infinity, which the integer check let through.
  const calls: Call[] = [
    ['history limit', 'acme', () => ({ method: 'GET', url: '/messages/all?limit=1e309' })],
    [
      'detail limit',
      'acme',
      () => ({ method: 'GET', url: `/messages/acme/message/${ids.message}?limit=1e309` }),
    ],
    [
      'detail offset',
      'acme',
      () => ({ method: 'GET', url: `/messages/acme/message/${ids.message}?offset=1e309` }),
    ],
    [
      'recovered offset',
      'acme',
      () => ({ method: 'GET', url: '/user/mobile-users/recovered/acme?offset=1e309' }),
    ],
    [
      'chat skip',
      'acme',
      () => ({ method: 'GET', url: '/api/chat/getUsersMessageList?skipAmount=1e309' }),
    ],
    [
      'audit count',
      'acme',
      () => ({
        method: 'GET',
        url: `/user/mobile-users/download-conversation-audit?chatMessageID=${ids.conversation}&count=1e309`,
      }),
    ],
    [
      'body limit',
      'acme',
      () => ({
        method: 'POST',
        url: '/user/mobile-users/new',
        headers: { 'content-type': 'application/json' },
        payload: '{"limit":1e309}',
      }),
    ],
  ];

  it.each(calls)('refuses %s with 400', async (_label, who, request) => {
    const response = await send(who, request());
    expect(response.statusCode).toBe(400);
    expect(response.json<{ code: string }>().code).toBe('validation_error');
  });
});
