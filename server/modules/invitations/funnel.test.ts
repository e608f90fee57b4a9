import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvitationFunnel } from '../../../contract/invitationFunnel';
import type { InvitationLink } from '../../../contract/invitations';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { mondayOf } from './funnelRange';
import {
  ACME,
  CHANNEL,
  GLOBEX,
  INVITEE,
  SUPER,
  caller,
  confirmationTokenFor,
  dataOf,
  registerThrough,
  tokenOf,
} from './testKit';

const DAY_MS = 86_400_000;
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);
const today = dayOf(Date.now());

let t: TestApp;
let newsId: string;
let link: InvitationLink;
beforeAll(async () => {
  t = await createTestApp();
  newsId = await t.channelOfAdmin(CHANNEL);
  const made = await call(ACME, 'POST', '/invitation-links', { payload: { channelID: newsId } });
  expect(made.statusCode, made.body).toBe(201);
  link = dataOf<InvitationLink>(made);
  // Through the real routes: two opens (one by the QR code), two registrations, one
  // confirmation, and that admin's sign-in.
  const token = tokenOf(link);
  for (const query of ['?companyID=acme', '?companyID=acme&via=qr']) {
    const opened = await t.app.inject({
      method: 'GET',
      url: `/api/user/register/channel/${token}${query}`,
      remoteAddress: '192.0.2.31',
    });
    expect(opened.statusCode, opened.body).toBe(200);
  }
  for (const email of ['funnel.one@example.test', 'funnel.two@example.test']) {
    const registered = await registerThrough(t, token, email);
    expect(registered.statusCode, registered.body).toBe(201);
  }
  const confirmation = await confirmationTokenFor(t, 'funnel.one@example.test');
  const confirmed = await t.app.inject({
    method: 'GET',
    url: `/api/user/register/invite/confirm/web/${confirmation}`,
    remoteAddress: '192.0.2.32',
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const signedIn = await t.app.inject({
    method: 'POST',
    url: '/user/login',
    payload: { email: 'funnel.one@example.test', password: INVITEE.password },
    remoteAddress: '10.9.9.31',
  });
  expect(signedIn.statusCode, signedIn.body).toBe(200);
});
afterAll(() => t.close());
const call = caller(() => t);

const funnelOf = async (email: string, query: string, company?: string) => {
  const response = await call(email, 'GET', `/invitation-links/funnel?${query}`, { company });
  expect(response.statusCode, response.body).toBe(200);
  return dataOf<InvitationFunnel>(response);
};

describe('the invitation funnel', () => {
  it('counts what happened through the link, with the drop at each step', async () => {
    const funnel = await funnelOf(ACME, `linkID=${link._id}`);
    expect(funnel.to).toBe(today);
    expect(funnel.from).toBe(dayOf(Date.now() - 83 * DAY_MS));
    expect(funnel.steps).toEqual([
      { step: 'opened', count: 2, drop: null, dropPercent: null },
      { step: 'registered', count: 2, drop: 0, dropPercent: 0 },
      { step: 'confirmed', count: 1, drop: 1, dropPercent: 50 },
      { step: 'active', count: 1, drop: 0, dropPercent: 0 },
    ]);
    expect(funnel.scanned).toBe(1);
    expect(funnel.links).toEqual([
      expect.objectContaining({
        linkID: link._id,
        channelName: 'Acme News',
        opened: 2,
        scanned: 1,
        registered: 2,
        confirmed: 1,
        active: 1,
      }),
    ]);
    // Twelve ISO weeks, or thirteen when the range starts after a Monday; this week holds all.
    expect(funnel.weeks.length).toBeGreaterThanOrEqual(12);
    expect(funnel.weeks.at(-1)).toEqual({
      week: mondayOf(Date.now()),
      opened: 2,
      scanned: 1,
      registered: 2,
      confirmed: 1,
      active: 1,
    });
    expect(funnel.weeks.every((week) => new Date(`${week.week}T00:00:00Z`).getUTCDay() === 1)).toBe(
      true,
    );
  });

  it('does not count as active an admin whose last sign-in is older than 30 days', async () => {
    await t.db.execute(
      sql`update admin_sessions set created_at = now() - interval '31 days'
        where admin_id = (select id from admin_users where email = 'funnel.one@example.test')`,
    );
    const funnel = await funnelOf(ACME, `linkID=${link._id}`);
    expect(funnel.steps.map((step) => step.count)).toEqual([2, 2, 1, 0]);
    expect(funnel.steps[3]).toMatchObject({ drop: 1, dropPercent: 100 });
    await t.db.execute(
      sql`update admin_sessions set created_at = now()
        where admin_id = (select id from admin_users where email = 'funnel.one@example.test')`,
    );
  });

  it('counts only the days in the range, in their ISO week', async () => {
    const past = dayOf(Date.now() - 40 * DAY_MS);
    await t.db.execute(
      sql`insert into invitation_funnel_counts (company_id, channel_id, link_id, day, step, count)
        select company_id, channel_id, id, ${past}::date, 'opened', 5
        from invitation_links where id = ${link._id}`,
    );
    const wide = await funnelOf(ACME, `linkID=${link._id}&from=${past}&to=${today}`);
    expect(wide.steps[0]?.count).toBe(7);
    const pastWeek = wide.weeks.find((week) => week.week === mondayOf(Date.parse(past)));
    expect(pastWeek?.opened).toBe(5);
    const onlyPast = await funnelOf(ACME, `linkID=${link._id}&from=${past}&to=${past}`);
    expect(onlyPast.steps.map((step) => step.count)).toEqual([5, 0, 0, 0]);
    expect(onlyPast.weeks).toHaveLength(1);
    const afterPast = dayOf(Date.parse(past) + DAY_MS);
    const recent = await funnelOf(ACME, `linkID=${link._id}&from=${afterPast}&to=${today}`);
    expect(recent.steps[0]?.count).toBe(2);
  });

  it("filters by channel, and an organisation's funnel sums its links", async () => {
    const all = await funnelOf(ACME, `from=${dayOf(Date.now() - 100 * DAY_MS)}&to=${today}`);
    const channel = await funnelOf(ACME, `channelID=${newsId}&from=${all.from}&to=${all.to}`);
    expect(channel.links.every((row) => row.channelID === newsId)).toBe(true);
    expect(channel.links.some((row) => row.linkID === link._id)).toBe(true);
    const sum = all.links.reduce((total, row) => total + row.opened, 0);
    expect(all.steps[0]?.count).toBe(sum);
    expect(all.weeks.reduce((total, week) => total + week.opened, 0)).toBe(sum);
  });

  it('exports the per-link and per-week figures as CSV', async () => {
    const response = await call(
      ACME,
      'GET',
      `/invitation-links/funnel.csv?linkID=${link._id}&from=${today}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="invitation-funnel-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Row,Link,Channel,Week,Invited / opened,Of which scanned,Registered,Confirmed,Active in the app',
    );
    expect(lines[1]).toBe(`Link,${link._id},Acme News,,2,1,2,1,1`);
    expect(lines.at(-1)).toBe(`Week,,,${mondayOf(Date.now())},2,1,2,1,1`);
    expect(lines).toHaveLength(3);
  });

  it.each([
    ['from=2026-02-30', 'from'],
    ['from=yesterday', 'from'],
    ['to=2026-13-01', 'to'],
    ['from=2026-05-02&to=2026-05-01', 'to'],
    ['from=2025-01-01&to=2026-01-02', 'to'],
    ['linkID=not-a-uuid', 'linkID'],
  ])('answers %s with 400 validation_error', async (query) => {
    for (const path of ['/invitation-links/funnel', '/invitation-links/funnel.csv']) {
      const response = await call(ACME, 'GET', `${path}?${query}`);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json<{ code: string }>().code).toBe('validation_error');
    }
  });

  it('takes a full leap year as the longest range', async () => {
    const funnel = await funnelOf(ACME, 'from=2024-01-01&to=2024-12-31');
    expect(funnel.weeks[0]?.week).toBe('2024-01-01');
    expect(funnel.weeks).toHaveLength(53);
  });
});

describe("the funnel stays within the caller's organisation and channel", () => {
  it("does not show another organisation's link, channel or counts", async () => {
    for (const query of [`linkID=${link._id}`, `channelID=${newsId}`]) {
      for (const path of ['/invitation-links/funnel', '/invitation-links/funnel.csv']) {
        const response = await call(GLOBEX, 'GET', `${path}?${query}`);
        expect(response.statusCode, response.body).toBe(404);
      }
    }
    const globex = await funnelOf(GLOBEX, '');
    expect(globex.links.some((row) => row.linkID === link._id)).toBe(false);
    expect(globex.steps[0]?.count).toBe(0);
  });

  it("does not show a channel admin another channel's link", async () => {
    const response = await call(
      'channel5@acme.test',
      'GET',
      `/invitation-links/funnel?linkID=${link._id}`,
    );
    expect(response.statusCode).toBe(404);
    const own = await funnelOf(CHANNEL, `linkID=${link._id}&from=${today}`);
    expect(own.steps[0]?.count).toBe(2);
  });

  it('shows a platform admin the chosen organisation', async () => {
    const funnel = await funnelOf(SUPER, `linkID=${link._id}`, 'acme');
    expect(funnel.steps[1]?.count).toBe(2);
    const globex = await call(SUPER, 'GET', `/invitation-links/funnel?linkID=${link._id}`, {
      company: 'globex',
    });
    expect(globex.statusCode).toBe(404);
  });
});
