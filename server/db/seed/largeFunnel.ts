import { sql } from 'drizzle-orm';
import type { Database } from '../client';

export interface LargeFunnelOptions {
  companyId: string;
  channelId: string;
  /** Links to make for the channel (20 by default). */
  links?: number;
  /** Days of counters per link, up to today (365 by default). */
  days?: number;
}

/**
 * The invitation funnel at scale: links for the big channel, each with a year of daily counters
 * for every step (opens and scans most days, fewer registrations and confirmations), so the
 * funnel route's bench reads as many kept rows as a busy channel would have. The links are
 * seeded without their sealed token, as the demo's are: they show no URL until rotated.
 */
export async function seedLargeFunnel(db: Database, options: LargeFunnelOptions): Promise<void> {
  const links = options.links ?? 20;
  const days = options.days ?? 365;
  const run = Date.now().toString(36);
  await db.execute(sql`
    with made as (
      insert into invitation_links (company_id, channel_id, token_hash, valid_days, expires_at,
        date_created)
      select ${options.companyId}, ${options.channelId}, 'large-' || ${run} || '-' || n, 365,
        now() + interval '1 day' * (n * 10), now() - interval '1 day' * ${days}
      from generate_series(1, ${links}::int) n
      returning id, (substring(token_hash from '[0-9]+$'))::int as n
    )
    insert into invitation_funnel_counts (company_id, channel_id, link_id, day, step, count)
    select ${options.companyId}, ${options.channelId}, made.id, current_date - d, s.step,
      greatest(1, ((made.n * 31 + d * 17) % 97) / s.divisor)
    from made
    cross join generate_series(0, ${days - 1}::int) d
    cross join (values ('opened', 1), ('scanned', 3), ('registered', 8), ('confirmed', 12))
      as s(step, divisor)`);
  await db.execute(sql`vacuum (analyze) invitation_funnel_counts, invitation_links`);
}
