import { sql } from 'drizzle-orm';
import { selectRows } from '../../../server/db/rows';
import type { Database } from '../../../server/db/client';

/**
 * Tables a refused request may still write to by design: a wrong password is a refused sign-in
 * that the throttle must remember, and every call to the public sign-up and invitation routes,
 * and every call of the app under its token, counts toward their rate limits.
 */
const WRITTEN_WHEN_REFUSED = new Set(['login_failures', 'public_rate_hits', 'app_token_calls']);
/** The audit log records a refused write (403) as refused: its monthly partitions too. */
const AUDIT_LOG = /^audit_log(_|$)/;

/** A hash of every stored row, table by table: two equal fingerprints, nothing changed. */
export type Fingerprint = ReadonlyMap<string, string>;

export async function fingerprinter(db: Database) {
  const tables = (
    await selectRows<{ name: string }>(
      db,
      sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )
  )
    .map((row) => row.name)
    .filter(
      (name) =>
        !WRITTEN_WHEN_REFUSED.has(name) && !AUDIT_LOG.test(name) && /^[a-z_0-9]+$/.test(name),
    );
  // One statement for all tables; each row's text hashed, the hashes hashed in order.
  const query = sql.raw(
    tables
      .map(
        (name) =>
          `select '${name}' as name, (select md5(coalesce(string_agg(md5(t::text), '' order by md5(t::text)), '')) from "${name}" t) as hash`,
      )
      .join(' union all '),
  );
  return async (): Promise<Fingerprint> =>
    new Map(
      (await selectRows<{ name: string; hash: string }>(db, query)).map((row) => [
        row.name,
        row.hash,
      ]),
    );
}

/** The tables whose rows differ. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  return [...after].filter(([name, hash]) => before.get(name) !== hash).map(([name]) => name);
}
