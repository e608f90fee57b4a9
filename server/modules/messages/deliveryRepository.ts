import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  DELIVERY_FAILURE_REASONS,
  type ChannelDelivery,
  type DeliveryState,
  type MessageDelivery,
} from '../../../contract/messageDelivery';
import type { Database } from '../../db/client';
import { messageReceiptCounts } from '../../db/schema/messageReceiptCounts';
import { messages as m } from '../../db/schema/messages';
import type { Scope } from '../../plugins/tenancy';
import { countedOccurrences, readProgress, type ChannelProgress } from '../delivery/public';
import { createRateSampler, type RateSampler } from './deliveryRate';
import { messagesInScope } from './messageScopeRepository';

const RECURRING = new Set(['daily', 'weekdays']);

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function channelOf(progress: ChannelProgress): ChannelDelivery {
  const failedTotal = DELIVERY_FAILURE_REASONS.reduce((sum, r) => sum + progress.failed[r], 0);
  return {
    channel: progress.channel,
    queued: progress.queued,
    stored: progress.stored,
    sent: progress.sent,
    failed: { ...progress.failed },
    failedTotal,
    handed: progress.sent + failedTotal,
    waiting: progress.waiting,
    firstSentAt: iso(progress.firstSentAt),
    lastSentAt: iso(progress.lastSentAt),
  };
}

const sumOf = (channels: readonly ChannelDelivery[], pick: (c: ChannelDelivery) => number) =>
  channels.reduce((sum, channel) => sum + pick(channel), 0);

/** The average from the first hand-over to the latest, or null over no span at all. */
function averageRate(channels: readonly ChannelProgress[], handed: number): number | null {
  const firsts = channels.flatMap((c) => (c.firstSentAt ? [c.firstSentAt.getTime()] : []));
  const lasts = channels.flatMap((c) => (c.lastSentAt ? [c.lastSentAt.getTime()] : []));
  if (firsts.length === 0 || lasts.length === 0) return null;
  const spanMs = Math.max(...lasts) - Math.min(...firsts);
  return spanMs > 0 ? (handed * 1000) / spanMs : null;
}

/**
 * A message's delivery as it happens (GET /message/delivery/{messageId}): its counted sendings'
 * fan-out state and their rows by channel and outcome from the delivery_progress counters, the
 * rate they are handed over at and the time left. A few rows read, whatever the audience.
 */
export function createMessageDelivery(
  db: Database,
  sampler: RateSampler = createRateSampler(),
  clock: () => Date = () => new Date(),
) {
  async function findVisible(scope: Scope, id: string) {
    const [row] = await db
      .select({ scheduleType: m.scheduleType, recipients: m.recipients })
      .from(m)
      .where(and(eq(m.id, id), messagesInScope(scope, 'message')));
    return row;
  }

  async function recipientsWritten(occurrenceIds: readonly string[]): Promise<number> {
    if (occurrenceIds.length === 0) return 0;
    const [row] = await db
      .select({
        total: sql<number>`coalesce(sum(${messageReceiptCounts.total}), 0)`.mapWith(Number),
      })
      .from(messageReceiptCounts)
      .where(inArray(messageReceiptCounts.occurrenceId, [...occurrenceIds]));
    return row?.total ?? 0;
  }

  return {
    /** Null: no such message in scope. */
    async progress(scope: Scope, messageId: string): Promise<MessageDelivery | null> {
      const message = await findVisible(scope, messageId);
      if (!message) return null;
      const occurrences = await countedOccurrences(db, messageId);
      const ids = occurrences.map((occurrence) => occurrence.id);
      const [progress, written] = await Promise.all([
        readProgress(db, ids),
        recipientsWritten(ids),
      ]);
      const now = clock();
      const channels = progress.map(channelOf);
      const totals = {
        queued: sumOf(channels, (c) => c.queued),
        stored: sumOf(channels, (c) => c.stored),
        sent: sumOf(channels, (c) => c.sent),
        failed: sumOf(channels, (c) => c.failedTotal),
        handed: sumOf(channels, (c) => c.handed),
        waiting: sumOf(channels, (c) => c.waiting),
      };
      const inProgress = occurrences.some((o) => o.state === 'pending' || o.state === 'sending');
      const state: DeliveryState =
        occurrences.length === 0
          ? 'scheduled'
          : inProgress || totals.waiting > 0
            ? 'sending'
            : totals.stored > 0
              ? 'outbox'
              : 'sent';

      const latest = occurrences[0] ?? null;
      const recent =
        state === 'sending'
          ? sampler.rate(`${messageId}:${ids.join(',')}`, totals.handed, now.getTime())
          : null;
      const average = averageRate(progress, totals.handed);
      const rate = recent ?? average;
      const secondsLeft =
        totals.waiting === 0
          ? inProgress
            ? null
            : 0
          : rate !== null && rate > 0
            ? Math.ceil(totals.waiting / rate)
            : null;
      return {
        messageId,
        state,
        recurring: RECURRING.has(message.scheduleType),
        occurrences: occurrences.length,
        occurrenceId: latest?.id ?? null,
        dueAt: iso(latest?.dueAt ?? null),
        fanOut: { inProgress, recipientsWritten: written, audience: message.recipients },
        channels,
        totals,
        rate: rate === null ? null : Math.round(rate * 10) / 10,
        rateOver: recent !== null ? 'recent' : average !== null ? 'average' : null,
        secondsLeft,
        checkedAt: now.toISOString(),
      };
    },
  };
}

export type MessageDeliveryReads = ReturnType<typeof createMessageDelivery>;
