import type { Delivery, DeliveryProvider, DeliveryResult } from '../delivery';
import type { FlowLimits } from '../flow/flowGate';

/** Hands every delivery to the provider at once, as the dispatcher does, and awaits all. */
export const sendAll = (
  provider: DeliveryProvider,
  deliveries: readonly Delivery[],
): Promise<DeliveryResult[]> => Promise.all(deliveries.map((d) => provider.send(d)));

/** Generous limits for adapter tests that are not about flow. */
export const TEST_LIMITS: FlowLimits = { concurrency: 20, ratePerSecond: 0 };
