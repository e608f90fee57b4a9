import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppLinks, SendingEmail } from '../../../contract/signup';
import { selectRows } from '../../db/rows';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { ACME, GLOBEX, caller, dataOf } from '../appBuilds/testKit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const call = caller(() => t);

async function linkMailedTo(to: string): Promise<string | null> {
  const [row] = await selectRows<{ text: string }>(
    t.db,
    sql`select text from outbox_emails where "to" = ${to} order by created_at desc limit 1`,
  );
  return row?.text.match(/https?:\/\/\S+\/verify-sending-email\/[0-9a-f-]{36}/)?.[0] ?? null;
}

/** The emails go out after the request commits; a moment may pass before the row is there. */
async function waitForLink(to: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const link = await linkMailedTo(to);
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no verification email to ${to}`);
}

const verifyUrl = (link: string) => {
  const [, company, id] = /\/([^/]+)\/verify-sending-email\/(.+)$/.exec(link) ?? [];
  return `/public/verify-sending-email/${company}/${id}`;
};

describe("a company's sending email", () => {
  it('is confirmed once by the link mailed to it', async () => {
    const empty = dataOf<SendingEmail>(await call(ACME, 'GET', '/company/sending-email'));
    expect(empty).toMatchObject({ email: null, verified: false });

    const set = await call(ACME, 'PUT', '/company/sending-email', {
      payload: { email: 'News@Acme.test' },
    });
    expect(set.statusCode).toBe(200);
    expect(dataOf<SendingEmail>(set)).toMatchObject({
      email: 'news@acme.test',
      verified: false,
      pendingSince: expect.any(String) as string,
    });
    const link = await waitForLink('news@acme.test');
    expect(link).toMatch(/\/acme\/verify-sending-email\//);

    const confirm = () =>
      t.app.inject({ method: 'POST', url: verifyUrl(link), remoteAddress: '192.0.2.10' });
    const first = await confirm();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      data: { email: 'news@acme.test', company: { companyID: 'acme' } },
    });
    const second = await confirm();
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'user_already_verified' });

    const now = dataOf<SendingEmail>(await call(ACME, 'GET', '/company/sending-email'));
    expect(now).toMatchObject({ email: 'news@acme.test', verified: true, pendingSince: null });
    const again = await call(ACME, 'PUT', '/company/sending-email', {
      payload: { email: 'news@acme.test' },
    });
    expect(again.statusCode).toBe(409);
  });

  it("is each company's own: another company's link and settings stay apart", async () => {
    await call(GLOBEX, 'PUT', '/company/sending-email', {
      payload: { email: 'hello@globex.test' },
    });
    const link = await waitForLink('hello@globex.test');
    const globex = dataOf<SendingEmail>(await call(GLOBEX, 'GET', '/company/sending-email'));
    expect(globex.email).toBe('hello@globex.test');
    const acme = dataOf<SendingEmail>(await call(ACME, 'GET', '/company/sending-email'));
    expect(acme.email).not.toBe('hello@globex.test');
    // Globex's link does not confirm under acme's address.
    const crossed = await t.app.inject({
      method: 'POST',
      url: verifyUrl(link).replace('/globex/', '/acme/'),
      remoteAddress: '192.0.2.11',
    });
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json()).toMatchObject({ code: 'token_error' });
  });

  it('refuses a link replaced by a newer one, and an unknown one', async () => {
    await call(GLOBEX, 'PUT', '/company/sending-email', { payload: { email: 'a@globex.test' } });
    const old = await waitForLink('a@globex.test');
    await call(GLOBEX, 'PUT', '/company/sending-email', { payload: { email: 'b@globex.test' } });
    const fresh = await waitForLink('b@globex.test');
    const post = (url: string) =>
      t.app.inject({ method: 'POST', url, remoteAddress: '192.0.2.12' });
    expect((await post(verifyUrl(old))).json()).toMatchObject({ code: 'token_error' });
    expect(
      (
        await post('/public/verify-sending-email/globex/00000000-0000-4000-8000-000000000000')
      ).json(),
    ).toMatchObject({ code: 'token_error' });
    expect((await post(verifyUrl(fresh))).statusCode).toBe(200);
  });
});

describe('the app links page', () => {
  it("lists a company's featured links, banners and links, and 404 for an unknown company", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/public/app-links/acme' });
    expect(response.statusCode).toBe(200);
    const links = dataOf<AppLinks>(response);
    expect(links.company).toMatchObject({ companyID: 'acme' });
    const names = [
      ...links.featured,
      ...links.links,
      ...links.banners.flatMap((banner) => banner.links),
    ].map((link) => link.name);
    const own = await selectRows<{ name: string }>(
      t.db,
      sql`select l.name from union_links l join companies c on c.id = l.company_id
        where c.company_id = 'acme'`,
    );
    expect(own.length).toBeGreaterThan(0);
    for (const { name } of own) expect(names).toContain(name);
    const globexOnly = await selectRows<{ name: string }>(
      t.db,
      sql`select l.name from union_links l join companies c on c.id = l.company_id
        where c.company_id = 'globex' and l.name not in (select u.name from union_links u
          join companies a on a.id = u.company_id where a.company_id = 'acme')`,
    );
    for (const { name } of globexOnly) expect(names).not.toContain(name);
    const unknown = await t.app.inject({ method: 'GET', url: '/public/app-links/nowhere' });
    expect(unknown.statusCode).toBe(404);
  });
});
