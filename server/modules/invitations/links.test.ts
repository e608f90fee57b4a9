import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvitationLink } from '../../../contract/invitations';
import { selectRows } from '../../db/rows';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { ACME, CHANNEL, GLOBEX, SUPER, caller, dataOf, tokenOf } from './testKit';

let t: TestApp;
let newsId: string;
let otherChannelId: string;
beforeAll(async () => {
  t = await createTestApp();
  newsId = await t.channelOfAdmin(CHANNEL);
  otherChannelId = await t.channelOfAdmin('channel5@acme.test');
});
afterAll(() => t.close());
const call = caller(() => t);

const create = async (email: string, body: object) => {
  const response = await call(email, 'POST', '/invitation-links', { payload: body });
  expect(response.statusCode, response.body).toBe(201);
  return dataOf<InvitationLink>(response);
};

describe('invitation links, admin side', () => {
  it('makes a link with the defaults: 30 days, no use limit, an unguessable token', async () => {
    const link = await create(ACME, { channelID: newsId });
    expect(link).toMatchObject({
      channelID: newsId,
      channelName: 'Acme News',
      companyID: 'acme',
      status: 'active',
      validDays: 30,
      maxUses: null,
      uses: 0,
      opened: 0,
      registered: 0,
    });
    expect(link.url).toMatch(/^http:\/\/console\.test\/acme\/[\w-]{43}$/);
    const days = (Date.parse(link.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);
    // The token is stored only hashed and sealed, never as it is.
    const [stored] = await selectRows<{ hash: string; sealed: string }>(
      t.db,
      sql`select token_hash as hash, token_secret as sealed from invitation_links where id = ${link._id}`,
    );
    expect(stored?.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(`${stored?.hash} ${stored?.sealed}`).not.toContain(tokenOf(link));
  });

  it('lists the links with the seeded revoked and expired ones in their status', async () => {
    const list = dataOf<InvitationLink[]>(
      await call(ACME, 'GET', `/invitation-links?channelID=${newsId}`),
    );
    const statuses = list.map((link) => link.status);
    expect(statuses).toEqual(expect.arrayContaining(['active', 'revoked', 'expired']));
    // The seeded links cannot be shown again: the seed has no secret box.
    expect(list.filter((link) => link.url === null).length).toBeGreaterThanOrEqual(3);
  });

  it('lets a channel admin make links for its own channel only', async () => {
    const own = await create(CHANNEL, { channelID: newsId, validDays: 7, maxUses: 5 });
    expect(own).toMatchObject({ validDays: 7, maxUses: 5 });
    const other = await call(CHANNEL, 'POST', '/invitation-links', {
      payload: { channelID: otherChannelId },
    });
    expect(other.statusCode).toBe(404);
    const list = dataOf<InvitationLink[]>(await call(CHANNEL, 'GET', '/invitation-links'));
    expect(list.every((link) => link.channelID === newsId)).toBe(true);
  });

  it('refuses a sub-admin, who manages no admins', async () => {
    const response = await call('subadmin@acme.test', 'GET', '/invitation-links');
    expect(response.statusCode).toBe(403);
  });

  it("keeps acme's links from globex's admin", async () => {
    const link = await create(ACME, { channelID: newsId });
    const list = dataOf<InvitationLink[]>(await call(GLOBEX, 'GET', '/invitation-links'));
    expect(list.some((l) => l.companyID === 'acme')).toBe(false);
    for (const path of ['revoke', 'rotate']) {
      const response = await call(GLOBEX, 'POST', `/invitation-links/${link._id}/${path}`);
      expect(response.statusCode).toBe(404);
    }
    expect((await call(GLOBEX, 'GET', `/invitation-links/${link._id}/qr.svg`)).statusCode).toBe(
      404,
    );
    const made = await call(GLOBEX, 'POST', '/invitation-links', {
      payload: { channelID: newsId },
    });
    expect(made.statusCode).toBe(404);
    const after = dataOf<InvitationLink[]>(await call(ACME, 'GET', '/invitation-links'));
    expect(after.find((l) => l._id === link._id)?.status).toBe('active');
  });

  it('lets a platform admin work in the organisation it chose', async () => {
    const response = await call(SUPER, 'POST', '/invitation-links', {
      payload: { channelID: newsId, validDays: 1 },
      company: 'acme',
    });
    expect(response.statusCode).toBe(201);
  });

  it('revokes a link, and rotates one into a new link with the same settings', async () => {
    const link = await create(ACME, { channelID: newsId, validDays: 14, maxUses: 2 });
    const rotated = await call(ACME, 'POST', `/invitation-links/${link._id}/rotate`);
    expect(rotated.statusCode).toBe(201);
    const fresh = dataOf<InvitationLink>(rotated);
    expect(fresh).toMatchObject({ validDays: 14, maxUses: 2, status: 'active', channelID: newsId });
    expect(tokenOf(fresh)).not.toBe(tokenOf(link));
    const list = dataOf<InvitationLink[]>(await call(ACME, 'GET', '/invitation-links'));
    expect(list.find((l) => l._id === link._id)?.status).toBe('revoked');

    const revoked = dataOf<InvitationLink>(
      await call(ACME, 'POST', `/invitation-links/${fresh._id}/revoke`),
    );
    expect(revoked.status).toBe('revoked');
    expect(revoked.revokedAt).not.toBeNull();
  });

  it('refuses a bad limit or length with a 400', async () => {
    for (const payload of [
      { channelID: newsId, validDays: 0 },
      { channelID: newsId, validDays: 1000 },
      { channelID: newsId, maxUses: -1 },
      { channelID: 'nope' },
    ]) {
      const response = await call(ACME, 'POST', '/invitation-links', { payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});

describe('QR codes', () => {
  it("draws the link as an SVG with the organisation's logo in its middle", async () => {
    const link = await create(ACME, { channelID: newsId });
    const response = await call(ACME, 'GET', `/invitation-links/${link._id}/qr.svg`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['content-disposition']).toContain(`invitation-${link._id}.svg`);
    expect(response.body).toMatch(/^<svg[^>]+viewBox/);
    expect(response.body).toContain('<image');
    expect(response.body).toContain('href="data:image/svg+xml;base64,');
  });

  it('draws it as a PNG for print', async () => {
    const link = await create(ACME, { channelID: newsId });
    const response = await call(ACME, 'GET', `/invitation-links/${link._id}/qr.png`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect(response.rawPayload.length).toBeGreaterThan(1000);
  });

  it('answers 409 for a link that cannot be shown again', async () => {
    const list = dataOf<InvitationLink[]>(await call(ACME, 'GET', '/invitation-links'));
    const seeded = list.find((link) => link.url === null);
    if (!seeded) throw new Error('no seeded link');
    const response = await call(ACME, 'GET', `/invitation-links/${seeded._id}/qr.png`);
    expect(response.statusCode).toBe(409);
  });
});
