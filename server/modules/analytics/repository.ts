import { and, eq, sql } from 'drizzle-orm';
import type { AnalyticsInterval, CreditsMonth, EngagementRow } from '../../../contract/analytics';
import { DELIVERY_CHANNELS } from '../../../contract/analytics';
import type { Database } from '../../db/client';
import { inScope, inScopeSql } from '../../db/inScope';
import { receiptConfirmed } from '../../db/receiptConfirmed';
import { selectRows } from '../../db/rows';
import { contentProviders } from '../../db/schema/channels';
import { channelCreditLedger as l } from '../../db/schema/creditLedger';
import { messageReceiptCounts as c } from '../../db/schema/messageReceiptCounts';
import {
  messageOccurrences as o,
  messageReceipts as r,
  messages as m,
} from '../../db/schema/messages';
import type { Scope } from '../../plugins/tenancy';

export interface DayRange {
  /** First and last UTC day, YYYY-MM-DD. */
  from: string;
  to: string;
}

/** Kept rollup rows summed per period: `deliveryChannel` 'all' rows carry only sends. */
export interface PeriodRow extends Omit<EngagementRow, 'deliveryChannel'> {
  deliveryChannel: EngagementRow['deliveryChannel'] | 'all';
}

const num = (value: unknown) => Number(value ?? 0);
const isDeliveryChannel = (value: string): value is PeriodRow['deliveryChannel'] =>
  value === 'all' || (DELIVERY_CHANNELS as readonly string[]).includes(value);

/**
 * The analytics' SQL: the kept daily rollups (engagement_daily, migration 0068) by the primary
 * key's organisation and day (or a channel's index), the credit ledger's sends, and one
 * message's receipts for its curve.
 */
export function createAnalyticsRepository(db: Database) {
  return {
    /** Whether the channel is one the caller may read. */
    async channelInScope(scope: Scope, channelId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: contentProviders.id })
        .from(contentProviders)
        .where(
          and(
            eq(contentProviders.id, channelId),
            inScope(scope, { company: contentProviders.companyId, channel: contentProviders.id }),
          ),
        );
      return row !== undefined;
    },

    /**
     * The rollups of the range summed per period (in order: sorting thousands of rows by locale
     * in JavaScript cost more than the query), delivery channel and message type: one
     * channel's, or the organisation's (a channel admin always names their channel).
     */
    async periodRows(
      scope: Scope,
      range: DayRange,
      interval: AnalyticsInterval,
      channelId: string | null,
    ): Promise<PeriodRow[]> {
      // The ISO week's Monday by date arithmetic, cheaper than date_trunc over a year of rows.
      const period =
        interval === 'week' ? sql`(d.day - (extract(isodow from d.day)::int - 1))` : sql`d.day`;
      const rows = await selectRows(
        db,
        sql`select ${period}::text as period, d.delivery_channel, d.message_type,
            sum(d.sends)::bigint as sends, sum(d.recipients)::bigint as recipients,
            sum(d.handed)::bigint as handed, sum(d.failed)::bigint as failed,
            sum(d.opened)::bigint as opened, sum(d.confirmed)::bigint as confirmed,
            sum(d.feedback_yes)::bigint as feedback_yes, sum(d.feedback_no)::bigint as feedback_no
          from ${
            channelId
              ? sql`engagement_daily d
                where d.channel_id = ${channelId}
                  and ${inScopeSql(scope, { company: sql`d.company_id`, channel: sql`d.channel_id` })}`
              : sql`engagement_daily_org d
                where ${inScopeSql(scope, { company: sql`d.company_id` })}`
          }
            and d.day between ${range.from}::date and ${range.to}::date
          group by 1, 2, 3 order by 1, 2, 3`,
      );
      return rows.flatMap((row) => {
        const deliveryChannel = String(row.delivery_channel);
        if (!isDeliveryChannel(deliveryChannel)) return [];
        return [
          {
            period: String(row.period),
            deliveryChannel,
            messageType: String(row.message_type),
            sends: num(row.sends),
            recipients: num(row.recipients),
            handed: num(row.handed),
            failed: num(row.failed),
            opened: num(row.opened),
            confirmed: num(row.confirmed),
            feedbackYes: num(row.feedback_yes),
            feedbackNo: num(row.feedback_no),
          },
        ];
      });
    },

    /** Text credits spent by sends, per UTC month and channel, from the ledger's send rows. */
    async creditsSpent(
      scope: Scope,
      range: DayRange,
      channelId: string | null,
    ): Promise<CreditsMonth[]> {
      const month = sql<string>`to_char(${l.createdAt} at time zone 'UTC', 'YYYY-MM')`;
      const rows = await db
        .select({
          month,
          channelID: l.channelId,
          channelName: contentProviders.clientName,
          spent: sql<number>`(-sum(${l.change}))::int`.mapWith(Number),
        })
        .from(l)
        .innerJoin(contentProviders, eq(contentProviders.id, l.channelId))
        .where(
          and(
            inScope(scope, { company: l.companyId, channel: l.channelId }),
            channelId ? eq(l.channelId, channelId) : undefined,
            eq(l.kind, 'text_credits'),
            eq(l.reason, 'send'),
            sql`${l.createdAt} >= ${range.from}::date at time zone 'UTC'`,
            sql`${l.createdAt} < (${range.to}::date + 1) at time zone 'UTC'`,
          ),
        )
        .groupBy(month, l.channelId, contentProviders.clientName)
        .orderBy(month, contentProviders.clientName);
      return rows.map((row) => ({ ...row, channelName: row.channelName ?? '' }));
    },

    /** A live message the caller may read, with when it was first due; null: none such. */
    async messageInScope(scope: Scope, messageId: string): Promise<{ sentAt: Date | null } | null> {
      const [row] = await db
        .select({ id: m.id })
        .from(m)
        .where(
          and(
            eq(m.id, messageId),
            eq(m.isDeleted, false),
            inScope(scope, { company: m.companyId, channel: m.contentProviderId }),
          ),
        );
      if (!row) return null;
      const [first] = await selectRows(
        db,
        sql`select to_char(min(${r.sentAt}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
            as sent_at
          from ${o} join ${r} on ${r.occurrenceId} = ${o.id}
          where ${o.messageId} = ${messageId}`,
      );
      const sentAt = typeof first?.sent_at === 'string' ? new Date(first.sent_at) : null;
      return { sentAt };
    },

    /**
     * A message's totals as its history shows them (message_receipt_counts, the same counters)
     * and its opens and confirmations by whole hours since each receipt was sent, the last hour
     * holding everything later.
     */
    async curve(messageId: string, lastHour: number) {
      const [totals] = await db
        .select({
          recipients: sql<number>`coalesce(sum(${c.total}), 0)`.mapWith(Number),
          opened:
            sql<number>`coalesce(sum(${c.openedUnconfirmed} + ${c.openedConfirmed}), 0)`.mapWith(
              Number,
            ),
          confirmed: sql<number>`coalesce(sum(${c.openedConfirmed}), 0)`.mapWith(Number),
        })
        .from(c)
        .innerJoin(o, eq(o.id, c.occurrenceId))
        .where(eq(o.messageId, messageId));
      const hourOf = (at: ReturnType<typeof sql>) =>
        sql`least(greatest(floor(extract(epoch from ${at} - rs.sent_at) / 3600), 0), ${lastHour})::int`;
      const hours = await selectRows(
        db,
        sql`with rs as (
            select ${r.sentAt} as sent_at, ${r.readAt} as read_at,
              case when ${receiptConfirmed()} then coalesce(${r.confirmedAt}, ${r.readAt}) end
                as confirmed_at
            from ${r} join ${o} on ${o.id} = ${r.occurrenceId}
            where ${o.messageId} = ${messageId} and ${r.readAt} is not null
          )
          select hour, sum(opened)::int as opened, sum(confirmed)::int as confirmed from (
            select ${hourOf(sql`rs.read_at`)} as hour, 1 as opened, 0 as confirmed from rs
            union all
            select ${hourOf(sql`rs.confirmed_at`)}, 0, 1 from rs where rs.confirmed_at is not null
          ) h group by hour order by hour`,
      );
      return {
        recipients: totals?.recipients ?? 0,
        opened: totals?.opened ?? 0,
        confirmed: totals?.confirmed ?? 0,
        hours: hours.map((row) => ({
          hour: num(row.hour),
          opened: num(row.opened),
          confirmed: num(row.confirmed),
        })),
      };
    },
  };
}

export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
