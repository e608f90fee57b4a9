import type { DeliveryResult, TakenDelivery } from './outboxRepository';

/**
 * Endpoints that just failed, held back by this sender for a while: one whose deliveries all
 * time out would otherwise be in every batch, and every batch would wait out its timeout, so
 * one broken receiver slowed every other. After a batch in which an endpoint answered nothing
 * good and something worth retrying, its deliveries are not taken for 30 s, then 1 min, 2 min…
 * (at most 10 min) while it keeps failing; one delivered lets it go at once. Kept in memory:
 * a restarted sender tries once more at once, which is what it should do anyway.
 */
export function createEndpointCooling(maxMs = 10 * 60_000) {
  const cooling = new Map<string, { until: number; failures: number }>();
  return {
    /** The endpoints not to take deliveries of now. */
    held(now: Date): string[] {
      const held: string[] = [];
      for (const [id, state] of cooling) if (state.until > now.getTime()) held.push(id);
      return held;
    },
    /** Learns from a batch's results. */
    learn(taken: readonly TakenDelivery[], results: readonly DeliveryResult[], now: Date): void {
      const endpointOf = new Map(taken.map((delivery) => [delivery.id, delivery.endpointId]));
      const outcome = new Map<string, 'delivered' | 'retrying'>();
      for (const result of results) {
        const endpoint = endpointOf.get(result.id);
        if (!endpoint) continue;
        if (result.status === 'delivered') outcome.set(endpoint, 'delivered');
        else if (result.status === 'queued' && !outcome.has(endpoint))
          outcome.set(endpoint, 'retrying');
      }
      for (const [endpoint, state] of outcome) {
        if (state === 'delivered') {
          cooling.delete(endpoint);
          continue;
        }
        const failures = (cooling.get(endpoint)?.failures ?? 0) + 1;
        const wait = Math.min(maxMs, 30_000 * 2 ** (failures - 1));
        cooling.set(endpoint, { until: now.getTime() + wait, failures });
      }
    },
  };
}
