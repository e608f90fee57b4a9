/** One message to one recipient, as the dispatcher hands it to a provider. */
export interface Delivery {
  receiptId: string;
  /** A push token, a phone number or an email address. */
  address: string;
  title: string;
  body: string;
  /** For push: the platform the token was registered from (ios, android, web). */
  platform?: string;
  /** For push: an https image the notification shows (rich push). */
  image?: string;
  /** For push: up to three action buttons, each opening its link (rich push). */
  buttons?: readonly DeliveryButton[];
}

/** A rich push's action button: its label and the link (https or the app's scheme) it opens. */
export interface DeliveryButton {
  label: string;
  url: string;
}

/**
 * Why a delivery failed, in words the console groups failures by: the recipient has no device,
 * the provider says the address is gone or refuses the message, the provider is down or slow,
 * or it throttled us, or nothing is configured to reach the address.
 */
export type FailureReason =
  | 'no_device'
  | 'unregistered'
  | 'rejected'
  | 'unavailable'
  | 'timeout'
  | 'throttled'
  | 'no_provider';

export const FAILURE_REASONS: readonly FailureReason[] = [
  'no_device',
  'unregistered',
  'rejected',
  'unavailable',
  'timeout',
  'throttled',
  'no_provider',
];

/**
 * What became of one delivery: sent, or an error, final when retrying cannot help. `gone`: the
 * provider says the address is no longer registered (a push token the app was uninstalled from),
 * so it must not be used again. `retryAt` (ms since the epoch): the provider was never asked
 * (it is paused by a Retry-After, its circuit is open, or the dispatcher is stopping), so the
 * delivery waits until then and the try does not count against its attempts.
 */
export type DeliveryResult =
  | { receiptId: string; ok: true }
  | {
      receiptId: string;
      ok: false;
      error: string;
      permanent: boolean;
      reason: FailureReason;
      gone?: true;
      retryAt?: number;
    };

/** What a provider's flow control reports of itself: for metrics, tests and the logs. */
export interface ProviderFlowState {
  inFlight: number;
  waiting: number;
  /** 'closed' (sending), 'open' (resting after a storm of failures) or 'half-open' (probing). */
  circuit: 'closed' | 'open' | 'half-open';
  /** Ms since the epoch until which a Retry-After holds the provider, or 0. */
  pausedUntil: number;
  /** Calls and turns since the process started, by what they came to (never reset). */
  calls: Record<ProviderCallOutcome, number>;
}

/**
 * What one turn at a provider came to: accepted; refused (this message, e.g. a bad number);
 * gone (the token is dead); throttled (429); failed (a server error or no connection); timeout;
 * held (no call made: a Retry-After pause or an open circuit turned it away).
 */
export type ProviderCallOutcome =
  'accepted' | 'refused' | 'gone' | 'throttled' | 'failed' | 'timeout' | 'held';

export const PROVIDER_CALL_OUTCOMES: readonly ProviderCallOutcome[] = [
  'accepted',
  'refused',
  'gone',
  'throttled',
  'failed',
  'timeout',
  'held',
];

/**
 * A way to reach recipients on one channel, one delivery at a time: the provider keeps its own
 * flow (requests in flight, rate, Retry-After, circuit), so the dispatcher hands it deliveries as
 * fast as it takes them and never waits for a whole batch. `kind` 'outbox' keeps deliveries in
 * the database (the delivery_outbox rows are the outbox; nothing is dispatched); any other kind
 * is a real adapter the dispatcher calls. `stop` makes every delivery still waiting for its turn
 * answer at once with a `retryAt` of now, so a stopping dispatcher hands them back quickly.
 */
export interface DeliveryProvider {
  readonly kind: string;
  send(delivery: Delivery): Promise<DeliveryResult>;
  flow?(): ProviderFlowState;
  /** A provider made of others (push: FCM and APNs): each keeps its own flow. */
  readonly parts?: readonly DeliveryProvider[];
  stop?(): void;
  close?(): Promise<void>;
}

/** A provider per channel a message can go out on. */
export interface DeliveryProviders {
  push: DeliveryProvider;
  sms: DeliveryProvider;
  email: DeliveryProvider;
}

export const OUTBOX_KIND = 'outbox';

/** Keeps deliveries where the fan-out wrote them; they are read with `npm run outbox`. */
export function createOutboxProvider(): DeliveryProvider {
  return {
    kind: OUTBOX_KIND,
    send: (delivery) => Promise.resolve({ receiptId: delivery.receiptId, ok: true }),
  };
}

/** An HTTP status that retrying will not change (bad request, bad token, unknown recipient). */
export function isPermanentStatus(status: number): boolean {
  return status >= 400 && status < 500 && status !== 408 && status !== 429;
}
