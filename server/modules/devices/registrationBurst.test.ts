import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Device } from '../../../contract/devices';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { selectRows } from '../../db/rows';
import { unregisteredUsers } from '../signup/testKit';
import { callsWindowOf, hashAppToken } from './appTokensRepository';
import { registerBatch, type RegistrationCall } from './registrationRepository';
import { issueAppToken } from './testKit';

/**
 * A new release makes every member's app register at once, and the registrations that arrive
 * together are stored by one statement (registrationRepository.ts): each call must still be
 * answered and stored as if it had come alone.
 */
let t: TestApp;
let acme: string;
let globex: string;
const members: { id: string; token: string }[] = [];
let gus = { id: '', token: '' };

beforeAll(async () => {
  t = await createTestApp();
  acme = await t.companyIdOf('acme');
  globex = await t.companyIdOf('globex');
  for (const user of await unregisteredUsers(t.db, 'acme', { limit: 8 })) {
    const token = await issueAppToken(t.db, { mobileUserId: user.id, companyId: acme });
    members.push({ id: user.id, token });
  }
  const [g] = await unregisteredUsers(t.db, 'globex', { limit: 1 });
  gus = {
    id: g?.id ?? '',
    token: await issueAppToken(t.db, { mobileUserId: g?.id ?? '', companyId: globex }),
  };
});
afterAll(() => t.close());

function register(token: string, pushToken: string, appVersion = '5.0.0') {
  return t.app.inject({
    method: 'POST',
    url: '/app/devices',
    headers: { authorization: `Bearer ${token}` },
    payload: { pushToken, platform: 'ios', appVersion },
  });
}

const holdersOf = (pushToken: string) =>
  selectRows<{ mobile_user_id: string; company_id: string }>(
    t.db,
    sql`select mobile_user_id::text, company_id::text from mobile_user_devices
      where push_token = ${pushToken} order by company_id`,
  );

describe('registrations that arrive together', () => {
  it('answers and stores each as if it came alone', async () => {
    const [ann, ben, cat, ...rest] = members;
    if (!ann || !ben || !cat) throw new Error('the seed has too few members');
    const unknownToken = 'x'.repeat(43);
    const calls = [
      register(ann.token, 'burst-ann-phone'),
      // The same member's second phone, and the same app token twice: both count.
      register(ann.token, 'burst-ann-tablet', '5.0.1'),
      // One phone passed between two members, and the same token in another organisation.
      register(ben.token, 'burst-shared'),
      register(gus.token, 'burst-shared'),
      register(cat.token, 'burst-shared'),
      register(unknownToken, 'burst-nobody'),
      ...rest.map((member, i) => register(member.token, `burst-member-${i}`)),
    ];
    const answers = await Promise.all(calls);
    expect(answers.map((answer) => answer.statusCode)).toEqual([
      200,
      200,
      200,
      200,
      200,
      401,
      ...rest.map(() => 200),
    ]);
    const devices = answers.map((answer) =>
      answer.statusCode === 200 ? answer.json<{ data: Device }>().data : null,
    );
    expect(devices[1]).toMatchObject({ platform: 'ios', appVersion: '5.0.1' });
    // Acme's row of the shared phone is one row, held by whichever member came last.
    expect(devices[2]?._id).toBe(devices[4]?._id);
    expect(devices[3]?._id).not.toBe(devices[2]?._id);

    expect(await holdersOf('burst-ann-phone')).toEqual([
      { mobile_user_id: ann.id, company_id: acme },
    ]);
    expect(await holdersOf('burst-ann-tablet')).toEqual([
      { mobile_user_id: ann.id, company_id: acme },
    ]);
    const shared = await holdersOf('burst-shared');
    expect(shared).toHaveLength(2);
    expect(shared).toContainEqual({ mobile_user_id: gus.id, company_id: globex });
    expect([ben.id, cat.id]).toContain(
      shared.find((row) => row.company_id === acme)?.mobile_user_id,
    );
    expect(await holdersOf('burst-nobody')).toEqual([]);
    for (const [i, member] of rest.entries()) {
      expect(await holdersOf(`burst-member-${i}`)).toEqual([
        { mobile_user_id: member.id, company_id: acme },
      ]);
    }

    const [counted] = await selectRows<{ calls: number }>(
      t.db,
      sql`select calls from app_token_calls where token_hash = ${hashAppToken(ann.token)}`,
    );
    expect(counted?.calls).toBe(2);
    const holder = shared.find((row) => row.company_id === acme)?.mobile_user_id ?? '';
    const [flags] = await selectRows<{ without: number }>(
      t.db,
      sql`select count(*)::int as without from mobile_users
        where id in (${sql.join(
          [ann.id, holder, ...rest.map((member) => member.id)].map((id) => sql`${id}`),
          sql`, `,
        )}) and not has_push_token`,
    );
    expect(flags?.without).toBe(0);
  });

  it('stores a batch in one statement, each call answered in its place', async () => {
    // New app tokens of three members: their calls this minute are these alone.
    const [dan, eve, fay] = await Promise.all(
      members.slice(3, 6).map(async (member) => ({
        id: member.id,
        token: await issueAppToken(t.db, { mobileUserId: member.id, companyId: acme }),
      })),
    );
    if (!dan || !eve || !fay) throw new Error('the seed has too few members');
    const now = new Date();
    const windowStart = callsWindowOf(now);
    const call = (token: string, pushToken: string, perMinute = 0): RegistrationCall => ({
      token_hash: hashAppToken(token),
      calls_window: windowStart.toISOString(),
      push_token: pushToken,
      platform: 'android',
      app_version: '6.0.0',
      at: now.toISOString(),
      per_minute: perMinute,
    });
    // Fay's token has made its one call this minute: her call is counted and stores nothing.
    await registerBatch(t.db, [call(fay.token, 'batch-fay-first', 1)]);
    const rows = await registerBatch(t.db, [
      call(dan.token, 'batch-dan'),
      call('y'.repeat(43), 'batch-nobody'),
      call(fay.token, 'batch-fay-second', 1),
      call(eve.token, 'batch-eve'),
    ]);
    const byPlace = new Map(rows.map((row) => [Number(row.n), row]));
    expect([...byPlace.keys()].sort()).toEqual([1, 3, 4]);
    expect(byPlace.get(1)).toMatchObject({ mobile_user_id: dan.id, company_id: acme });
    expect(byPlace.get(1)?.device).toMatchObject({ platform: 'android', appVersion: '6.0.0' });
    expect(byPlace.get(3)).toMatchObject({ mobile_user_id: fay.id, calls: 2, device: null });
    expect(byPlace.get(4)).toMatchObject({ mobile_user_id: eve.id, calls: 1 });
    expect(await holdersOf('batch-dan')).toEqual([{ mobile_user_id: dan.id, company_id: acme }]);
    expect(await holdersOf('batch-eve')).toEqual([{ mobile_user_id: eve.id, company_id: acme }]);
    expect(await holdersOf('batch-fay-second')).toEqual([]);
    expect(await holdersOf('batch-nobody')).toEqual([]);
  });
});
