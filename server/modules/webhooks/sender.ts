import type { Database } from '../../db/client';
import type { SecretBox } from '../../lib/secretBox';
import { resolveTarget, type Resolver, type WebhookTarget } from './addressGuard';
import { createEndpointCooling } from './endpointCooling';
import {
  recordDeliveryResults,
  takeDueDeliveries,
  type DeliveryResult,
  type TakenDelivery,
} from './outboxRepository';
import { postWebhook, type PostResult } from './webhookPost';

/** How long a delivery is tried: a day from when it was queued. */
export const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;

/** Waits before another try: 30 s, 1 min, 2 min... at most two hours. */
export const webhookRetryDelayMs = (attempts: number) =>
  Math.min(2 * 60 * 60_000, 30_000 * 2 ** Math.max(0, attempts - 1));

export interface WebhookSenderOptions {
  db: Database;
  secretBox: SecretBox;
  /** WEBHOOKS_ALLOW_PRIVATE: http and private addresses allowed (tests and demos). */
  allowPrivate: boolean;
  clock?: () => Date;
  /** Deliveries taken, and posted at once, per step. */
  batchSize?: number;
  /** How long one POST may take, answer included. */
  timeoutMs?: number;
  /** How long taken rows stay away from other senders. */
  inFlightMs?: number;
  resolver?: Resolver;
}

/** Whether an answered status is worth another try (the receiver's trouble, not a refusal). */
const retriable = (status: number) =>
  status >= 500 || status === 408 || status === 425 || status === 429;

/** The JSON body posted: the envelope of docs/decisions.md, "Webhooks out". */
export function webhookBody(delivery: TakenDelivery): string {
  return JSON.stringify({
    id: delivery.eventId,
    type: delivery.eventType,
    createdAt: delivery.occurredAt.toISOString(),
    companyID: delivery.companySlug,
    data: delivery.payload,
  });
}

/** What an answer (or its absence) means for the delivery. */
export function resultOf(
  delivery: TakenDelivery,
  posted: PostResult | { kind: 'refused'; error: string; lasting: boolean },
  now: Date,
): DeliveryResult {
  const base = { id: delivery.id, code: null, excerpt: null, error: null, retryAt: null };
  let retry: boolean;
  let result: DeliveryResult;
  if (posted.kind === 'answered') {
    const ok = posted.status >= 200 && posted.status < 300;
    retry = !ok && retriable(posted.status);
    result = {
      ...base,
      status: ok ? 'delivered' : 'failed',
      code: posted.status,
      excerpt: posted.excerpt,
      error: ok ? null : `The endpoint answered ${posted.status}.`,
    };
  } else {
    retry = posted.kind !== 'refused' || !posted.lasting;
    result = { ...base, status: 'failed', error: posted.error };
  }
  if (!retry) return result;
  const next = now.getTime() + webhookRetryDelayMs(delivery.attempts);
  if (next > delivery.queuedAt.getTime() + GIVE_UP_AFTER_MS)
    return { ...result, error: `Gave up after a day of tries. ${result.error ?? ''}`.trim() };
  return { ...result, status: 'queued', retryAt: new Date(next).toISOString() };
}

/**
 * The webhook sender, a loop of the delivery engine: takes due deliveries, posts them all at
 * once and writes their results back in one statement.
 */
export function createWebhookSender(options: WebhookSenderOptions) {
  const { db, secretBox, allowPrivate } = options;
  const clock = options.clock ?? (() => new Date());
  const batchSize = options.batchSize ?? 100;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const inFlightMs = options.inFlightMs ?? Math.max(60_000, timeoutMs * 3);

  async function send(
    delivery: TakenDelivery,
    targets: Map<string, Promise<WebhookTarget | { refused: string; lasting: boolean }>>,
    secrets: Map<string, string | null>,
  ): Promise<DeliveryResult> {
    let target = targets.get(delivery.url);
    if (!target) {
      target = resolveTarget(delivery.url, allowPrivate, options.resolver);
      targets.set(delivery.url, target);
    }
    const resolved = await target;
    if ('refused' in resolved)
      return resultOf(
        delivery,
        { kind: 'refused', error: resolved.refused, lasting: resolved.lasting },
        clock(),
      );
    if (!secrets.has(delivery.endpointId))
      secrets.set(delivery.endpointId, secretBox.open(delivery.secretSealed));
    const secret = secrets.get(delivery.endpointId);
    if (!secret)
      return resultOf(
        delivery,
        { kind: 'refused', error: 'The endpoint secret could not be opened.', lasting: true },
        clock(),
      );
    const posted = await postWebhook({
      target: resolved,
      body: webhookBody(delivery),
      eventId: delivery.eventId,
      eventType: delivery.eventType,
      secret,
      timestamp: Math.floor(clock().getTime() / 1000),
      timeoutMs,
    });
    return resultOf(delivery, posted, clock());
  }

  const cooling = createEndpointCooling();

  /** One step: true when it found deliveries to send. */
  async function runOnce(): Promise<boolean> {
    const now = clock();
    const taken = await takeDueDeliveries(db, {
      now,
      limit: batchSize,
      inFlightMs,
      heldEndpoints: cooling.held(now),
    });
    if (taken.length === 0) return false;
    const targets = new Map<
      string,
      Promise<WebhookTarget | { refused: string; lasting: boolean }>
    >();
    const secrets = new Map<string, string | null>();
    const results = await Promise.all(taken.map((delivery) => send(delivery, targets, secrets)));
    await recordDeliveryResults(db, results, clock());
    cooling.learn(taken, results, clock());
    return true;
  }

  return { runOnce };
}

export type WebhookSender = ReturnType<typeof createWebhookSender>;
