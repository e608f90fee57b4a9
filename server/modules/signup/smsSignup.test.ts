import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNUP_LIMITS, type SignupInvite, type SmsSignupSent } from '../../../contract/signup';
import { selectRows } from '../../db/rows';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { ACME, CHANNEL, GLOBEX, caller, dataOf } from '../appBuilds/testKit';
import { recordOptOut } from '../optOuts/public';
import { signupLinkSentTo, tokenOfLink, unregisteredUsers } from './testKit';

let t: TestApp;
let ip = 0;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const call = caller(() => t);

/** Each test calls the public routes from an address of its own, clear of the others' limits. */
const nextAddress = () => `198.51.100.${++ip}`;

function publicCall(method: 'GET' | 'POST', url: string, remoteAddress: string, payload?: object) {
  return t.app.inject({ method, url, remoteAddress, ...(payload ? { payload } : {}) });
}

const one = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  (await selectRows<T>(t.db, query))[0];

const credits = async (channelId: string) =>
  Number(
    (
      await one<{ n: number }>(
        sql`select (greatest(0, off_app_text_credits_month - off_app_text_credits_used_current_month)
          + purchased_off_app_text_credits_remaining)::int as n
          from content_providers where id = ${channelId}`,
      )
    )?.n,
  );

const defaultChannelOf = async (slug: string) =>
  String(
    (
      await one<{ id: string }>(
        sql`select p.id::text as id from content_providers p join companies c on c.id = p.company_id
          where c.company_id = ${slug} and p.is_company_default and p.is_deleted = 0`,
      )
    )?.id,
  );

const profile = {
  firstName: 'Rosa',
  lastName: 'Delgado',
  email: 'rosa.delgado@example.com',
  zipcode: '94110',
};

describe('SMS sign-up, end to end through the API', () => {
  it('texts a link from the credits, registers the member once, and refuses the link after', async () => {
    const [user] = await unregisteredUsers(t.db, 'acme');
    if (!user) throw new Error('the demo has no unregistered acme member with a phone');
    const channel = await defaultChannelOf('acme');
    const before = await credits(channel);

    const sent = await call(ACME, 'POST', '/user/register/sms', {
      payload: { userIds: [user.id] },
    });
    expect(sent.statusCode).toBe(200);
    expect(dataOf<SmsSignupSent>(sent)).toEqual({ sent: 1, skipped: [], creditsLeft: before - 1 });
    expect(await credits(channel)).toBe(before - 1);
    const ledger = await one<{ change: number; reason: string }>(
      sql`select change, reason from channel_credit_ledger where channel_id = ${channel}
        order by created_at desc, id desc limit 1`,
    );
    expect(ledger).toMatchObject({ change: -1, reason: 'send' });

    const link = await signupLinkSentTo(t.db, user.phone);
    expect(link).toMatch(/\/acme\/register\/sms\/[A-Za-z0-9_-]{43}$/);
    const token = tokenOfLink(link ?? '');
    const address = nextAddress();

    const read = await publicCall('GET', `/api/user/register/invite/sms?token=${token}`, address);
    expect(read.statusCode).toBe(200);
    const invite = dataOf<SignupInvite>(read);
    expect(invite.company).toMatchObject({ companyID: 'acme' });
    expect(invite.phone).toBe(`•••• ${user.phone.replace(/\D/g, '').slice(-4)}`);
    expect(read.body).not.toContain(user.phone);

    // The same read with the token as a bearer token.
    const byHeader = await t.app.inject({
      method: 'GET',
      url: '/api/user/register/invite/sms',
      headers: { authorization: `Bearer ${token}` },
      remoteAddress: address,
    });
    expect(byHeader.statusCode).toBe(200);

    const done = await publicCall(
      'POST',
      `/api/user/register/invite/sms?token=${token}`,
      address,
      profile,
    );
    expect(done.statusCode).toBe(200);
    const stored = await one<Record<string, unknown>>(
      sql`select registered, first_name, last_name, email, zipcode from mobile_users
        where id = ${user.id}`,
    );
    expect(stored).toEqual({
      registered: true,
      first_name: 'Rosa',
      last_name: 'Delgado',
      email: 'rosa.delgado@example.com',
      zipcode: '94110',
    });

    const again = await publicCall(
      'POST',
      `/api/user/register/invite/sms?token=${token}`,
      address,
      profile,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'user_already_verified' });
    const reread = await publicCall('GET', `/api/user/register/invite/sms?token=${token}`, address);
    expect(reread.json()).toMatchObject({ code: 'user_already_verified' });

    // Now registered, the member is skipped by a new send, and nothing is spent.
    const resend = await call(ACME, 'POST', '/user/register/sms', {
      payload: { userIds: [user.id] },
    });
    expect(resend.statusCode).toBe(400);
    expect(resend.json()).toMatchObject({ code: 'error_no_recipients' });
    expect(await credits(channel)).toBe(before - 1);
  });

  it('answers expired, replaced and unknown links alike, and a malformed one apart', async () => {
    const [, user] = await unregisteredUsers(t.db, 'acme');
    if (!user) throw new Error('no second unregistered member');
    await call(ACME, 'POST', '/user/register/sms', { payload: { userIds: [user.id] } });
    const first = tokenOfLink((await signupLinkSentTo(t.db, user.phone)) ?? '');
    await call(ACME, 'POST', '/user/register/sms', { payload: { userIds: [user.id] } });
    const second = tokenOfLink((await signupLinkSentTo(t.db, user.phone)) ?? '');
    expect(second).not.toBe(first);
    const address = nextAddress();
    const codeOf = async (token: string) =>
      (await publicCall('GET', `/api/user/register/invite/sms?token=${token}`, address)).json<{
        code?: string;
      }>().code;

    expect(await codeOf(first)).toBe('token_error');
    expect(await codeOf('x'.repeat(43))).toBe('token_error');
    expect(await codeOf('short')).toBe('jwt_malformed');
    expect(await codeOf(second)).toBeUndefined();
    await t.db.execute(
      sql`update signup_links set expires_at = now() - interval '1 minute'
        where mobile_user_id = ${user.id}`,
    );
    expect(await codeOf(second)).toBe('token_error');
    const noToken = await publicCall('GET', '/api/user/register/invite/sms', address);
    expect(noToken.json()).toMatchObject({ code: 'jwt_malformed' });
  });

  it('refuses bad details with the fields named, and an email another member has', async () => {
    const [, , user] = await unregisteredUsers(t.db, 'acme');
    if (!user) throw new Error('no third unregistered member');
    await call(ACME, 'POST', '/user/register/sms', { payload: { userIds: [user.id] } });
    const token = tokenOfLink((await signupLinkSentTo(t.db, user.phone)) ?? '');
    const url = `/api/user/register/invite/sms?token=${token}`;
    const address = nextAddress();
    const bad = await publicCall('POST', url, address, { ...profile, email: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'validation_error' });
    const taken = await one<{ email: string }>(
      sql`select u.email from mobile_users u join companies c on c.id = u.company_id
        where c.company_id = 'acme' and u.email is not null and u.id <> ${user.id} limit 1`,
    );
    const duplicate = await publicCall('POST', url, address, {
      ...profile,
      email: taken?.email.toUpperCase(),
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ code: 'email_already_registered' });
    const stillOpen = await publicCall('GET', url, address);
    expect(stillOpen.statusCode).toBe(200);
  });

  it('sends nothing when the channel is out of text credits', async () => {
    const [, , , user] = await unregisteredUsers(t.db, 'acme');
    if (!user) throw new Error('no fourth unregistered member');
    const channel = await defaultChannelOf('acme');
    await t.db.execute(
      sql`update content_providers set off_app_text_credits_used_current_month = off_app_text_credits_month,
        purchased_off_app_text_credits_remaining = 0 where id = ${channel}`,
    );
    const refused = await call(ACME, 'POST', '/user/register/sms', {
      payload: { userIds: [user.id] },
    });
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({ code: 'error_no_text_credits' });
    expect(await signupLinkSentTo(t.db, user.phone)).toBeNull();
    const links = await one<{ n: number }>(
      sql`select count(*)::int as n from signup_links where mobile_user_id = ${user.id}`,
    );
    expect(links?.n).toBe(0);
    await t.db.execute(
      sql`update content_providers set purchased_off_app_text_credits_remaining = 50
        where id = ${channel}`,
    );
  });
});

describe('whose members an admin may text', () => {
  it("refuses another organisation's members, and a channel admin other channels' members", async () => {
    const [user] = await unregisteredUsers(t.db, 'acme', { limit: 1 });
    const [globexUser] = await unregisteredUsers(t.db, 'globex', { limit: 1 });
    if (!user || !globexUser) throw new Error('missing demo members');
    const fromGlobex = await call(GLOBEX, 'POST', '/user/register/sms', {
      payload: { userIds: [user.id] },
    });
    expect(fromGlobex.statusCode).toBe(404);
    const mixed = await call(GLOBEX, 'POST', '/user/register/sms', {
      payload: { userIds: [globexUser.id, user.id] },
    });
    expect(mixed.statusCode).toBe(404);
    const acmeChannel = await defaultChannelOf('acme');
    const withAcmeChannel = await call(GLOBEX, 'POST', '/user/register/sms', {
      payload: { userIds: [globexUser.id], cpId: acmeChannel },
    });
    expect(withAcmeChannel.statusCode).toBe(404);
    expect(await signupLinkSentTo(t.db, user.phone)).toBeNull();

    const own = await one<{ id: string }>(
      sql`select content_provider_id::text as id from admin_users where email = ${CHANNEL}`,
    );
    const outside = await one<{ id: string }>(
      sql`select u.id::text as id from mobile_users u join companies c on c.id = u.company_id
        where c.company_id = 'acme' and not u.registered and coalesce(u.phone, '') <> ''
          and not exists (select 1 from channel_followers f where f.mobile_user_id = u.id
            and f.content_provider_id = ${own?.id}) limit 1`,
    );
    const fromChannel = await call(CHANNEL, 'POST', '/user/register/sms', {
      payload: { userIds: [outside?.id] },
    });
    expect(fromChannel.statusCode).toBe(404);

    const [follower] = await unregisteredUsers(t.db, 'acme', { channelId: own?.id, limit: 1 });
    if (!follower) throw new Error('channel A has no unregistered follower with a phone');
    const inside = await call(CHANNEL, 'POST', '/user/register/sms', {
      payload: { userIds: [follower.id] },
    });
    expect(inside.statusCode).toBe(200);
    const paidBy = await one<{ channel: string }>(
      sql`select channel_id::text as channel from signup_links where mobile_user_id = ${follower.id}
        order by created_at desc limit 1`,
    );
    expect(paidBy?.channel).toBe(own?.id);
  });
});

describe('the deep link instead of the SMS page', () => {
  it("answers the company's app link with the token, or without one for the company", async () => {
    const [user] = await unregisteredUsers(t.db, 'acme', { limit: 1 });
    if (!user) throw new Error('no member');
    await call(ACME, 'POST', '/user/register/sms', { payload: { userIds: [user.id] } });
    const token = tokenOfLink((await signupLinkSentTo(t.db, user.phone)) ?? '');
    const address = nextAddress();
    const withToken = await publicCall(
      'GET',
      `/api/user/register/deepLinkInsteadOfSms?token=${token}`,
      address,
    );
    expect(withToken.statusCode, withToken.body).toBe(200);
    expect(dataOf<{ deepLink: string }>(withToken).deepLink).toBe(
      `acmemembers://open?company=acme&signup=${token}`,
    );
    const byCompany = await publicCall(
      'GET',
      '/api/user/register/deepLinkInsteadOfSms?company=acme',
      address,
    );
    expect(dataOf<{ deepLink: string; iosAppUrl: string }>(byCompany)).toMatchObject({
      deepLink: 'acmemembers://open?company=acme',
      iosAppUrl: expect.stringContaining('apps.apple.com') as string,
    });
    const unknown = await publicCall(
      'GET',
      '/api/user/register/deepLinkInsteadOfSms?company=nowhere',
      address,
    );
    expect(unknown.statusCode).toBe(404);
    const neither = await publicCall('GET', '/api/user/register/deepLinkInsteadOfSms', address);
    expect(neither.statusCode).toBe(400);
  });

  it('never hands out a stored deep link of a scheme the browser runs', async () => {
    // As stored before links were checked: the build's link is a script.
    await t.db.execute(
      sql`update replica_builds set deep_link = 'javascript://alert(document.cookie)'
        where company_id = (select id from companies where company_id = 'acme')`,
    );
    const answer = await publicCall(
      'GET',
      '/api/user/register/deepLinkInsteadOfSms?company=acme',
      nextAddress(),
    );
    expect(answer.statusCode).toBe(200);
    const { deepLink } = dataOf<{ deepLink: string }>(answer);
    expect(deepLink).not.toMatch(/^javascript:/i);
    expect(deepLink).toBe('tidings://open?company=acme');
  });
});

describe('rate limits on the public routes', () => {
  it('refuses a token named too often, then an address calling too often, with 429', async () => {
    const address = nextAddress();
    const url = `/api/user/register/invite/sms?token=${'q'.repeat(43)}`;
    const codes: number[] = [];
    let retryAfter: unknown = null;
    for (let i = 0; i < 11; i++) {
      const response = await publicCall('GET', url, address);
      codes.push(response.statusCode);
      retryAfter = response.headers['retry-after'];
    }
    expect(codes.slice(0, 10).every((code) => code === 400)).toBe(true);
    expect(codes[10]).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect(Number(retryAfter)).toBeLessThanOrEqual(SIGNUP_LIMITS.windowMs / 1000);
    // Another address may still name the token: only the token's own limit is spent.
    const other = await publicCall('GET', url, nextAddress());
    expect(other.statusCode).toBe(429);

    const busy = nextAddress();
    const answers: number[] = [];
    for (let i = 0; i < 31; i++) {
      const response = await publicCall('GET', '/public/app-links/acme', busy);
      answers.push(response.statusCode);
    }
    expect(answers.slice(0, 30).every((code) => code === 200)).toBe(true);
    expect(answers[30]).toBe(429);
    expect((await publicCall('GET', '/public/app-links/acme', busy)).json()).toMatchObject({
      code: 'too_many_attempts',
    });
    expect((await publicCall('GET', '/public/app-links/acme', nextAddress())).statusCode).toBe(200);
  });
});

describe('opted-out members', () => {
  it('never texts a member who opted out of SMS, and says why they were skipped', async () => {
    // Members the other tests leave alone: the last of a longer list.
    const users = await unregisteredUsers(t.db, 'acme', { limit: 12 });
    const [stopped, texted] = users.slice(-2);
    if (!stopped || !texted) throw new Error('the demo has unregistered acme members with phones');
    const channel = await defaultChannelOf('acme');
    await recordOptOut(t.db, {
      companyId: await t.companyIdOf('acme'),
      mobileUserId: stopped.id,
      channelId: null,
      delivery: 'sms',
      source: 'sms',
      detail: 'STOP',
    });
    const before = await credits(channel);
    const sent = await call(ACME, 'POST', '/user/register/sms', {
      payload: { userIds: [stopped.id, texted.id] },
    });
    expect(dataOf<SmsSignupSent>(sent)).toEqual({
      sent: 1,
      skipped: [{ _id: stopped.id, reason: 'opted_out' }],
      creditsLeft: before - 1,
    });
    expect(await signupLinkSentTo(t.db, stopped.phone)).toBeFalsy();
    const alone = await call(ACME, 'POST', '/user/register/sms', {
      payload: { userIds: [stopped.id] },
    });
    expect(alone.json()).toMatchObject({ code: 'error_no_recipients' });
  });
});
