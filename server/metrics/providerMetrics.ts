import { Counter, Gauge, type Registry } from 'prom-client';
import {
  PROVIDER_CALL_OUTCOMES,
  type DeliveryProvider,
  type DeliveryProviders,
  type ProviderFlowState,
} from '../providers/delivery';

const CIRCUIT_STATES = ['closed', 'open', 'half-open'] as const;

/** The adapters a send reaches (FCM, APNs, Twilio, SMTP, or the outbox), parts of routers included. */
function adaptersOf(providers: DeliveryProviders): DeliveryProvider[] {
  const adapters = (provider: DeliveryProvider): DeliveryProvider[] =>
    provider.parts ? provider.parts.flatMap(adapters) : [provider];
  return [providers.push, providers.sms, providers.email].flatMap(adapters);
}

/**
 * Each provider adapter's flow as the dispatcher meets it, read at scrape time: calls by outcome
 * (their rate is the dispatch rate; throttled, failed and timeout ones are the retries), calls
 * in flight and deliveries waiting for a turn, the circuit's state, and what is left of a
 * Retry-After pause. Label `provider` is the adapter's kind: fcm, apns, twilio, smtp.
 */
export function registerProviderMetrics(registry: Registry, providers: DeliveryProviders) {
  const adapters = adaptersOf(providers);
  // Only adapters that keep a flow of their own report: the outbox keeps none.
  const each = (read: (kind: string, state: ProviderFlowState) => void) => {
    for (const adapter of adapters) {
      const state = adapter.flow?.();
      if (state) read(adapter.kind, state);
    }
  };
  new Counter({
    name: 'tidings_provider_calls_total',
    help: 'Turns at a delivery provider by outcome: accepted, refused, gone, throttled, failed, timeout, held (turned away by a pause or an open circuit)',
    labelNames: ['provider', 'outcome'] as const,
    registers: [registry],
    collect() {
      this.reset();
      each((provider, state) => {
        for (const outcome of PROVIDER_CALL_OUTCOMES)
          this.inc({ provider, outcome }, state.calls[outcome]);
      });
    },
  });
  new Gauge({
    name: 'tidings_provider_in_flight',
    help: 'Calls to a delivery provider awaiting its answer',
    labelNames: ['provider'] as const,
    registers: [registry],
    collect() {
      each((provider, state) => this.set({ provider }, state.inFlight));
    },
  });
  new Gauge({
    name: 'tidings_provider_waiting',
    help: 'Deliveries waiting for a turn at a delivery provider (its concurrency or rate is full)',
    labelNames: ['provider'] as const,
    registers: [registry],
    collect() {
      each((provider, state) => this.set({ provider }, state.waiting));
    },
  });
  new Gauge({
    name: 'tidings_provider_circuit',
    help: "A delivery provider's circuit: 1 on its current state (closed, open, half-open), 0 on the others",
    labelNames: ['provider', 'state'] as const,
    registers: [registry],
    collect() {
      each((provider, flow) => {
        for (const state of CIRCUIT_STATES)
          this.set({ provider, state }, flow.circuit === state ? 1 : 0);
      });
    },
  });
  new Gauge({
    name: 'tidings_provider_paused_seconds',
    help: "Seconds left of the pause a provider's Retry-After asked for, 0 when none",
    labelNames: ['provider'] as const,
    registers: [registry],
    collect() {
      each((provider, state) =>
        this.set(
          { provider },
          state.pausedUntil > 0 ? Math.max(0, (state.pausedUntil - Date.now()) / 1000) : 0,
        ),
      );
    },
  });
}
