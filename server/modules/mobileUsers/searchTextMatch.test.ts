import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../tests/api/harness';
import type { DatabaseHandle } from '../../db/client';
import { selectRows } from '../../db/rows';
import { containsPattern } from './filterRepository';
import { isShortPattern, searchTextMatches, termOfPattern } from './searchTextMatchRepository';

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
});
