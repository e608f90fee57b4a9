import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../db/rows';
import { mobileUsers as u } from '../../db/schema/mobileUsers';
import type { Scope } from '../../plugins/tenancy';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { containsPattern } from './filterRepository';
import { roundEstimate } from '../../../contract/estimates';
import { searchedSummary, type SampleThresholds } from './searchedSummaryRepository';
import { createSearchedSummaryCache } from './searchedSummaryCache';

let t: TestApp;
let acme: Scope;
/**
 * A random user id ending in `last`: the sample holds the ids ending in 0, the small sample those
 * ending in 00.
 */
const idEndingIn = (last: string) => `${crypto.randomUUID().slice(0, -last.length)}${last}`;
/** Three of the sample, one of them (`00`) of the small sample too: none ends in 00 by chance. */
const SAMPLED = [idEndingIn('20'), idEndingIn('00'), idEndingIn('10')];
/** A user of both samples the first test changes and deletes. */
const CHANGED = idEndingIn('00');

beforeAll(async () => {
  t = await createTestApp();
  const companyId = await t.companyIdOf('acme');
  acme = { kind: 'company', adminId: 'test', companyId, companySlug: 'acme' };
  // The demo's ids are random: these make sure acme has sampled users, and some that are not.
  const ids = [...SAMPLED, idEndingIn('1'), idEndingIn('f')];
  await t.db.insert(u).values(
    ids.map((id, i) => ({
      id,
      companyId,
      firstName: `Sample${i}`,
      lastName: 'Samplewood',
      email: `samplewood${i}@acme-members.test`,
      isActive: i === 1 ? 0 : 1,
    })),
  );
  await t.db.insert(u).values({
    id: CHANGED,
    companyId,
    firstName: 'Changing',
    lastName: 'Person',
    email: 'changing@acme-members.test',
  });
});
afterAll(() => t.close());

const COLUMNS = sql.raw(
  'user_id, company_id, search_text, is_active, registered, version, channel_ids::text',
);

/**
 * Each sample's rows, and the rows of mobile_user_search it should hold (the ids ending in
 * `idEnding`), side by side.
 */
async function sampleAndExpected(table = 'mobile_user_search_sample', idEnding = '0') {
  const sample = await selectRows(
    t.db,
    sql`select ${COLUMNS} from ${sql.identifier(table)} order by user_id`,
  );
  const expected = await selectRows(
    t.db,
    sql`select ${COLUMNS} from mobile_user_search
      where right(user_id::text, ${idEnding.length}) = ${idEnding} order by user_id`,
  );
  return { sample, expected };
}
const SAMPLES = [
  ['mobile_user_search_sample', '0'],
  ['mobile_user_search_small_sample', '00'],
] as const;

/** acme's searched counts for a term, with a fresh cache and the given sample thresholds. */
const countsOf = (term: string, thresholds?: SampleThresholds) =>
  searchedSummary(
    t.db,
    acme,
    {},
    { pattern: containsPattern(term), version: null },
    createSearchedSummaryCache(),
    thresholds,
  );

describe('the search samples (one user in sixteen, one in 256)', () => {
  /** Each sample holds exactly the rows it should; `check` looks further at each. */
  async function expectSamplesExact(check?: (rows: Record<string, unknown>[]) => void) {
    for (const [table, idEnding] of SAMPLES) {
      const { sample, expected } = await sampleAndExpected(table, idEnding);
      expect(sample).toEqual(expected);
      check?.(sample);
    }
  }

  it('hold exactly the sampled rows of mobile_user_search, and follow every change', async () => {
    await expectSamplesExact((rows) => expect(rows.length).toBeGreaterThan(0));

    const id = CHANGED;
    await t.db.update(u).set({ lastName: 'Quillfeather', isActive: 0 }).where(eq(u.id, id));
    await expectSamplesExact((rows) => {
      const row = rows.find((r) => r.user_id === id);
      expect(row?.search_text).toContain('quillfeather');
      expect(row?.is_active).toBe(0);
    });

    // A deleted user leaves the search rows, and so the samples.
    await t.db.update(u).set({ isDeleted: 1 }).where(eq(u.id, id));
    await expectSamplesExact((rows) => expect(rows.some((r) => r.user_id === id)).toBe(false));
  });
});

describe('a search matching many users is estimated from the sample', () => {
  it('scales the sample counts up, rounded, and says they are estimates', async () => {
    const pattern = containsPattern('samplewood');
    const [sampled] = await selectRows<{ filtered: string; active: string }>(
      t.db,
      sql`select count(*) as filtered, count(*) filter (where is_active = 1) as active
        from mobile_user_search_sample
        where company_id = ${acme.companyId} and search_text like ${pattern}`,
    );
    const inSample = Number(sampled?.filtered);
    expect(inSample).toBe(SAMPLED.length);
    // A threshold the sample's matches reach, as a common name's do at a million users.
    const counts = await countsOf('samplewood', { sample: inSample * 16 });
    expect(counts.countsEstimated).toBe(true);
    expect(counts.totalFilteredUsers).toBe(roundEstimate(inSample * 16));
    expect(counts.activeCount).toBe(roundEstimate(Number(sampled?.active) * 16));
    expect(counts.suspendedCount).toBe(16);
  });

  it('estimates from the small sample first, when it holds enough matches', async () => {
    const count = (thresholds: SampleThresholds) => countsOf('samplewood', thresholds);
    // One Samplewood is in the small sample, the suspended one: it stands for 256.
    const fromSmall = await count({ small: 256, sample: 16 });
    expect(fromSmall.countsEstimated).toBe(true);
    expect(fromSmall.totalFilteredUsers).toBe(roundEstimate(256));
    expect(fromSmall.suspendedCount).toBe(roundEstimate(256));
    expect(fromSmall.activeCount).toBe(0);
    // Asked for one more match than it holds: the sample's three stand for 48.
    const fromSample = await count({ small: 257, sample: 16 });
    expect(fromSample.countsEstimated).toBe(true);
    expect(fromSample.totalFilteredUsers).toBe(SAMPLED.length * 16);
  });

  it('counts exactly below the threshold', async () => {
    const pattern = containsPattern('samplewood');
    const [whole] = await selectRows<{ filtered: string }>(
      t.db,
      sql`select count(*) as filtered from mobile_user_search
        where company_id = ${acme.companyId} and search_text like ${pattern}`,
    );
    const counts = await countsOf('samplewood');
    expect(counts.countsEstimated).toBeUndefined();
    expect(counts.totalFilteredUsers).toBe(Number(whole?.filtered));
    expect(counts.totalFilteredUsers).toBe(5);
  });

  it('tells a common term of two letters from a rare one by the sample, and counts it', async () => {
    // A pair only these users' names hold, three of them sampled.
    const ids = [
      idEndingIn('0'),
      idEndingIn('0'),
      idEndingIn('0'),
      idEndingIn('2'),
      idEndingIn('3'),
    ];
    await t.db.insert(u).values(
      ids.map((id, i) => ({
        id,
        companyId: acme.companyId ?? '',
        firstName: `Pairtest${i}`,
        lastName: 'Qöx',
        email: `pairtest${i}@acme-members.test`,
      })),
    );
    const count = (thresholds?: SampleThresholds) => countsOf('öx', thresholds);
    const common = await count({ sample: 3 * 16 });
    expect(common.countsEstimated).toBe(true);
    expect(common.totalFilteredUsers).toBe(roundEstimate(3 * 16));
    for (const counted of [await count({ sample: 3 * 16 + 1 }), await count()]) {
      expect(counted.countsEstimated).toBeUndefined();
      expect(counted.totalFilteredUsers).toBe(5);
    }
  });

  it('rounds an estimate to two significant digits', () => {
    expect(roundEstimate(62_496)).toBe(62_000);
    expect(roundEstimate(1_264)).toBe(1_300);
    expect(roundEstimate(96)).toBe(96);
    expect(roundEstimate(0)).toBe(0);
  });
});
