CREATE TABLE "delivery_outbox" (
	"receipt_id" uuid PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"address" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'stored' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "message_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_occurrences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"cursor" uuid,
	"watermark" timestamp with time zone,
	"lease_owner" text,
	"lease_until" timestamp with time zone,
	"error" text,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "message_receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"occurrence_id" uuid NOT NULL,
	"mobile_user_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"read_response" boolean DEFAULT false NOT NULL,
	"feedback" smallint,
	"feedback_comment" text
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"content_provider_id" uuid,
	"created_by" uuid,
	"kind" text DEFAULT 'message' NOT NULL,
	"type" text DEFAULT 'Regular Message' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"push_message" text DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"url" text,
	"phone" text,
	"device" text DEFAULT 'all' NOT NULL,
	"targets" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_read_required" boolean DEFAULT false NOT NULL,
	"enable_feedback" boolean DEFAULT false NOT NULL,
	"file_id" uuid,
	"audience" jsonb DEFAULT '{"kind":"all"}'::jsonb NOT NULL,
	"schedule_type" text DEFAULT 'now' NOT NULL,
	"schedule_date" text,
	"schedule_time" text,
	"schedule_days" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"time_zone" text DEFAULT 'America/Los_Angeles' NOT NULL,
	"next_due_at" timestamp with time zone,
	"status" integer DEFAULT 1 NOT NULL,
	"label" text,
	"interval_days" integer,
	"module" text,
	"recipients" bigint DEFAULT 0 NOT NULL,
	"sent" bigint DEFAULT 0 NOT NULL,
	"read" bigint DEFAULT 0 NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "channel_followers" ADD COLUMN "followed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_outbox" ADD CONSTRAINT "delivery_outbox_receipt_id_message_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."message_receipts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_files" ADD CONSTRAINT "message_files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_occurrences" ADD CONSTRAINT "message_occurrences_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_receipts" ADD CONSTRAINT "message_receipts_occurrence_id_message_occurrences_id_fk" FOREIGN KEY ("occurrence_id") REFERENCES "public"."message_occurrences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_content_provider_id_content_providers_id_fk" FOREIGN KEY ("content_provider_id") REFERENCES "public"."content_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_created_by_admin_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_file_id_message_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."message_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_outbox_queued_idx" ON "delivery_outbox" USING btree ("created_at") WHERE "delivery_outbox"."state" = 'queued';--> statement-breakpoint
CREATE UNIQUE INDEX "message_occurrences_message_due_idx" ON "message_occurrences" USING btree ("message_id","due_at");--> statement-breakpoint
CREATE INDEX "message_occurrences_open_idx" ON "message_occurrences" USING btree ("due_at") WHERE "message_occurrences"."state" in ('pending', 'sending');--> statement-breakpoint
CREATE UNIQUE INDEX "message_receipts_occurrence_user_idx" ON "message_receipts" USING btree ("occurrence_id","mobile_user_id");--> statement-breakpoint
CREATE INDEX "messages_company_created_idx" ON "messages" USING btree ("company_id","kind","date_created");--> statement-breakpoint
CREATE INDEX "messages_channel_created_idx" ON "messages" USING btree ("content_provider_id","kind","date_created");--> statement-breakpoint
CREATE INDEX "messages_due_idx" ON "messages" USING btree ("next_due_at") WHERE "messages"."next_due_at" is not null and not "messages"."is_deleted";--> statement-breakpoint
CREATE INDEX "channel_followers_joined_idx" ON "channel_followers" USING btree ("content_provider_id","followed_at");