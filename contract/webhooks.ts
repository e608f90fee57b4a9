import { Type, type Static } from '@sinclair/typebox';
import { Nullable, Success, Uuid } from './common';

/** The events an endpoint may take (docs/decisions.md, "Webhooks out"). */
export const WEBHOOK_EVENTS = [
  'message.sent',
  'message.handed_to_provider',
  'message.failed',
  'message.opened',
  'message.confirmed',
  'message.feedback',
  'member.registered',
  'member.suspended',
  'member.erased',
  'member.opted_out',
  'subscription.changed',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** How the console names each event. */
export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = {
  'message.sent': 'Message sent',
  'message.handed_to_provider': 'Handed to provider',
  'message.failed': 'Delivery failed',
  'message.opened': 'Message opened',
  'message.confirmed': 'Message confirmed',
  'message.feedback': 'Feedback given',
  'member.registered': 'Member registered',
  'member.suspended': 'Member suspended',
  'member.erased': 'Member erased',
  'member.opted_out': 'Member opted out',
  'subscription.changed': 'Subscription changed',
};

/** Endpoints an organisation may have: each event is queued once per endpoint taking it. */
export const WEBHOOK_ENDPOINTS_MAX = 20;

export const WEBHOOK_STATUSES = ['queued', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_STATUSES)[number];

/** The headers every delivery carries; the signature is over `${timestamp}.${body}`. */
export const WEBHOOK_HEADERS = {
  id: 'webhook-id',
  timestamp: 'webhook-timestamp',
  signature: 'webhook-signature',
  event: 'webhook-event',
} as const;

const WebhookEventSchema = Type.Union(WEBHOOK_EVENTS.map((event) => Type.Literal(event)));

export const WebhookEndpointBody = Type.Object(
  {
    url: Type.String({ minLength: 8, maxLength: 2000 }),
    description: Type.Optional(Type.String({ maxLength: 200 })),
    events: Type.Array(WebhookEventSchema, { minItems: 1, maxItems: WEBHOOK_EVENTS.length }),
  },
  { additionalProperties: false },
);
export type WebhookEndpointBody = Static<typeof WebhookEndpointBody>;

export const WebhookPauseBody = Type.Object(
  { paused: Type.Boolean() },
  { additionalProperties: false },
);
export type WebhookPauseBody = Static<typeof WebhookPauseBody>;

export const WebhookEndpoint = Type.Object({
  id: Type.String(),
  url: Type.String(),
  description: Type.String(),
  events: Type.Array(Type.String()),
  paused: Type.Boolean(),
  /** The secret's last characters behind a mask. */
  secretLast: Type.String(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
  /** Deliveries waiting and failed in the last day, for the list. */
  queued: Type.Integer(),
  failedLastDay: Type.Integer(),
});
export type WebhookEndpoint = Static<typeof WebhookEndpoint>;

/** An endpoint with its whole secret: answered only by a create and a roll. */
export const WebhookEndpointWithSecret = Type.Composite([
  WebhookEndpoint,
  Type.Object({ secret: Type.String() }),
]);
export type WebhookEndpointWithSecret = Static<typeof WebhookEndpointWithSecret>;

export const WebhookDelivery = Type.Object({
  id: Type.String(),
  eventId: Type.String(),
  eventType: Type.String(),
  status: Type.String(),
  attempts: Type.Integer(),
  nextAttemptAt: Nullable(Type.String()),
  lastResponseCode: Nullable(Type.Integer()),
  lastResponseExcerpt: Nullable(Type.String()),
  lastError: Nullable(Type.String()),
  deliveredAt: Nullable(Type.String()),
  createdAt: Type.String(),
  payload: Type.Record(Type.String(), Type.Unknown()),
});
export type WebhookDelivery = Static<typeof WebhookDelivery>;

export const WEBHOOK_LOG_PAGE_SIZE = 20;

export const WebhookIdParams = Type.Object({ id: Uuid });
export const WebhookDeliveryParams = Type.Object({ id: Uuid, deliveryId: Uuid });
export const WebhookLogQuery = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
    status: Type.Optional(Type.Union(WEBHOOK_STATUSES.map((status) => Type.Literal(status)))),
  },
  { additionalProperties: false },
);
export type WebhookLogQuery = Static<typeof WebhookLogQuery>;

export const WebhookListResponse = Success(Type.Array(WebhookEndpoint));
export type WebhookListResponse = Static<typeof WebhookListResponse>;
export const WebhookResponse = Success(WebhookEndpoint);
export type WebhookResponse = Static<typeof WebhookResponse>;
export const WebhookSecretResponse = Success(WebhookEndpointWithSecret);
export type WebhookSecretResponse = Static<typeof WebhookSecretResponse>;
export const WebhookDeletedResponse = Success(Type.Object({ id: Type.String() }));
export const WebhookLogResponse = Success(
  Type.Object({
    deliveries: Type.Array(WebhookDelivery),
    page: Type.Integer(),
    pageSize: Type.Integer(),
    /** Counted up to 10,000; `totalCapped`: there are more. */
    total: Type.Integer(),
    totalCapped: Type.Boolean(),
  }),
);
export type WebhookLogResponse = Static<typeof WebhookLogResponse>;
export type WebhookLog = Static<typeof WebhookLogResponse>['data'];
export const WebhookDeliveryResponse = Success(WebhookDelivery);
export type WebhookDeliveryResponse = Static<typeof WebhookDeliveryResponse>;
