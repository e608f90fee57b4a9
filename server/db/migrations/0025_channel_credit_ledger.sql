CREATE TABLE "channel_credit_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"change" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"paid" boolean DEFAULT false NOT NULL,
	"price_minor" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"admin_id" uuid,
	"reason" text NOT NULL,
	"plan" text,
	"payment_reference" text,
	"idempotency_key" text,
	"message_id" uuid,
	"occurrence_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channel_credit_ledger_kind_check" CHECK ("channel_credit_ledger"."kind" in ('app_users', 'text_credits', 'plan'))
);
--> statement-breakpoint
ALTER TABLE "content_providers" ADD COLUMN "credits_month" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "time_zone" text DEFAULT 'America/Los_Angeles' NOT NULL;--> statement-breakpoint
ALTER TABLE "channel_credit_ledger" ADD CONSTRAINT "channel_credit_ledger_channel_id_content_providers_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."content_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_credit_ledger" ADD CONSTRAINT "channel_credit_ledger_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_credit_ledger" ADD CONSTRAINT "channel_credit_ledger_admin_id_admin_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "channel_credit_ledger_idempotency_idx" ON "channel_credit_ledger" USING btree ("channel_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "channel_credit_ledger_channel_idx" ON "channel_credit_ledger" USING btree ("channel_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- Hand-written: a balance the ledger keeps never goes below zero, whatever writes it.
ALTER TABLE "content_providers" ADD CONSTRAINT "content_providers_balances_not_negative" CHECK (
  "purchased_app_users" >= 0
  AND "purchased_off_app_text_credits_remaining" >= 0
  AND "off_app_text_credits_used_current_month" >= 0
);
