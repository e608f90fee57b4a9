import { inArray, sql } from 'drizzle-orm';
import { FUNNEL_STEPS, type FunnelStep } from '../../../contract/invitations';
import type { Database } from '../../db/client';
import { invitationFunnelCounts as f } from '../../db/schema/invitations';

export interface FunnelLink {
  id: string;
  companyId: string;
  channelId: string;
}

export type FunnelTotals = Record<FunnelStep, number>;

const NONE: FunnelTotals = { scanned: 0, opened: 0, registered: 0, confirmed: 0 };

/** The invitation funnel's daily counters, kept as each step happens. */
export function createFunnelRepository(db: Database, now: () => Date = () => new Date()) {
  return {
    /** One more of the step today; call it inside the event's own transaction. */
    async bump(tx: Database, link: FunnelLink, step: FunnelStep): Promise<void> {
      const day = now().toISOString().slice(0, 10);
      await tx
        .insert(f)
        .values({
          companyId: link.companyId,
          channelId: link.channelId,
          linkId: link.id,
          day,
          step,
          count: 1,
        })
        .onConflictDoUpdate({
          target: [f.linkId, f.day, f.step],
          set: { count: sql`${f.count} + 1` },
        });
    },

    /** Each link's totals over every day. */
    async totals(linkIds: readonly string[]): Promise<Map<string, FunnelTotals>> {
      const result = new Map<string, FunnelTotals>();
      if (linkIds.length === 0) return result;
      const rows = await db
        .select({ linkId: f.linkId, step: f.step, n: sql<number>`sum(${f.count})::int` })
        .from(f)
        .where(inArray(f.linkId, [...linkIds]))
        .groupBy(f.linkId, f.step);
      for (const row of rows) {
        const totals = result.get(row.linkId) ?? { ...NONE };
        const step = FUNNEL_STEPS.find((known) => known === row.step);
        if (step) totals[step] = row.n;
        result.set(row.linkId, totals);
      }
      return result;
    },

    none: (): FunnelTotals => ({ ...NONE }),
  };
}

export type FunnelRepository = ReturnType<typeof createFunnelRepository>;
