import {
  FUNNEL_ACTIVE_DAYS,
  FUNNEL_REPORT_STEPS,
  type FunnelLinkRow,
  type FunnelStepTotal,
  type FunnelWeek,
  type InvitationFunnel,
  type InvitationFunnelQuery,
} from '../../../contract/invitationFunnel';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { Scope } from '../../plugins/tenancy';
import { createFunnelReportRepository } from './funnelReportRepository';
import { DAY_MS, mondayOf, rangeOf, weeksOf } from './funnelRange';
import { createLinkRepository } from './linkRepository';

type Counts = Omit<FunnelWeek, 'week'>;
const COUNTED = ['opened', 'scanned', 'registered', 'confirmed'] as const;
const none = (): Counts => ({ opened: 0, scanned: 0, registered: 0, confirmed: 0, active: 0 });

/** Each step's total with the drop from the step before. */
function stepTotals(totals: Counts): FunnelStepTotal[] {
  return FUNNEL_REPORT_STEPS.map((step, index) => {
    const count = totals[step];
    const before = index > 0 ? totals[FUNNEL_REPORT_STEPS[index - 1] ?? step] : null;
    if (before === null) return { step, count, drop: null, dropPercent: null };
    const drop = before - count;
    const dropPercent = before > 0 ? Math.round((drop / before) * 1000) / 10 : null;
    return { step, count, drop, dropPercent };
  });
}

/**
 * The invitation funnel report: per step, link and ISO week, from the kept daily counters
 * (docs/decisions.md, "Invitation funnel"), so its cost follows links × weeks, not members.
 */
export function createFunnelService(db: Database, now: () => Date = () => new Date()) {
  const links = createLinkRepository(db);
  const report = createFunnelReportRepository(db);

  return {
    async report(scope: Scope, query: InvitationFunnelQuery): Promise<InvitationFunnel> {
      const range = rangeOf(query, now());
      if (query.channelID && !(await links.channelInScope(scope, query.channelID))) {
        throw notFound('Channel');
      }
      let reads = await links.list(scope, query.channelID);
      if (query.linkID) {
        reads = reads.filter((read) => read.row.id === query.linkID);
        if (reads.length === 0) throw notFound('Invitation link');
      }
      const ids = reads.map((read) => read.row.id);
      const since = new Date(now().getTime() - FUNNEL_ACTIVE_DAYS * DAY_MS);
      const [counts, active] = await Promise.all([
        report.weeklyCounts(ids, range),
        report.activeAdmins(ids, range, since),
      ]);

      const byLink = new Map(ids.map((id) => [id, none()]));
      const byWeek = new Map(weeksOf(range).map((week) => [week, none()]));
      const totals = none();
      const add = (linkId: string, week: string, step: keyof Counts, n: number) => {
        for (const counts of [byLink.get(linkId), byWeek.get(week), totals]) {
          if (counts) counts[step] += n;
        }
      };
      for (const row of counts) {
        const step = COUNTED.find((known) => known === row.step);
        if (step) add(row.linkId, row.week, step, row.n);
      }
      for (const admin of active)
        add(admin.linkId, mondayOf(admin.confirmedAt.getTime()), 'active', 1);

      const linkRows: FunnelLinkRow[] = reads.map((read) => ({
        linkID: read.row.id,
        channelID: read.row.channelId,
        channelName: read.channelName,
        dateCreated: read.row.dateCreated.toISOString(),
        ...(byLink.get(read.row.id) ?? none()),
      }));
      return {
        ...range,
        steps: stepTotals(totals),
        scanned: totals.scanned,
        links: linkRows,
        weeks: [...byWeek].map(([week, counts]) => ({ week, ...counts })),
      };
    },
  };
}

export type FunnelService = ReturnType<typeof createFunnelService>;
