import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Banner, UnionLink } from '../../../contract/unionLinks';
import { selectRows } from '../../db/rows';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { bannerForm, bannerPlaces, callerFor } from './testKit';

let t: TestApp;
let call: ReturnType<typeof callerFor>;
let channelA: string;
let channelB: string;
let globexChannel: string;
beforeAll(async () => {
  t = await createTestApp();
  call = callerFor(t);
  channelA = await t.channelOfAdmin('channel@acme.test');
  channelB = await t.channelOfAdmin('channel5@acme.test');
  const [row] = await selectRows<{ id: string }>(
    t.db,
    sql`select l.content_provider_id as id from link_types l where l.name = 'Classroom resources'`,
  );
  if (!row) throw new Error('no globex banner');
  globexChannel = row.id;
});
afterAll(() => t.close());

const ACME = 'admin@acme.test';
const GLOBEX = 'admin@globex.test';
const CHANNEL = 'channel@acme.test';
const CHANNEL_B = 'channel5@acme.test';
const SUPER = 'super@tidings.test';

const listOf = (response: { json: <T>() => T }) => response.json<{ data: Banner[] }>().data;
const itemOf = (response: { json: <T>() => T }) => response.json<{ data: Banner }>().data;
const codeOf = (response: { json: <T>() => T }) => response.json<{ code: string }>().code;

async function create(email: string, channel: string, name: string, image?: Buffer | null) {
  const form = bannerForm({ name }, image);
  return call(email, 'POST', `/union-link/linktype/${channel}`, form);
}

describe('GET /union-link/linktype/{channelId}', () => {
  it("lists a channel's banners in their order, with images and link counts", async () => {
    const response = await call(ACME, 'GET', `/union-link/linktype/${channelA}`);
    expect(response.statusCode).toBe(200);
    const banners = listOf(response);
    expect(banners.map((b) => [b.name, b.order, b.links])).toEqual([
      ['Member benefits', 0, 1],
      ['Training and events', 1, 1],
      ['Get help', 2, 1],
    ]);
    expect(banners[0]?.image).toMatch(/^\/files\/[0-9a-f-]{36}$/);
    const image = await t.app.inject({ method: 'GET', url: banners[0]?.image ?? '' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
  });

  it("gives a channel admin its own channel's banners only", async () => {
    expect((await call(CHANNEL, 'GET', `/union-link/linktype/${channelA}`)).statusCode).toBe(200);
    expect((await call(CHANNEL_B, 'GET', `/union-link/linktype/${channelA}`)).statusCode).toBe(404);
    expect(listOf(await call(CHANNEL_B, 'GET', `/union-link/linktype/${channelB}`))).toEqual([]);
  });

  it("never shows a globex admin acme's banners, nor acme's admin globex's", async () => {
    expect((await call(GLOBEX, 'GET', `/union-link/linktype/${channelA}`)).statusCode).toBe(404);
    expect((await call(ACME, 'GET', `/union-link/linktype/${globexChannel}`)).statusCode).toBe(404);
    expect(listOf(await call(SUPER, 'GET', `/union-link/linktype/${globexChannel}`))).toHaveLength(
      1,
    );
  });
});

describe('banner writes', () => {
  it('creates a banner last, with its image; a name the channel has answers 409', async () => {
    const created = await create(ACME, channelB, 'Offers');
    expect(created.statusCode).toBe(201);
    expect(itemOf(created)).toMatchObject({
      name: 'Offers',
      order: 0,
      contentProviderID: channelB,
      links: 0,
    });
    expect(itemOf(created).image).toMatch(/^\/files\//);
    const second = await create(CHANNEL_B, channelB, 'Events', null);
    expect(itemOf(second)).toMatchObject({ order: 1, image: null });

    const duplicate = await create(ACME, channelB, ' OFFERS ');
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({
      code: 'error_link_type_exists',
      message: 'Screen Banner already in use.',
    });
    // The same name in another channel is fine.
    expect((await create(ACME, channelA, 'Events', null)).statusCode).toBe(201);
  });

  it('refuses a file that is not an image, and a form without data', async () => {
    const bad = await create(ACME, channelB, 'Text', Buffer.from('just text'));
    expect(bad.statusCode).toBe(400);
    expect(codeOf(bad)).toBe('error_image_type');
    const noData = await call(ACME, 'POST', `/union-link/linktype/${channelB}`, {
      payload: Buffer.from('------x--\r\n'),
      headers: { 'content-type': 'multipart/form-data; boundary=----x' },
    });
    expect(noData.statusCode).toBe(400);
  });

  it('renames a banner, replaces and drops its image; its place stays', async () => {
    const [first] = listOf(await call(ACME, 'GET', `/union-link/linktype/${channelB}`));
    if (!first) throw new Error('no banner');
    const renamed = await call(
      ACME,
      'PUT',
      `/union-link/linktype/${first._id}`,
      bannerForm({ name: 'Member offers' }),
    );
    expect(renamed.statusCode).toBe(200);
    expect(itemOf(renamed)).toMatchObject({ name: 'Member offers', order: first.order });
    expect(itemOf(renamed).image).not.toBe(first.image);
    // The replaced image is gone.
    expect((await t.app.inject({ method: 'GET', url: first.image ?? '' })).statusCode).toBe(404);
    const dropped = await call(ACME, 'PUT', `/union-link/linktype/${first._id}`, {
      payload: { name: 'Member offers', removeImage: true },
    });
    expect(itemOf(dropped).image).toBeNull();
  });

  it('reorders the banners of a channel in one go', async () => {
    const before = listOf(await call(CHANNEL, 'GET', `/union-link/linktype/${channelA}`));
    const ids = before.map((b) => b._id).reverse();
    const response = await call(CHANNEL, 'PUT', `/union-link/linktype/order/${channelA}`, {
      payload: { linkTypeData: ids },
    });
    expect(response.statusCode).toBe(200);
    expect(listOf(response).map((b) => b._id)).toEqual(ids);
    expect((await bannerPlaces(t, channelA)).map((row) => [row.id, row.position])).toEqual(
      ids.map((id, place) => [id, place]),
    );
  });

  it('refuses an order that misses a banner or names another channel’s (409)', async () => {
    const ids = listOf(await call(ACME, 'GET', `/union-link/linktype/${channelA}`)).map(
      (b) => b._id,
    );
    const missing = await call(ACME, 'PUT', `/union-link/linktype/order/${channelA}`, {
      payload: { linkTypeData: ids.slice(1) },
    });
    expect(missing.statusCode).toBe(409);
    expect(codeOf(missing)).toBe('error_link_type_order_stale');
    const [other] = listOf(await call(ACME, 'GET', `/union-link/linktype/${channelB}`));
    const foreign = await call(ACME, 'PUT', `/union-link/linktype/order/${channelA}`, {
      payload: { linkTypeData: [...ids.slice(1), other?._id] },
    });
    expect(foreign.statusCode).toBe(409);
    const repeated = await call(ACME, 'PUT', `/union-link/linktype/order/${channelA}`, {
      payload: { linkTypeData: [ids[0], ids[0]] },
    });
    expect(repeated.statusCode).toBe(400);
    expect((await bannerPlaces(t, channelA)).map((row) => row.id)).toEqual(ids);
  });

  it('deletes a banner: its links stay in no banner and the rest close up', async () => {
    const before = listOf(await call(ACME, 'GET', `/union-link/linktype/${channelA}`));
    const held = before.find((b) => b.links > 0 && b.order < before.length - 1);
    if (!held) throw new Error('no banner holding a link');
    const response = await call(ACME, 'DELETE', `/union-link/linktype/${held._id}`);
    expect(response.statusCode).toBe(200);
    const places = await bannerPlaces(t, channelA);
    expect(places.map((row) => row.position)).toEqual(places.map((_row, index) => index));
    expect(places.map((row) => row.id)).toEqual(
      before.filter((b) => b._id !== held._id).map((b) => b._id),
    );
    const links = (await call(ACME, 'GET', '/union-link/acme')).json<{ data: UnionLink[] }>().data;
    expect(links.some((l) => l.linkTypeID === held._id)).toBe(false);
    expect(links).toHaveLength(5);
  });

  it("lets no one write another tenant's or another channel's banners", async () => {
    const [banner] = listOf(await call(ACME, 'GET', `/union-link/linktype/${channelA}`));
    if (!banner) throw new Error('no banner');
    const ids = (await bannerPlaces(t, channelA)).map((row) => row.id);
    for (const email of [GLOBEX, CHANNEL_B]) {
      expect((await create(email, channelA, 'Intruder')).statusCode, email).toBe(404);
      expect(
        (
          await call(email, 'PUT', `/union-link/linktype/${banner._id}`, {
            payload: { name: 'Taken' },
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (
          await call(email, 'PUT', `/union-link/linktype/order/${channelA}`, {
            payload: { linkTypeData: [...ids].reverse() },
          })
        ).statusCode,
      ).toBe(404);
      expect((await call(email, 'DELETE', `/union-link/linktype/${banner._id}`)).statusCode).toBe(
        404,
      );
    }
    expect((await bannerPlaces(t, channelA)).map((row) => row.id)).toEqual(ids);
    expect((await bannerPlaces(t, channelA))[0]?.name).toBe(banner.name);
  });
});
