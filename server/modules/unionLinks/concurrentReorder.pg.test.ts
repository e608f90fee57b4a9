import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Banner } from '../../../contract/unionLinks';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { bannerForm, bannerPlaces, callerFor } from './testKit';

/**
 * Reorders at once, on PostgreSQL (`npm run test:pg`): PGlite runs one query at a time, so only a
 * real server shows two admins' transactions racing for a channel's places.
 */
const N = 8;

let t: TestApp;
let call: ReturnType<typeof callerFor>;
let channel: string;
beforeAll(async () => {
  t = await createTestApp();
  call = callerFor(t);
  channel = await t.channelOfAdmin('channel@acme.test');
  // Two admins: the company admin and the channel's own.
  for (const name of ['Fourth', 'Fifth', 'Sixth']) {
    const response = await call('admin@acme.test', 'POST', `/union-link/linktype/${channel}`, {
      ...bannerForm({ name }, null),
    });
    expect(response.statusCode).toBe(201);
  }
});
afterAll(() => t.close());

/** The places are 0..n-1, each once. */
async function expectNoGapNoRepeat() {
  const places = await bannerPlaces(t, channel);
  expect(places.map((row) => row.position)).toEqual(places.map((_row, index) => index));
  return places;
}

/** A different shuffle of the ids for each index (a rotation, reversed on odd ones). */
const shuffle = (ids: string[], index: number) => {
  const rotated = [...ids.slice(index % ids.length), ...ids.slice(0, index % ids.length)];
  return index % 2 ? rotated.reverse() : rotated;
};

describe('concurrent banner reorders on PostgreSQL', () => {
  it(`${N} reorders by two admins at once leave one of them, with no repeat and no gap`, async () => {
    const ids = (await bannerPlaces(t, channel)).map((row) => row.id);
    const orders = Array.from({ length: N }, (_v, index) => shuffle(ids, index + 1));
    const answers = await Promise.all(
      orders.map((order, index) =>
        call(
          index % 2 ? 'channel@acme.test' : 'admin@acme.test',
          'PUT',
          `/union-link/linktype/order/${channel}`,
          { payload: { linkTypeData: order } },
        ),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(N).fill(200));
    // Each answer shows exactly the order it asked for: no reorder saw another's half done.
    answers.forEach((answer, index) =>
      expect(answer.json<{ data: Banner[] }>().data.map((b) => b._id)).toEqual(orders[index]),
    );
    const final = (await expectNoGapNoRepeat()).map((row) => row.id);
    expect(orders).toContainEqual(final);
  });

  it('reorders, creates and deletes at once never leave a repeat or a gap', async () => {
    const ids = (await bannerPlaces(t, channel)).map((row) => row.id);
    const [doomed] = ids;
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, (_v, index) =>
        call('admin@acme.test', 'PUT', `/union-link/linktype/order/${channel}`, {
          payload: { linkTypeData: shuffle(ids, index) },
        }),
      ),
      ...Array.from({ length: 4 }, (_v, index) =>
        call('channel@acme.test', 'POST', `/union-link/linktype/${channel}`, {
          ...bannerForm({ name: `Racing ${index}` }, null),
        }),
      ),
      call('admin@acme.test', 'DELETE', `/union-link/linktype/${doomed ?? ''}`),
    ]);
    const statuses = answers.map((a) => a.statusCode);
    // Creates and the delete always go through; a reorder that came after one of them is stale.
    expect(statuses.slice(4)).toEqual([201, 201, 201, 201, 200]);
    for (const answer of answers.slice(0, 4)) {
      expect([200, 409]).toContain(answer.statusCode);
      if (answer.statusCode === 409)
        expect(answer.json<{ code: string }>().code).toBe('error_link_type_order_stale');
    }
    const places = await expectNoGapNoRepeat();
    expect(places).toHaveLength(ids.length - 1 + 4);
  });
});
