/** What other modules, main.ts and the scripts use of webhooks out. */
export { webhookOutcomesSql } from './outcomeEventsRepository';
export { pruneDeliveries } from './outboxRepository';
export { createWebhookSender, type WebhookSender, type WebhookSenderOptions } from './sender';
