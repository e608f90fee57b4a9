CREATE TABLE "billing_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"subscription_id" uuid,
	"provider" text NOT NULL,
	"provider_payment_id" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_product_id" text NOT NULL,
	"provider_price_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"product_type" text DEFAULT 'service' NOT NULL,
	"nickname" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"interval" text NOT NULL,
	"price_plan_id" uuid,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_customer_id" text NOT NULL,
	"provider_subscription_id" text NOT NULL,
	"contact_name" text NOT NULL,
	"client_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"cancel_pending" text,
	"cancel_attempts" integer DEFAULT 0 NOT NULL,
	"current_period_end" timestamp with time zone,
	"provider_updated_at" timestamp with time zone,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "local_payment_objects" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"secret_key_sealed" text NOT NULL,
	"secret_key_last" text NOT NULL,
	"webhook_secret_sealed" text,
	"webhook_secret_last" text,
	"mode" text NOT NULL,
	"webhook_token" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_settings_webhook_token_unique" UNIQUE("webhook_token")
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"interval" text DEFAULT 'month' NOT NULL,
	"included_app_users" integer NOT NULL,
	"monthly_text_credits" integer NOT NULL,
	"app_user_bundle_size" integer NOT NULL,
	"app_user_bundle_price_minor" integer NOT NULL,
	"text_credit_bundle_size" integer NOT NULL,
	"text_credit_bundle_price_minor" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing_payments" ADD CONSTRAINT "billing_payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_payments" ADD CONSTRAINT "billing_payments_subscription_id_billing_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."billing_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_products" ADD CONSTRAINT "billing_products_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_products" ADD CONSTRAINT "billing_products_price_plan_id_price_plans_id_fk" FOREIGN KEY ("price_plan_id") REFERENCES "public"."price_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_subscriptions" ADD CONSTRAINT "billing_subscriptions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_subscriptions" ADD CONSTRAINT "billing_subscriptions_product_id_billing_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."billing_products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_settings" ADD CONSTRAINT "payment_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_webhook_events" ADD CONSTRAINT "payment_webhook_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_payments_provider_idx" ON "billing_payments" USING btree ("provider","provider_payment_id");--> statement-breakpoint
CREATE INDEX "billing_payments_subscription_idx" ON "billing_payments" USING btree ("subscription_id","paid_at");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_products_company_name_idx" ON "billing_products" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "billing_subscriptions_provider_idx" ON "billing_subscriptions" USING btree ("provider","provider_subscription_id");--> statement-breakpoint
CREATE INDEX "billing_subscriptions_company_idx" ON "billing_subscriptions" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "billing_subscriptions_pending_idx" ON "billing_subscriptions" USING btree ("cancel_pending") WHERE "billing_subscriptions"."cancel_pending" is not null;--> statement-breakpoint
CREATE INDEX "local_payment_objects_kind_idx" ON "local_payment_objects" USING btree ("kind");--> statement-breakpoint
CREATE UNIQUE INDEX "price_plans_code_idx" ON "price_plans" USING btree (lower("code"));--> statement-breakpoint
-- The four plans channels were priced by before billing (contract/pricingPlans.ts), as rows.
INSERT INTO "price_plans" ("code", "name", "description", "amount_minor", "currency", "interval",
  "included_app_users", "monthly_text_credits", "app_user_bundle_size", "app_user_bundle_price_minor",
  "text_credit_bundle_size", "text_credit_bundle_price_minor") VALUES
  ('free', 'Free', 'For a channel starting out.', 0, 'usd', 'month', 100, 0, 100, 1000, 500, 1500),
  ('starter', 'Starter', 'A growing channel with text messages.', 4900, 'usd', 'month', 1000, 500, 100, 1000, 500, 1500),
  ('growth', 'Growth', 'An established channel reaching thousands.', 19900, 'usd', 'month', 10000, 2500, 100, 1000, 500, 1500),
  ('enterprise', 'Enterprise', 'The largest organizations.', 79900, 'usd', 'month', 100000, 10000, 100, 1000, 500, 1500)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
ALTER TABLE "billing_subscriptions" ADD CONSTRAINT "billing_subscriptions_status_check"
  CHECK ("status" IN ('incomplete', 'active', 'past_due', 'canceled'));
--> statement-breakpoint
ALTER TABLE "billing_products" ADD CONSTRAINT "billing_products_interval_check"
  CHECK ("interval" IN ('month', 'year') AND "amount_minor" >= 0);
--> statement-breakpoint
ALTER TABLE "price_plans" ADD CONSTRAINT "price_plans_interval_check"
  CHECK ("interval" IN ('month', 'year') AND "amount_minor" >= 0);
