CREATE TABLE "link_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content_provider_id" uuid NOT NULL,
	"name" text NOT NULL,
	"image_file_id" uuid,
	"position" integer NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "union_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"benefits_description" text DEFAULT '' NOT NULL,
	"link_type_id" uuid,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "link_types" ADD CONSTRAINT "link_types_content_provider_id_content_providers_id_fk" FOREIGN KEY ("content_provider_id") REFERENCES "public"."content_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_types" ADD CONSTRAINT "link_types_image_file_id_stored_files_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "union_links" ADD CONSTRAINT "union_links_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "union_links" ADD CONSTRAINT "union_links_link_type_id_link_types_id_fk" FOREIGN KEY ("link_type_id") REFERENCES "public"."link_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "link_types_channel_name_idx" ON "link_types" USING btree ("content_provider_id",lower("name"));--> statement-breakpoint
CREATE INDEX "union_links_company_idx" ON "union_links" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "union_links_link_type_idx" ON "union_links" USING btree ("link_type_id");--> statement-breakpoint
-- Hand-written: a channel's banners hold each place once, checked at commit so one statement (or
-- one transaction) may move every banner of a reorder.
ALTER TABLE "link_types" ADD CONSTRAINT "link_types_channel_position_key" UNIQUE ("content_provider_id", "position") DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
ALTER TABLE "link_types" ADD CONSTRAINT "link_types_position_check" CHECK ("position" >= 0);--> statement-breakpoint
-- The audit log notes the rows each write changes (as migration 0023 does for the others).
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['link_types', 'union_links'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_table FOR EACH STATEMENT EXECUTE FUNCTION audit_capture_changes()', t || '_audit_insert', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_table NEW TABLE AS new_table FOR EACH STATEMENT EXECUTE FUNCTION audit_capture_changes()', t || '_audit_update', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_table FOR EACH STATEMENT EXECUTE FUNCTION audit_capture_changes()', t || '_audit_delete', t);
  END LOOP;
END $$;
