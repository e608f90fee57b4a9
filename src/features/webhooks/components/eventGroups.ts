import { WEBHOOK_EVENTS, type WebhookEvent } from '../../../../contract/webhooks';

/** The events as the form groups them. */
export const EVENT_GROUPS: { title: string; events: WebhookEvent[] }[] = [
  { title: 'Messages', events: WEBHOOK_EVENTS.filter((event) => event.startsWith('message.')) },
  { title: 'Members', events: WEBHOOK_EVENTS.filter((event) => event.startsWith('member.')) },
  { title: 'Billing', events: WEBHOOK_EVENTS.filter((event) => event.startsWith('subscription.')) },
];
