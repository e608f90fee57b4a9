-- Webhooks out (docs/decisions.md, "Webhooks out"): an organisation's endpoints and the outbox
-- of their deliveries. A delivery is queued in the statement that writes the fact it reports
-- (the triggers below; the dispatcher's outcomes in its record statement), at most once per
-- (endpoint, event id): event ids are derived from the fact, so a repeated write queues nothing.
-- Every trigger first asks whether any endpoint exists at all, so an installation or a company
-- without webhooks pays one index probe per statement.
CREATE TABLE "webhook_endpoints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL REFERENCES "companies"("id") ON DELETE CASCADE,
	"url" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"events" text[] NOT NULL,
	"secret_sealed" text NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "webhook_endpoints_company_idx" ON "webhook_endpoints" ("company_id") WHERE NOT paused;
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"endpoint_id" uuid NOT NULL REFERENCES "webhook_endpoints"("id") ON DELETE CASCADE,
	"event_id" uuid NOT NULL,
	"event_type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_response_code" integer,
	"last_response_excerpt" text,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_deliveries_endpoint_event_key" UNIQUE ("endpoint_id", "event_id")
);
--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" ("next_attempt_at") WHERE status = 'queued';
--> statement-breakpoint
CREATE INDEX "webhook_deliveries_log_idx" ON "webhook_deliveries" ("endpoint_id", "created_at" DESC, "id" DESC);
--> statement-breakpoint
-- The log filtered by status (failed ones among millions delivered), and the pruning of old ones.
CREATE INDEX "webhook_deliveries_status_idx" ON "webhook_deliveries" ("endpoint_id", "status", "created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "webhook_deliveries_done_idx" ON "webhook_deliveries" ("updated_at") WHERE status <> 'queued';
--> statement-breakpoint
-- A fact's event id: the same fact always gives the same id (md5 of its kind and key as a uuid).
CREATE FUNCTION webhook_event_id(kind text, key text) RETURNS uuid LANGUAGE sql IMMUTABLE AS $$
  SELECT md5(kind || ':' || key)::uuid
$$;
--> statement-breakpoint
-- Receipts: opened (read_at set), confirmed (confirmed_at set), feedback (feedback_at set).
CREATE FUNCTION webhook_receipts_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM webhook_endpoints WHERE NOT paused) THEN RETURN NULL; END IF;
  INSERT INTO webhook_deliveries (endpoint_id, event_id, event_type, payload)
  SELECT e.id, webhook_event_id(f.type, f.receipt_id::text), f.type, f.payload
  FROM (
    SELECT m.company_id, n.id AS receipt_id, t.type,
      jsonb_build_object('messageId', m.id, 'occurrenceId', n.occurrence_id, 'receiptId', n.id,
        'memberId', n.mobile_user_id, 'delivery', n.channel, 'at', t.at)
        || CASE WHEN t.type = 'message.feedback' THEN jsonb_build_object('feedback', n.feedback) ELSE '{}' END
        AS payload
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    CROSS JOIN LATERAL (VALUES
      ('message.opened', n.read_at, o.read_at IS NULL AND n.read_at IS NOT NULL),
      ('message.confirmed', n.confirmed_at, o.confirmed_at IS NULL AND n.confirmed_at IS NOT NULL),
      ('message.feedback', n.feedback_at, n.feedback_at IS DISTINCT FROM o.feedback_at AND n.feedback_at IS NOT NULL)
    ) AS t(type, at, happened)
    JOIN message_occurrences mo ON mo.id = n.occurrence_id
    JOIN messages m ON m.id = mo.message_id
    WHERE t.happened
  ) f
  JOIN webhook_endpoints e ON e.company_id = f.company_id AND NOT e.paused AND f.type = ANY (e.events)
  ON CONFLICT (endpoint_id, event_id) DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER webhook_receipts_update AFTER UPDATE ON message_receipts
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION webhook_receipts_updated();
--> statement-breakpoint
-- A message's occurrence done: message.sent, once per occurrence.
CREATE FUNCTION webhook_occurrences_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM webhook_endpoints WHERE NOT paused) THEN RETURN NULL; END IF;
  INSERT INTO webhook_deliveries (endpoint_id, event_id, event_type, payload)
  SELECT e.id, webhook_event_id('message.sent', n.id::text), 'message.sent',
    jsonb_build_object('messageId', m.id, 'occurrenceId', n.id, 'title', m.title,
      'at', coalesce(n.completed_at, now()))
  FROM new_rows n JOIN old_rows o ON o.id = n.id
  JOIN messages m ON m.id = n.message_id
  JOIN webhook_endpoints e ON e.company_id = m.company_id AND NOT e.paused AND 'message.sent' = ANY (e.events)
  WHERE n.state = 'done' AND o.state <> 'done'
  ON CONFLICT (endpoint_id, event_id) DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER webhook_occurrences_update AFTER UPDATE ON message_occurrences
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION webhook_occurrences_updated();
--> statement-breakpoint
-- Members: registered (a new registered member, or one who became registered), suspended
-- (is_active 1 to 0), erased (erased_at set).
CREATE FUNCTION webhook_members_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM webhook_endpoints WHERE NOT paused) THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO webhook_deliveries (endpoint_id, event_id, event_type, payload)
    SELECT e.id, webhook_event_id('member.registered', n.id::text), 'member.registered',
      jsonb_build_object('memberId', n.id, 'externalId', n.userid, 'at', n.date_created)
    FROM new_rows n
    JOIN webhook_endpoints e ON e.company_id = n.company_id AND NOT e.paused AND 'member.registered' = ANY (e.events)
    WHERE n.registered
    ON CONFLICT (endpoint_id, event_id) DO NOTHING;
    RETURN NULL;
  END IF;
  INSERT INTO webhook_deliveries (endpoint_id, event_id, event_type, payload)
  SELECT e.id, webhook_event_id(t.type, t.key), t.type,
    jsonb_build_object('memberId', n.id, 'externalId', CASE WHEN t.type = 'member.erased' THEN NULL ELSE n.userid END, 'at', now())
  FROM new_rows n JOIN old_rows o ON o.id = n.id
  CROSS JOIN LATERAL (VALUES
    ('member.registered', n.id::text, n.registered AND NOT o.registered),
    ('member.suspended', n.id::text || ':' || extract(epoch FROM now())::text, o.is_active = 1 AND n.is_active = 0),
    ('member.erased', n.id::text, o.erased_at IS NULL AND n.erased_at IS NOT NULL)
  ) AS t(type, key, happened)
  JOIN webhook_endpoints e ON e.company_id = n.company_id AND NOT e.paused AND t.type = ANY (e.events)
  WHERE t.happened
  ON CONFLICT (endpoint_id, event_id) DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER webhook_members_insert AFTER INSERT ON mobile_users
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION webhook_members_changed();
--> statement-breakpoint
CREATE TRIGGER webhook_members_update AFTER UPDATE ON mobile_users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION webhook_members_changed();
--> statement-breakpoint
-- A member's opt-out, from their consent history (each opt-out written there once).
CREATE FUNCTION webhook_consent_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM webhook_endpoints WHERE NOT paused) THEN RETURN NULL; END IF;
  INSERT INTO webhook_deliveries (endpoint_id, event_id, event_type, payload)
  SELECT e.id, webhook_event_id('member.opted_out', n.id::text), 'member.opted_out',
    jsonb_build_object('memberId', n.mobile_user_id, 'channelId', n.content_provider_id,
      'delivery', n.delivery, 'source', n.source, 'at', n.at)
  FROM new_rows n
  JOIN webhook_endpoints e ON e.company_id = n.company_id AND NOT e.paused AND 'member.opted_out' = ANY (e.events)
  WHERE n.opted_out
  ON CONFLICT (endpoint_id, event_id) DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER webhook_consent_insert AFTER INSERT ON member_consent_events
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION webhook_consent_inserted();
--> statement-breakpoint
-- A subscription's status or its end at the period's close changed (or a new one began).
CREATE FUNCTION webhook_subscriptions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM webhook_endpoints WHERE NOT paused) THEN RETURN NULL; END IF;
  INSERT INTO webhook_deliveries (endpoint_id, event_id, event_type, payload)
  SELECT e.id,
    webhook_event_id('subscription.changed', n.id::text || ':' || n.status || ':' || n.cancel_at_period_end::text
      || ':' || coalesce(n.provider_updated_at::text, now()::text)),
    'subscription.changed',
    jsonb_build_object('subscriptionId', n.id, 'productId', n.product_id, 'memberId', n.mobile_user_id,
      'status', n.status, 'cancelAtPeriodEnd', n.cancel_at_period_end,
      'currentPeriodEnd', n.current_period_end, 'at', now())
  FROM new_rows n
  JOIN webhook_endpoints e ON e.company_id = n.company_id AND NOT e.paused AND 'subscription.changed' = ANY (e.events)
  ON CONFLICT (endpoint_id, event_id) DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER webhook_subscriptions_insert AFTER INSERT ON billing_subscriptions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION webhook_subscriptions_changed();
--> statement-breakpoint
CREATE FUNCTION webhook_subscriptions_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM webhook_endpoints WHERE NOT paused) THEN RETURN NULL; END IF;
  INSERT INTO webhook_deliveries (endpoint_id, event_id, event_type, payload)
  SELECT e.id,
    webhook_event_id('subscription.changed', n.id::text || ':' || n.status || ':' || n.cancel_at_period_end::text
      || ':' || coalesce(n.provider_updated_at::text, now()::text)),
    'subscription.changed',
    jsonb_build_object('subscriptionId', n.id, 'productId', n.product_id, 'memberId', n.mobile_user_id,
      'status', n.status, 'cancelAtPeriodEnd', n.cancel_at_period_end,
      'currentPeriodEnd', n.current_period_end, 'at', now())
  FROM new_rows n JOIN old_rows o ON o.id = n.id
    AND (o.status IS DISTINCT FROM n.status OR o.cancel_at_period_end IS DISTINCT FROM n.cancel_at_period_end)
  JOIN webhook_endpoints e ON e.company_id = n.company_id AND NOT e.paused AND 'subscription.changed' = ANY (e.events)
  ON CONFLICT (endpoint_id, event_id) DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER webhook_subscriptions_update AFTER UPDATE ON billing_subscriptions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION webhook_subscriptions_updated();
