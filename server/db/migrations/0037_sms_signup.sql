CREATE TABLE "public_rate_hits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sending_email_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "signup_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"company_id" uuid NOT NULL,
	"channel_id" uuid NOT NULL,
	"mobile_user_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"sent_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "signup_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "sending_email" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "sending_email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sending_email_verifications" ADD CONSTRAINT "sending_email_verifications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signup_links" ADD CONSTRAINT "signup_links_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signup_links" ADD CONSTRAINT "signup_links_channel_id_content_providers_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."content_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signup_links" ADD CONSTRAINT "signup_links_mobile_user_id_mobile_users_id_fk" FOREIGN KEY ("mobile_user_id") REFERENCES "public"."mobile_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signup_links" ADD CONSTRAINT "signup_links_sent_by_admin_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "public_rate_hits_key_at_idx" ON "public_rate_hits" USING btree ("key","at");--> statement-breakpoint
CREATE INDEX "sending_email_verifications_company_idx" ON "sending_email_verifications" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "signup_links_user_idx" ON "signup_links" USING btree ("mobile_user_id","created_at");