import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';
import { mobileUsers as u } from '../../db/schema/mobileUsers';
import { audienceCondition, type AudienceTarget } from './audienceSqlRepository';
import { withSegment } from './segmentAudienceRepository';

/** How many members of an audience speak one language. */
export interface AudienceLanguage {
  language: string;
  members: number;
}

/**
 * The audience by language, most members first: members without a language of their own count
 * under the organisation's default, as the fan-out sends them its own texts. One pass over the
 * audience, grouped.
 */
export async function audienceLanguages(
  db: Database,
  given: AudienceTarget,
): Promise<AudienceLanguage[]> {
  const target = await withSegment(db, given);
  const fallback = sql`(select default_language from companies where id = ${target.channel.companyId})`;
  const rows = await selectRows<Record<string, unknown>>(
    db,
    sql`select coalesce(${u.language}, ${fallback}) as language, count(*)::int as members
      from ${u} where ${audienceCondition(target)}
      group by 1 order by 2 desc, 1`,
  );
  return rows.map((row) => ({ language: String(row.language), members: Number(row.members) }));
}
