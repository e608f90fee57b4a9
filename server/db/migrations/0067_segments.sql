-- Saved segments (docs/decisions.md, "Saved segments") and the per-member engagement facts their
-- engagement rules read (docs/decisions.md, "Engagement facts").
CREATE TABLE "segments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL REFERENCES "companies"("id") ON DELETE cascade,
	"content_provider_id" uuid REFERENCES "content_providers"("id") ON DELETE cascade,
	"name" text NOT NULL,
	"rule" jsonb NOT NULL,
	"created_by" uuid REFERENCES "admin_users"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_count" integer,
	"last_count_exact" boolean DEFAULT true NOT NULL,
	"last_counted_at" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX "segments_company_idx" ON "segments" USING btree ("company_id","content_provider_id");--> statement-breakpoint
CREATE TABLE "member_engagement" (
	"mobile_user_id" uuid PRIMARY KEY NOT NULL REFERENCES "mobile_users"("id") ON DELETE cascade,
	"company_id" uuid NOT NULL REFERENCES "companies"("id") ON DELETE cascade,
	"last_received_at" timestamp with time zone,
	"last_opened_at" timestamp with time zone,
	"last_confirmed_at" timestamp with time zone,
	"last_feedback_yes_at" timestamp with time zone,
	"last_feedback_no_at" timestamp with time zone
);
