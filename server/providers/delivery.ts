/** One message to one recipient, as the dispatcher hands it to a provider. */
export interface Delivery {
  receiptId: string;
  /** A push token, a phone number or an email address. */
  address: string;
  title: string;
  body: string;
  /** For push: the platform the token was registered from (ios, android, web). */
  platform?: string;
}

/**
 * What became of one delivery: sent, or an error, final when retrying cannot help. `gone`: the
 * provider says the address is no longer registered (a push token the app was uninstalled from),
 * so it must not be used again.
 */
export type DeliveryResult =
  | { receiptId: string; ok: true }
  | { receiptId: string; ok: false; error: string; permanent: boolean; gone?: true };

/**
 * A way to reach recipients on one channel. `send` answers one result per delivery, in the
 * order given (the dispatcher pairs a push token with its result by position). `kind` 'outbox' keeps deliveries in the database
 * (the delivery_outbox rows are the outbox; nothing is dispatched); any other kind is a real
 * adapter the dispatcher calls.
 */
export interface DeliveryProvider {
  readonly kind: string;
  send(batch: readonly Delivery[]): Promise<DeliveryResult[]>;
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
    send: (batch) => Promise.resolve(batch.map((d) => ({ receiptId: d.receiptId, ok: true }))),
  };
}

/** Runs `send` for every item with at most `limit` in flight, keeping the input order. */
export async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  send: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await send(items[index] as T);
    }
  });
  await Promise.all(lanes);
  return results;
}

/** An HTTP status that retrying will not change (bad request, bad token, unknown recipient). */
export function isPermanentStatus(status: number): boolean {
  return status >= 400 && status < 500 && status !== 408 && status !== 429;
}
