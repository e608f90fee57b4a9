import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './companies';

/**
 * An organisation's webhook endpoint (migration 0073): the URL its events are posted to, the
 * events it takes and the secret deliveries are signed with, sealed by the secret box.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    /** Event types, e.g. 'message.opened' (contract/webhooks.ts). */
    events: text('events').array().notNull(),
    secretSealed: text('secret_sealed').notNull(),
    /** Paused: no new events are queued for it and what is queued waits. */
    paused: boolean('paused').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('webhook_endpoints_company_idx')
      .on(t.companyId)
      .where(sql`not ${t.paused}`),
  ],
);

/**
 * The outbox of webhook deliveries: one row per event per endpoint, queued in the statement
 * that wrote the fact, taken by the sender with SKIP LOCKED and tried until delivered or a day
 * has passed.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** Derived from the fact (webhook_event_id()), the receiver's key for deduplication. */
    eventId: uuid('event_id').notNull(),
    eventType: text('event_type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    /** queued, delivered or failed. */
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastResponseCode: integer('last_response_code'),
    lastResponseExcerpt: text('last_response_excerpt'),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** When it was queued, or resent: it is tried for a day from then. */
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('webhook_deliveries_endpoint_event_key').on(t.endpointId, t.eventId),
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'queued'`),
    index('webhook_deliveries_log_idx').on(t.endpointId, t.createdAt.desc(), t.id.desc()),
    index('webhook_deliveries_status_idx').on(
      t.endpointId,
      t.status,
      t.createdAt.desc(),
      t.id.desc(),
    ),
    index('webhook_deliveries_done_idx')
      .on(t.updatedAt)
      .where(sql`${t.status} <> 'queued'`),
  ],
);
