import { Type, type Static } from '@sinclair/typebox';
import { L, Nullable, Success } from './common';

/* GET /message/delivery/{messageId}: how a message's sending stands, by channel and reason. */

/**
 * Why a delivery was given up (server/providers/delivery.ts): the recipient has no device, the
 * app was uninstalled, the provider refused it, was down, did not answer, asked us to slow down
 * for too long, or nothing is configured to reach the address.
 */
export const DELIVERY_FAILURE_REASONS = [
  'no_device',
  'unregistered',
  'rejected',
  'unavailable',
  'timeout',
  'throttled',
  'no_provider',
] as const;
export type DeliveryFailureReason = (typeof DELIVERY_FAILURE_REASONS)[number];

/**
 * How a message's sending stands: nothing due yet; receipts still being written or rows still
 * waiting for a provider; every row handed to its provider or given up; or rows kept in the
 * outbox because no provider is configured for their channel.
 */
export const DELIVERY_STATES = ['scheduled', 'sending', 'sent', 'outbox'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/** The channels a provider delivers: DELIVERY_CHANNELS but none and capped. */
export const PROVIDER_CHANNELS = ['push', 'sms', 'email'] as const;
export type ProviderChannel = (typeof PROVIDER_CHANNELS)[number];

const Count = Type.Integer({ minimum: 0 });

export const DeliveryFailures = Type.Object({
  no_device: Count,
  unregistered: Count,
  rejected: Count,
  unavailable: Count,
  timeout: Count,
  throttled: Count,
  no_provider: Count,
});
export type DeliveryFailures = Static<typeof DeliveryFailures>;

/** One channel's rows of the counted sendings. */
export const ChannelDelivery = Type.Object({
  channel: Type.Union(PROVIDER_CHANNELS.map((c) => L(c))),
  /** Rows written for a provider to take. */
  queued: Count,
  /** Rows kept in the outbox: no provider is configured for the channel. */
  stored: Count,
  /** Handed to the provider and accepted by it. */
  sent: Count,
  /** Given up, by reason, and all of them. */
  failed: DeliveryFailures,
  failedTotal: Count,
  /** sent + failedTotal: what is over with. */
  handed: Count,
  /** Queued rows neither sent nor given up yet (waiting, or being retried). */
  waiting: Count,
  /** ISO instants of the first and the latest hand-over, or null before any. */
  firstSentAt: Nullable(Type.String()),
  lastSentAt: Nullable(Type.String()),
});
export type ChannelDelivery = Static<typeof ChannelDelivery>;

/** GET /message/delivery/{messageId}: a message's delivery as it happens. */
export const MessageDelivery = Type.Object({
  messageId: Type.String(),
  state: Type.Union(DELIVERY_STATES.map((s) => L(s))),
  /**
   * Which sendings are counted: every one of a one-off message; of a recurring one (daily or
   * weekdays) only the latest that is due, named here. occurrenceId and dueAt (ISO) name the
   * latest counted sending, null before any.
   */
  recurring: Type.Boolean(),
  occurrences: Count,
  occurrenceId: Nullable(Type.String()),
  dueAt: Nullable(Type.String()),
  /** The writing of receipts and rows: still under way, and how many recipients so far. */
  fanOut: Type.Object({
    inProgress: Type.Boolean(),
    recipientsWritten: Count,
    /** The audience as counted when the message was sent or scheduled. */
    audience: Count,
  }),
  channels: Type.Array(ChannelDelivery),
  totals: Type.Object({
    queued: Count,
    stored: Count,
    sent: Count,
    failed: Count,
    handed: Count,
    waiting: Count,
  }),
  /**
   * Rows handed over a second: over the last few seconds when the server has read the counts
   * that long ago ('recent'), else the average from the first hand-over to the latest
   * ('average'); null while unknown.
   */
  rate: Nullable(Type.Number()),
  rateOver: Nullable(Type.Union([L('recent'), L('average')])),
  /** waiting / rate, rounded up; 0 when nothing waits; null when the rate is unknown or 0. */
  secondsLeft: Nullable(Type.Number()),
  /** When the server read the counts (ISO). */
  checkedAt: Type.String(),
});
export type MessageDelivery = Static<typeof MessageDelivery>;
export const MessageDeliveryResponse = Success(MessageDelivery);
export type MessageDeliveryResponse = Static<typeof MessageDeliveryResponse>;
