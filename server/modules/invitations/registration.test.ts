import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvitationChannel, InvitationLink } from '../../../contract/invitations';
import { selectRows } from '../../db/rows';
import { adminUsers } from '../../db/schema/admins';
import { DEMO_INVITATION_TOKENS } from '../../db/seed/invitations';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import {
  ACME,
  CHANNEL,
  INVITEE,
  caller,
  confirmationTokenFor,
  dataOf,
  registerThrough,
  tokenOf,
} from './testKit';

let t: TestApp;
let newsId: string;
beforeAll(async () => {
  t = await createTestApp();
  newsId = await t.channelOfAdmin(CHANNEL);
});
afterAll(() => t.close());
const call = caller(() => t);

async function newLink(body: object = {}) {
  const response = await call(ACME, 'POST', '/invitation-links', {
    payload: { channelID: newsId, ...body },
  });
  expect(response.statusCode, response.body).toBe(201);
  return dataOf<InvitationLink>(response);
}

const open = (token: string, query = '', remoteAddress = '192.0.2.10') =>
  t.app.inject({
    method: 'GET',
    url: `/api/user/register/channel/${token}${query}`,
    remoteAddress,
  });

const confirm = (token: string, remoteAddress = '192.0.2.20') =>
  t.app.inject({
    method: 'GET',
    url: `/api/user/register/invite/confirm/web/${token}`,
    remoteAddress,
  });

const signIn = (email: string, password = INVITEE.password) =>
  t.app.inject({
    method: 'POST',
    url: '/user/login',
    payload: { email, password },
    remoteAddress: '10.9.9.9',
  });

const linkNamed = async (id: string) =>
  dataOf<InvitationLink[]>(await call(ACME, 'GET', '/invitation-links')).find((l) => l._id === id);

describe('the invitation, as the invitee opens it', () => {
  it('names the channel, the organisation and what the invitee becomes', async () => {
    const link = await newLink();
    const response = await open(tokenOf(link), '?companyID=acme');
    expect(response.statusCode, response.body).toBe(200);
    expect(dataOf<InvitationChannel>(response)).toMatchObject({
      channel: { _id: newsId, name: 'Acme News' },
      company: { companyID: 'acme', name: 'Acme Workers Union' },
      role: { userGroup: 2, label: 'Channel admin of Acme News' },
    });
    await open(tokenOf(link), '?companyID=acme&via=qr');
    expect(await linkNamed(link._id)).toMatchObject({ opened: 2, scanned: 1, registered: 0 });
  });

  it('answers an unknown link and one of another organisation alike', async () => {
    const link = await newLink();
    for (const response of [
      await open('x'.repeat(43)),
      await open(tokenOf(link), '?companyID=globex'),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found' });
    }
  });

  it('says when a link was withdrawn or has expired', async () => {
    const revoked = await open(DEMO_INVITATION_TOKENS.revoked);
    expect(revoked.statusCode).toBe(410);
    expect(revoked.json()).toMatchObject({
      code: 'error_link_gone',
      message: expect.stringContaining('withdrawn') as unknown,
    });
    const expired = await open(DEMO_INVITATION_TOKENS.expired);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({
      code: 'error_link_gone',
      message: 'Link already expired.',
    });
  });
});

describe('registering through a link and confirming', () => {
  it('makes an unconfirmed channel admin, then a confirmed one who signs in', async () => {
    const link = await newLink();
    await open(tokenOf(link));
    const email = 'ines@example.com';
    const registered = await registerThrough(t, tokenOf(link), email);
    expect(registered.statusCode, registered.body).toBe(201);
    expect(registered.json()).toMatchObject({ data: { email } });

    const early = await signIn(email);
    expect(early.statusCode).toBe(403);
    expect(early.json()).toMatchObject({ code: 'account_not_verified' });

    const sent = await t.emailTo(email);
    expect(sent.text).toMatch(/http:\/\/console\.test\/acme\/[\w-]{43}\/confirm/);
    const token = await confirmationTokenFor(t, email);
    const confirmed = await confirm(token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({
      data: { email, companyID: 'acme', channelName: 'Acme News' },
    });

    const session = await signIn(email);
    expect(session.statusCode, session.body).toBe(200);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/user/profile',
      headers: {
        authorization: `Bearer ${session.json<{ data: { token: string } }>().data.token}`,
      },
    });
    expect(profile.json()).toMatchObject({
      data: { userGroup: 2, contentProviderID: newsId, isChannelSubAdmin: 0 },
    });

    const again = await confirm(token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'user_already_verified' });
    expect(await linkNamed(link._id)).toMatchObject({
      uses: 1,
      opened: 1,
      registered: 1,
      confirmed: 1,
    });
  });

  it('answers email_already_registered for a known email and counts no use', async () => {
    const link = await newLink({ maxUses: 1 });
    const response = await registerThrough(t, tokenOf(link), 'Admin@Acme.test');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'email_already_registered' });
    expect(await linkNamed(link._id)).toMatchObject({ uses: 0, status: 'active' });
  });

  it("answers another organisation's admin, or a platform admin, as an unknown email, and tells the owner", async () => {
    const link = await newLink();
    const fresh = await registerThrough(t, tokenOf(link), 'stranger@example.com');
    expect(fresh.statusCode).toBe(201);
    for (const email of ['admin@globex.test', 'Super@Tidings.test']) {
      const [before] = await t.db
        .select()
        .from(adminUsers)
        .where(eq(adminUsers.email, email.toLowerCase()));
      const response = await registerThrough(t, tokenOf(link), email);
      expect(response.statusCode).toBe(201);
      // The same answer as for an email nobody has, but for the address echoed back.
      expect(response.json()).toEqual({
        ...fresh.json<Record<string, unknown>>(),
        data: { email },
      });
      const [after] = await t.db
        .select()
        .from(adminUsers)
        .where(eq(adminUsers.email, email.toLowerCase()));
      expect(after).toEqual(before);
      const notice = await t.emailTo(email.toLowerCase());
      expect(notice.subject).toBe('Someone used your email address to register');
      expect(notice.text).toContain('Acme News');
      expect(notice.text).not.toMatch(/\/confirm/);
    }
    expect(await linkNamed(link._id)).toMatchObject({ uses: 1, registered: 1 });
  });

  it('lets only one of two registrations at once through a link of one use', async () => {
    const link = await newLink({ maxUses: 1 });
    const answers = await Promise.all([
      registerThrough(t, tokenOf(link), 'first@example.com'),
      registerThrough(t, tokenOf(link), 'second@example.com'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 410]);
    expect(answers.find((a) => a.statusCode === 410)?.json()).toMatchObject({
      code: 'error_link_gone',
    });
    expect(await linkNamed(link._id)).toMatchObject({ uses: 1, status: 'used_up' });
  });

  it('refuses a revoked or expired link, and a bad confirmation link', async () => {
    for (const token of [DEMO_INVITATION_TOKENS.revoked, DEMO_INVITATION_TOKENS.expired]) {
      const response = await registerThrough(t, token, 'late@example.com');
      expect(response.statusCode).toBe(410);
    }
    const bad = await confirm('not-a-confirmation-link');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'token_error' });
  });

  it('refuses a short password and missing names with a 400', async () => {
    const link = await newLink();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/register/invite',
      payload: {
        token: tokenOf(link),
        email: 'short@example.com',
        password: 'short',
        firstname: '',
        lastname: 'X',
      },
    });
    expect(response.statusCode).toBe(400);
  });

  it('lets a registration whose confirmation ran out be made anew with the same email', async () => {
    const link = await newLink();
    const email = 'slow@example.com';
    expect((await registerThrough(t, tokenOf(link), email)).statusCode).toBe(201);
    const stale = await confirmationTokenFor(t, email);
    // While the first confirmation still works, the email is taken.
    expect((await registerThrough(t, tokenOf(link), email)).statusCode).toBe(409);
    await t.db.execute(
      sql`update invitation_confirmations set expires_at = now() - interval '1 day'
        where admin_id = (select id from admin_users where email = ${email})`,
    );
    expect((await registerThrough(t, tokenOf(link), email)).statusCode).toBe(201);
    const fresh = await confirmationTokenFor(t, email);
    expect(fresh).not.toBe(stale);
    expect((await confirm(stale)).statusCode).toBe(400);
    expect((await confirm(fresh)).statusCode).toBe(200);
    const [count] = await selectRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from admin_users where lower(email) = ${email}`,
    );
    expect(count?.n).toBe(1);
  });

  it('takes the same registration at POST /user/register/', async () => {
    const link = await newLink();
    const response = await t.app.inject({
      method: 'POST',
      url: '/user/register/',
      payload: { ...INVITEE, token: tokenOf(link), email: 'plain@example.com' },
      remoteAddress: '192.0.2.77',
    });
    expect(response.statusCode, response.body).toBe(201);
  });
});

describe('rate limits', () => {
  it('refuses the eleventh registration try within the hour from one address (429)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const response = await registerThrough(
        t,
        `guess-${i}-${'y'.repeat(30)}`,
        `g${i}@example.com`,
        '203.0.113.99',
      );
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 404)).toBe(true);
    expect(statuses[10]).toBe(429);
    // Another address is not held back.
    const other = await registerThrough(
      t,
      `guess-x-${'y'.repeat(30)}`,
      'gx@example.com',
      '203.0.113.100',
    );
    expect(other.statusCode).toBe(404);
  });

  it('limits the opens of one address, saying when to come back', async () => {
    let last = await open('nope-first', '', '203.0.113.50');
    for (let i = 0; i < 60; i += 1) last = await open(`nope-${i}`, '', '203.0.113.50');
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(59 * 60);
  });
});
