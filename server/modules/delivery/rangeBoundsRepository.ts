import { sql } from 'drizzle-orm';
import { mobileUsers as u } from '../../db/schema/mobileUsers';
import type { DeliveryTarget } from './deliveryTargetRepository';
import { rowsOf, type Executor } from './sqlRowsRepository';

/** One range of user ids, [lo, hi); hi null for the last, which runs to the end. */
export interface IdRange {
  lo: string;
  hi: string | null;
}

const ID_TAIL = '-0000-0000-0000-000000000000';
const LOWEST_ID = `00000000${ID_TAIL}`;

/**
 * Pages of the users table the bounds are read from: some tens of thousands of rows, enough
 * for even ranges, read in milliseconds whatever the table's size.
 */
const SAMPLE_PAGES = 800;

/** Fewer of the audience than this per range in the sample, and it says too little. */
const SAMPLED_PER_RANGE = 20;

/**
 * Equal ranges of the id space by its first 32 bits: even for random (v4) ids, the ones the
 * product gives, and the fallback when a sample of the audience says too little.
 */
export function idRanges(count: number): IdRange[] {
  const bound = (i: number) =>
    `${Math.floor((i * 2 ** 32) / count)
      .toString(16)
      .padStart(8, '0')}${ID_TAIL}`;
  return Array.from({ length: count }, (_, i) => ({
    lo: bound(i),
    hi: i === count - 1 ? null : bound(i + 1),
  }));
}

/** Adjoining ranges from inner bounds: the first from the lowest id, the last to the end. */
export function rangesBetween(bounds: readonly string[]): IdRange[] {
  const inner = [...new Set(bounds)].filter((b) => b > LOWEST_ID).sort();
  const los = [LOWEST_ID, ...inner];
  return los.map((lo, i) => ({ lo, hi: inner[i] ?? null }));
}

/**
 * Ranges that each hold about as many of the audience as the others, bounded by the
 * quantiles of a page sample of the users table. Ids need not be spread over the id space:
 * ids imported or generated in time order (a v7-style prefix) fall in one slice of it, and
 * equal slices would leave every other worker idle. Falls back to equal slices when the
 * sample holds too few of the audience (a small audience in a large table).
 */
export async function audienceRanges(
  db: Executor,
  target: Pick<DeliveryTarget, 'condition'>,
  count: number,
): Promise<IdRange[]> {
  const [size] = await rowsOf(
    db,
    sql`select pg_relation_size('mobile_users') / current_setting('block_size')::int as pages`,
  );
  const pages = Math.max(Number(size?.pages) || 1, 1);
  const percent = Math.min(100, (100 * SAMPLE_PAGES) / pages);
  const fractions = Array.from({ length: count - 1 }, (_, i) => sql.raw(String((i + 1) / count)));
  const [sample] = await rowsOf(
    db,
    sql`select count(*)::int as sampled,
        array_to_string(percentile_disc(array[${sql.join(fractions, sql`, `)}]::float8[])
          within group (order by ${u.id}), ',') as bounds
      from ${u} tablesample system (${percent}::real)
      where ${target.condition}`,
  );
  const sampled = Number(sample?.sampled) || 0;
  const bounds = typeof sample?.bounds === 'string' ? sample.bounds.split(',') : [];
  if (sampled < count * SAMPLED_PER_RANGE || bounds.length === 0) return idRanges(count);
  return rangesBetween(bounds);
}
