CREATE TABLE "app_config_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"channel_id" uuid,
	"version" integer NOT NULL,
	"settings" jsonb NOT NULL,
	"own" jsonb NOT NULL,
	"published_by" uuid,
	"published_by_name" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"restored_from" integer
);
--> statement-breakpoint
CREATE TABLE "app_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"channel_id" uuid,
	"name" text NOT NULL,
	"value" jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app_config_versions" ADD CONSTRAINT "app_config_versions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_config_versions" ADD CONSTRAINT "app_config_versions_channel_id_content_providers_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."content_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_config_versions" ADD CONSTRAINT "app_config_versions_published_by_admin_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_settings" ADD CONSTRAINT "app_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_settings" ADD CONSTRAINT "app_settings_channel_id_content_providers_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."content_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_settings" ADD CONSTRAINT "app_settings_updated_by_admin_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "app_config_versions_company_idx" ON "app_config_versions" USING btree ("company_id","version") WHERE "app_config_versions"."channel_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "app_config_versions_channel_idx" ON "app_config_versions" USING btree ("channel_id","version") WHERE "app_config_versions"."channel_id" is not null;--> statement-breakpoint
CREATE INDEX "app_config_versions_company_all_idx" ON "app_config_versions" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "app_settings_company_name_idx" ON "app_settings" USING btree ("company_id","name") WHERE "app_settings"."channel_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "app_settings_channel_name_idx" ON "app_settings" USING btree ("channel_id","name") WHERE "app_settings"."channel_id" is not null;--> statement-breakpoint
-- Hand-written: versions count from 1, and a restore names an earlier version.
ALTER TABLE "app_config_versions" ADD CONSTRAINT "app_config_versions_version_check" CHECK ("version" >= 1 AND ("restored_from" IS NULL OR "restored_from" BETWEEN 1 AND "version" - 1));--> statement-breakpoint
-- The audit log notes the rows each write changes (as migration 0023 does for the others).
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['app_settings', 'app_config_versions'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_table FOR EACH STATEMENT EXECUTE FUNCTION audit_capture_changes()', t || '_audit_insert', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_table NEW TABLE AS new_table FOR EACH STATEMENT EXECUTE FUNCTION audit_capture_changes()', t || '_audit_update', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_table FOR EACH STATEMENT EXECUTE FUNCTION audit_capture_changes()', t || '_audit_delete', t);
  END LOOP;
END $$;
