CREATE TABLE "chat_conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content_provider_id" uuid NOT NULL,
	"mobile_user_id" uuid NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"from_channel" boolean NOT NULL,
	"body" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_group_members" (
	"group_id" uuid NOT NULL,
	"mobile_user_id" uuid NOT NULL,
	CONSTRAINT "user_group_members_group_id_mobile_user_id_pk" PRIMARY KEY("group_id","mobile_user_id")
);
--> statement-breakpoint
CREATE TABLE "user_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"content_provider_id" uuid,
	"name" text NOT NULL,
	"type" text DEFAULT 'private' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_user_group" integer,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mobile_users" ADD COLUMN "userid" text;--> statement-breakpoint
ALTER TABLE "mobile_users" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "mobile_users" ADD COLUMN "zipcode" text;--> statement-breakpoint
ALTER TABLE "mobile_users" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "mobile_users" ADD COLUMN "type" text;--> statement-breakpoint
ALTER TABLE "mobile_users" ADD COLUMN "im_disabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "mobile_users" ADD COLUMN "is_daily_deal" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "mobile_users" ADD COLUMN "custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "mobile_users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(email, ''))) STORED;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_content_provider_id_content_providers_id_fk" FOREIGN KEY ("content_provider_id") REFERENCES "public"."content_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_mobile_user_id_mobile_users_id_fk" FOREIGN KEY ("mobile_user_id") REFERENCES "public"."mobile_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_group_members" ADD CONSTRAINT "user_group_members_group_id_user_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."user_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_group_members" ADD CONSTRAINT "user_group_members_mobile_user_id_mobile_users_id_fk" FOREIGN KEY ("mobile_user_id") REFERENCES "public"."mobile_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_groups" ADD CONSTRAINT "user_groups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_groups" ADD CONSTRAINT "user_groups_content_provider_id_content_providers_id_fk" FOREIGN KEY ("content_provider_id") REFERENCES "public"."content_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_groups" ADD CONSTRAINT "user_groups_created_by_admin_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_conversations_channel_last_idx" ON "chat_conversations" USING btree ("content_provider_id","last_message_at");--> statement-breakpoint
CREATE INDEX "chat_messages_conversation_sent_idx" ON "chat_messages" USING btree ("conversation_id","sent_at");--> statement-breakpoint
CREATE INDEX "user_group_members_user_idx" ON "user_group_members" USING btree ("mobile_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_groups_company_name_idx" ON "user_groups" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "mobile_users_company_status_idx" ON "mobile_users" USING btree ("company_id","is_deleted","is_active","registered","version");--> statement-breakpoint
CREATE INDEX "mobile_users_search_idx" ON "mobile_users" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "mobile_users_custom_fields_idx" ON "mobile_users" USING gin ("custom_fields" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "mobile_users_company_email_idx" ON "mobile_users" USING btree ("company_id",lower("email"));--> statement-breakpoint
CREATE INDEX "mobile_users_company_phone_idx" ON "mobile_users" USING btree ("company_id","phone");