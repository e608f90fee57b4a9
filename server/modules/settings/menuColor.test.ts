import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentProviders } from '../../db/schema/channels';
import { companies } from '../../db/schema/companies';
import { adminUsers } from '../../db/schema/admins';
import { bearer, createTestApp, type TestApp } from '../../../tests/api/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function channelOf(email: string) {
  const [row] = await t.db.select().from(adminUsers).where(eq(adminUsers.email, email));
  return row?.contentProviderId ?? '';
}

async function globexChannel() {
  const [row] = await t.db
    .select({ id: contentProviders.id })
    .from(contentProviders)
    .innerJoin(companies, eq(companies.id, contentProviders.companyId))
    .where(and(eq(companies.companyId, 'globex'), eq(contentProviders.isLocal, true)));
  return row?.id ?? '';
}

const read = async (email: string, cpId: string) =>
  t.app.inject({
    method: 'GET',
    url: `/settings/menu-color/${cpId}`,
    headers: bearer(await t.tokenFor(email)),
  });

describe('GET /settings/menu-color/{cpId}', () => {
  it("gives a channel admin their channel's menu colour", async () => {
    const response = await read('channel@acme.test', await channelOf('channel@acme.test'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: { name: 'menu-color', value: '#1f2a44' },
    });
  });

  it("answers 404 for another channel, and for another company's channel", async () => {
    expect(
      (await read('channel@acme.test', await channelOf('channel5@acme.test'))).statusCode,
    ).toBe(404);
    expect((await read('admin@acme.test', await globexChannel())).statusCode).toBe(404);
  });

  it('lets the platform admin read any channel', async () => {
    expect((await read('super@tidings.test', await globexChannel())).statusCode).toBe(200);
  });
});
