-- Members' opt-outs (docs/decisions.md, "Opt-outs"): by delivery channel or all, for one channel
-- or every one; the fan-out and compose's reach read them. Their history is kept apart.
CREATE TABLE "member_opt_outs" (
	"company_id" uuid NOT NULL REFERENCES "companies"("id") ON DELETE cascade,
	"mobile_user_id" uuid NOT NULL REFERENCES "mobile_users"("id") ON DELETE cascade,
	"content_provider_id" uuid REFERENCES "content_providers"("id") ON DELETE cascade,
	"delivery" text NOT NULL CHECK ("delivery" IN ('all', 'push', 'sms', 'email')),
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_opt_outs_member_key" UNIQUE NULLS NOT DISTINCT ("mobile_user_id","content_provider_id","delivery")
);--> statement-breakpoint
CREATE INDEX "member_opt_outs_company_idx" ON "member_opt_outs" USING btree ("company_id","delivery");--> statement-breakpoint
CREATE TABLE "member_consent_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL REFERENCES "companies"("id") ON DELETE cascade,
	"mobile_user_id" uuid NOT NULL REFERENCES "mobile_users"("id") ON DELETE cascade,
	"content_provider_id" uuid,
	"delivery" text NOT NULL,
	"opted_out" boolean NOT NULL,
	"source" text NOT NULL,
	"detail" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "member_consent_events_member_idx" ON "member_consent_events" USING btree ("mobile_user_id","at");
--> statement-breakpoint
CREATE TABLE "member_quiet_hours" (
	"mobile_user_id" uuid PRIMARY KEY NOT NULL REFERENCES "mobile_users"("id") ON DELETE cascade,
	"company_id" uuid NOT NULL REFERENCES "companies"("id") ON DELETE cascade,
	"start" smallint NOT NULL CHECK ("start" BETWEEN 0 AND 1439),
	"end" smallint NOT NULL CHECK ("end" BETWEEN 0 AND 1439)
);
