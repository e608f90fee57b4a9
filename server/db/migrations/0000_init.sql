CREATE TABLE "admin_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid,
	"content_provider_id" uuid,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"image" text,
	"user_group" integer NOT NULL,
	"is_active" integer DEFAULT 1 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL,
	"is_verified" integer DEFAULT 1 NOT NULL,
	"is_channel_sub_admin" integer DEFAULT 0 NOT NULL,
	"two_factor_enabled" boolean DEFAULT false NOT NULL,
	"admin_permissions" text,
	"stripe_portal" text,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_otps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "content_providers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"client_name" text NOT NULL,
	"contact_name" text,
	"email" text,
	"image" text,
	"menu_color" text,
	"is_active" integer DEFAULT 1 NOT NULL,
	"is_local" boolean DEFAULT false NOT NULL,
	"is_company_default" boolean DEFAULT false NOT NULL,
	"allow_registration" boolean DEFAULT false NOT NULL,
	"enable_private_video" boolean DEFAULT false NOT NULL,
	"allow_pushcast_email" boolean DEFAULT false NOT NULL,
	"unregistered_member_messaging" boolean DEFAULT false NOT NULL,
	"price_plan" text,
	"invite_id" text,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"featured_links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"purchased_app_users" integer DEFAULT 0 NOT NULL,
	"off_app_text_credits_month" integer DEFAULT 0 NOT NULL,
	"off_app_text_credits_used_current_month" integer DEFAULT 0 NOT NULL,
	"purchased_off_app_text_credits_remaining" integer DEFAULT 0 NOT NULL,
	"auto_app_user_bundles" boolean DEFAULT false NOT NULL,
	"auto_off_app_text_credit_bundles" boolean DEFAULT false NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" text NOT NULL,
	"name" text NOT NULL,
	"is_active" integer DEFAULT 1 NOT NULL,
	"logo" text,
	"favicon" text,
	"admin_color" text,
	"brand_url" text,
	"copyright_message" text,
	"featured_links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"admin_menu" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"email_domain" text,
	"allow_pushcast_email" boolean DEFAULT false NOT NULL,
	"maintenance" boolean DEFAULT false NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_company_id_unique" UNIQUE("company_id")
);
--> statement-breakpoint
CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "channel_followers" (
	"mobile_user_id" uuid NOT NULL,
	"content_provider_id" uuid NOT NULL,
	CONSTRAINT "channel_followers_content_provider_id_mobile_user_id_pk" PRIMARY KEY("content_provider_id","mobile_user_id")
);
--> statement-breakpoint
CREATE TABLE "mobile_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"email" text,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"phone" text,
	"platform" text,
	"is_active" integer DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"registered" boolean DEFAULT true NOT NULL,
	"is_recovered" boolean DEFAULT false NOT NULL,
	"is_paid" boolean DEFAULT false NOT NULL,
	"funded_provider" text,
	"is_deleted" integer DEFAULT 0 NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_emails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin_users" ADD CONSTRAINT "admin_users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_users" ADD CONSTRAINT "admin_users_content_provider_id_content_providers_id_fk" FOREIGN KEY ("content_provider_id") REFERENCES "public"."content_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD CONSTRAINT "admin_sessions_admin_id_admin_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admin_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_otps" ADD CONSTRAINT "login_otps_admin_id_admin_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admin_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_admin_id_admin_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admin_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_providers" ADD CONSTRAINT "content_providers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_followers" ADD CONSTRAINT "channel_followers_mobile_user_id_mobile_users_id_fk" FOREIGN KEY ("mobile_user_id") REFERENCES "public"."mobile_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_followers" ADD CONSTRAINT "channel_followers_content_provider_id_content_providers_id_fk" FOREIGN KEY ("content_provider_id") REFERENCES "public"."content_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mobile_users" ADD CONSTRAINT "mobile_users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "admin_users_email_idx" ON "admin_users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "admin_users_company_idx" ON "admin_users" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "admin_sessions_admin_idx" ON "admin_sessions" USING btree ("admin_id");--> statement-breakpoint
CREATE INDEX "login_failures_key_at_idx" ON "login_failures" USING btree ("key","at");--> statement-breakpoint
CREATE INDEX "login_otps_admin_idx" ON "login_otps" USING btree ("admin_id");--> statement-breakpoint
CREATE INDEX "content_providers_company_idx" ON "content_providers" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "channel_followers_user_idx" ON "channel_followers" USING btree ("mobile_user_id");--> statement-breakpoint
CREATE INDEX "mobile_users_company_created_idx" ON "mobile_users" USING btree ("company_id","date_created");--> statement-breakpoint
CREATE INDEX "outbox_emails_to_idx" ON "outbox_emails" USING btree ("to","created_at");