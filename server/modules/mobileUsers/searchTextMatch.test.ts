import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../tests/api/harness';
import type { DatabaseHandle } from '../../db/client';
import { selectRows } from '../../db/rows';
import { containsPattern } from './filterRepository';
import {
  isShortPattern,
  searchScopeKeys,
  searchTextMatches,
  termOfPattern,
  withPairsIndex,
} from './searchTextMatchRepository';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const TEXTS = ['ann lee ann.lee@x.test', 'zoë quinn', 'a_b 50%', 'back\\slash', ''];

describe('matching search text by letters and letter pairs', () => {
  it('gives back the term of a pattern, escapes undone', () => {
    for (const term of ['le', 'é', '50%', 'a_', 'x\\y', 'ann.lee']) {
      expect(termOfPattern(containsPattern(term))).toBe(term.toLowerCase());
    }
    expect(isShortPattern(containsPattern('le'))).toBe(true);
    expect(isShortPattern(containsPattern('ë'))).toBe(true);
    expect(isShortPattern(containsPattern('lee'))).toBe(false);
  });

  it('finds exactly the texts a contains search finds, for one and two letters', async () => {
    const terms = ['a', 'le', 'ë', 'ëq', '_', '%', '0%', '\\', 'k\\', ' l', 'zz', '@x'];
    for (const term of terms) {
      const pattern = containsPattern(term);
      expect(isShortPattern(pattern), term).toBe(true);
      const rows = await selectRows<{ text: string; grams: boolean; like: boolean }>(
        database.db,
        sql`select t.search_text as text, ${searchTextMatches(pattern)} as grams,
            t.search_text like ${pattern} as like
          from unnest(${`{${TEXTS.map((x) => JSON.stringify(x)).join(',')}}`}::text[])
            as t(search_text)`,
      );
      for (const row of rows) expect(row.grams, `${term} in ${row.text}`).toBe(row.like);
    }
  });

  it('indexes each text by exactly its letters and letter pairs (migration 0082)', async () => {
    const texts = [...TEXTS, 'a', 'ab', 'abc', 'aaaa', 'ëqë', 'x\ny z'];
    const rows = await selectRows<{ text: string; grams: string[] }>(
      database.db,
      sql`select t as text, short_grams(t) as grams
        from unnest(${`{${texts.map((x) => JSON.stringify(x)).join(',')}}`}::text[]) as t`,
    );
    expect(rows).toHaveLength(texts.length);
    for (const { text, grams } of rows) {
      const letters = Array.from(text);
      const expected = new Set([
        ...letters,
        ...letters.slice(1).map((letter, i) => `${letters[i] ?? ''}${letter}`),
      ]);
      expect(new Set(grams), text).toEqual(expected);
    }
  });

  it("reads a short term's matches by the letter-pairs index, never by a scan of the table", async () => {
    const plan = async (db: DatabaseHandle['db'], pattern: string) =>
      (
        await selectRows<{ 'QUERY PLAN': string }>(
          db,
          sql`explain select count(*) from mobile_user_search
            where ${searchTextMatches(pattern)}`,
        )
      )
        .map((row) => row['QUERY PLAN'])
        .join('\n');
    // The test database's table is small, so the planner scans it unless told not to.
    expect(await plan(database.db, containsPattern('na'))).toContain('Seq Scan');
    const told = await withPairsIndex(database.db, containsPattern('na'), (tx) =>
      plan(tx, containsPattern('na')),
    );
    expect(told).toContain('mobile_user_search_channel_grams_idx');
    expect(told).not.toContain('Seq Scan');
    // A longer term is left to the planner, and the setting ends with its transaction.
    expect(
      await withPairsIndex(database.db, containsPattern('nadia'), (db) =>
        plan(db, containsPattern('na')),
      ),
    ).toContain('Seq Scan');
    expect(await plan(database.db, containsPattern('na'))).toContain('Seq Scan');
  });

  it("reads a company admin's and a channel admin's matches by the index keyed by their scope", async () => {
    const companyId = '00000000-0000-4000-8000-000000000001';
    const channelId = '00000000-0000-4000-8000-000000000002';
    const plan = (keys: ReturnType<typeof searchScopeKeys>) =>
      database.db.transaction(async (tx) => {
        // The test database is small: the planner must be kept from reading it whole.
        await tx.execute(sql`set local enable_seqscan = off`);
        const rows = await selectRows<{ 'QUERY PLAN': string }>(
          tx,
          sql`explain select user_id from mobile_user_search
            where ${searchTextMatches(containsPattern('tess.k'))} and ${sql.join(keys, sql` and `)}`,
        );
        return rows.map((row) => row['QUERY PLAN']).join('\n');
      });
    const company = await plan(
      searchScopeKeys({ kind: 'company', adminId: companyId, companyId, companySlug: 'acme' }),
    );
    // The company's key is part of the index scan, not a filter on every row the term matches.
    expect(company).toMatch(/Index Cond: .*channel_ids \|\| company_id\) @> .*search_text ~~/s);
    expect(company).toContain('mobile_user_search_scope_text_idx');
    const channel = await plan(
      searchScopeKeys({
        kind: 'channel',
        adminId: companyId,
        companyId,
        companySlug: 'acme',
        channelId,
      }),
    );
    expect(channel).toMatch(/Index Cond: .*channel_ids \|\| company_id\) @> .*search_text ~~/s);
    expect(
      searchScopeKeys({ kind: 'platform', adminId: companyId, companyId: null, companySlug: null }),
    ).toEqual([]);
  });
});
