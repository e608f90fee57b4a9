CREATE TABLE "auxiliary_builds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"app_name" text NOT NULL,
	"purpose" text DEFAULT '' NOT NULL,
	"ios" boolean DEFAULT false NOT NULL,
	"android" boolean DEFAULT false NOT NULL,
	"ios_bundle_id" text DEFAULT '' NOT NULL,
	"android_package" text DEFAULT '' NOT NULL,
	"contact_name" text NOT NULL,
	"contact_email" text NOT NULL,
	"icon_file_id" uuid,
	"status" text DEFAULT 'requested' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"requested_by" uuid,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provisioning_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"organization_name" text NOT NULL,
	"app_name" text NOT NULL,
	"ios" boolean DEFAULT false NOT NULL,
	"android" boolean DEFAULT false NOT NULL,
	"ios_bundle_id" text DEFAULT '' NOT NULL,
	"android_package" text DEFAULT '' NOT NULL,
	"contact_name" text NOT NULL,
	"contact_email" text NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"icon_file_id" uuid,
	"status" text DEFAULT 'requested' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "replica_build_channels" (
	"channel_id" uuid NOT NULL,
	"build_id" uuid NOT NULL,
	CONSTRAINT "replica_build_channels_channel_id_pk" PRIMARY KEY("channel_id")
);
--> statement-breakpoint
CREATE TABLE "replica_builds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"ios_version" text DEFAULT '' NOT NULL,
	"android_version" text DEFAULT '' NOT NULL,
	"ios_app_url" text DEFAULT '' NOT NULL,
	"android_app_url" text DEFAULT '' NOT NULL,
	"deep_link" text DEFAULT '' NOT NULL,
	"android_apn_secret" text,
	"android_apn_last" text,
	"ios_apn_secret" text,
	"ios_apn_last" text,
	"ios_ias_secret" text,
	"ios_ias_last" text,
	"web_api_key_secret" text,
	"web_api_key_last" text,
	"icon_file_id" uuid,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auxiliary_builds" ADD CONSTRAINT "auxiliary_builds_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auxiliary_builds" ADD CONSTRAINT "auxiliary_builds_icon_file_id_stored_files_id_fk" FOREIGN KEY ("icon_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auxiliary_builds" ADD CONSTRAINT "auxiliary_builds_requested_by_admin_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provisioning_requests" ADD CONSTRAINT "provisioning_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provisioning_requests" ADD CONSTRAINT "provisioning_requests_icon_file_id_stored_files_id_fk" FOREIGN KEY ("icon_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "replica_build_channels" ADD CONSTRAINT "replica_build_channels_channel_id_content_providers_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."content_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "replica_build_channels" ADD CONSTRAINT "replica_build_channels_build_id_replica_builds_id_fk" FOREIGN KEY ("build_id") REFERENCES "public"."replica_builds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "replica_builds" ADD CONSTRAINT "replica_builds_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "replica_builds" ADD CONSTRAINT "replica_builds_icon_file_id_stored_files_id_fk" FOREIGN KEY ("icon_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auxiliary_builds_company_idx" ON "auxiliary_builds" USING btree ("company_id","date_created");--> statement-breakpoint
CREATE INDEX "provisioning_requests_company_idx" ON "provisioning_requests" USING btree ("company_id","date_created");--> statement-breakpoint
CREATE INDEX "provisioning_requests_address_idx" ON "provisioning_requests" USING btree ("address","date_created");--> statement-breakpoint
CREATE INDEX "replica_build_channels_build_idx" ON "replica_build_channels" USING btree ("build_id");--> statement-breakpoint
CREATE UNIQUE INDEX "replica_builds_company_name_idx" ON "replica_builds" USING btree ("company_id",lower("name"));--> statement-breakpoint
-- Hand-written: the statuses a build request or a provisioning request moves through.
ALTER TABLE "auxiliary_builds" ADD CONSTRAINT "auxiliary_builds_status_check" CHECK ("status" IN ('requested', 'in_progress', 'submitted', 'live', 'rejected'));--> statement-breakpoint
ALTER TABLE "provisioning_requests" ADD CONSTRAINT "provisioning_requests_status_check" CHECK ("status" IN ('requested', 'in_progress', 'submitted', 'live', 'rejected'));--> statement-breakpoint
-- The audit log notes the rows each write changes (as migration 0023 does for the others); the
-- sealed secrets' columns end in _secret, which audit_hides leaves out.
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['replica_builds', 'auxiliary_builds', 'provisioning_requests'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_table FOR EACH STATEMENT EXECUTE FUNCTION audit_capture_changes()', t || '_audit_insert', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_table NEW TABLE AS new_table FOR EACH STATEMENT EXECUTE FUNCTION audit_capture_changes()', t || '_audit_update', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_table FOR EACH STATEMENT EXECUTE FUNCTION audit_capture_changes()', t || '_audit_delete', t);
  END LOOP;
END $$;
