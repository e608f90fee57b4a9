import {
  ENGAGEMENT_FIGURES,
  type CreditsQuery,
  type CreditsReport,
  type EngagementQuery,
  type EngagementReport,
  type EngagementRow,
  type MessageCurve,
} from '../../../contract/analytics';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { Scope } from '../../plugins/tenancy';
import { periodsOf, rangeOf } from './range';
import { createAnalyticsRepository } from './repository';

/** A message's curve runs over its first 30 days; later opens count in the last hour. */
export const CURVE_HOURS = 30 * 24;

/**
 * Engagement over time from the kept daily rollups (docs/decisions.md, "Engagement over time"),
 * so its cost follows days × channels × delivery channels × types, never receipts; the credits
 * spent from the ledger; a message's own curve from its receipts.
 */
export function createAnalyticsService(db: Database, now: () => Date = () => new Date()) {
  const repository = createAnalyticsRepository(db);

  /** The channel asked for, checked against the caller's scope (a channel admin: their own). */
  async function channelOf(scope: Scope, channelId: string | undefined): Promise<string | null> {
    if (!channelId) return scope.kind === 'channel' ? scope.channelId : null;
    if (!(await repository.channelInScope(scope, channelId))) throw notFound('Channel');
    return channelId;
  }

  return {
    async report(scope: Scope, query: EngagementQuery): Promise<EngagementReport> {
      const range = rangeOf(query, now());
      const interval = query.interval ?? 'day';
      const channelId = await channelOf(scope, query.channelID);
      const periods = periodsOf(range, interval);
      const counted = await repository.periodRows(scope, range, interval, channelId);
      const sends: EngagementReport['sends'] = [];
      const rows: EngagementRow[] = [];
      for (const row of counted) {
        // A deleted message leaves its rows at zero.
        if (ENGAGEMENT_FIGURES.every((figure) => row[figure] === 0)) continue;
        if (row.deliveryChannel === 'all') {
          sends.push({ period: row.period, messageType: row.messageType, sends: row.sends });
        } else {
          rows.push({ ...row, deliveryChannel: row.deliveryChannel });
        }
      }
      return {
        ...range,
        interval,
        channelID: channelId,
        periods,
        sends,
        rows,
      };
    },

    async credits(scope: Scope, query: CreditsQuery): Promise<CreditsReport> {
      const range = rangeOf(query, now());
      const channelId = await channelOf(scope, query.channelID);
      return { ...range, months: await repository.creditsSpent(scope, range, channelId) };
    },

    async curve(scope: Scope, messageId: string): Promise<MessageCurve> {
      const message = await repository.messageInScope(scope, messageId);
      if (!message) throw notFound('Message');
      const curve = await repository.curve(messageId, CURVE_HOURS - 1);
      const last = curve.hours.at(-1)?.hour ?? -1;
      const byHour = new Map(curve.hours.map((h) => [h.hour, h]));
      return {
        messageId,
        sentAt: message.sentAt?.toISOString() ?? null,
        recipients: curve.recipients,
        opened: curve.opened,
        confirmed: curve.confirmed,
        hours: Array.from(
          { length: last + 1 },
          (_, hour) => byHour.get(hour) ?? { hour, opened: 0, confirmed: 0 },
        ),
      };
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
