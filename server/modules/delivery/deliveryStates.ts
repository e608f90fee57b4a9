import { OUTBOX_KIND, type DeliveryProviders } from '../../providers/delivery';
import type { OutboxStates } from './writeDeliveriesRepository';

/** Rows for an outbox provider are the outbox ('stored'); a real adapter's wait to be sent. */
export function outboxStatesFor(providers: DeliveryProviders): OutboxStates {
  const state = (kind: string) => (kind === OUTBOX_KIND ? 'stored' : 'queued');
  return {
    push: state(providers.push.kind),
    sms: state(providers.sms.kind),
    email: state(providers.email.kind),
  };
}
