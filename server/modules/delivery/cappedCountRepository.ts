import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';
import { mobileUsers as u } from '../../db/schema/mobileUsers';
import { audienceCondition, reachChannel, type AudienceTarget } from './audienceSqlRepository';
import { capPeriodSql, loadRecipientRules } from './recipientRulesRepository';

/**
 * How many of an audience the company's frequency cap would skip now: reachable users whose
 * counter for their current local period is full. Without a cap, 0 with no query over users.
 * With one, a lookup of each audience user's counter by its key.
 */
export async function countCapped(db: Database, target: AudienceTarget, now: Date) {
  const { cap } = await loadRecipientRules(db, target.channel.companyId);
  if (!cap) return 0;
  const [row] = await selectRows<{ capped: unknown }>(
    db,
    sql`select count(*) as capped from ${u}
      join recipient_send_counts c on c.mobile_user_id = ${u.id}
        and c.period_start = ${capPeriodSql(cap.period, now, sql`${u.timeZone}`)}
        and c.sent >= ${cap.limit}
      where ${audienceCondition(target)} and ${reachChannel(target.channel, target.mode)} <> 'none'`,
  );
  return Number(row?.capped ?? 0);
}
