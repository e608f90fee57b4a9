CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"content_provider_id" uuid,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"content_type" text NOT NULL,
	"file_name" text NOT NULL,
	"byte_size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_kind_check" CHECK ("uploads"."kind" in ('audio', 'video', 'document'))
);
--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_content_provider_id_content_providers_id_fk" FOREIGN KEY ("content_provider_id") REFERENCES "public"."content_providers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_created_by_admin_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploads_company_kind_idx" ON "uploads" USING btree ("company_id","kind","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "uploads_channel_idx" ON "uploads" USING btree ("content_provider_id");--> statement-breakpoint
-- The audit log notes the rows each write changes (as migration 0023 does for the others).
CREATE TRIGGER uploads_audit_insert AFTER INSERT ON uploads REFERENCING NEW TABLE AS new_table FOR EACH STATEMENT EXECUTE FUNCTION audit_capture_changes();--> statement-breakpoint
CREATE TRIGGER uploads_audit_update AFTER UPDATE ON uploads REFERENCING OLD TABLE AS old_table NEW TABLE AS new_table FOR EACH STATEMENT EXECUTE FUNCTION audit_capture_changes();--> statement-breakpoint
CREATE TRIGGER uploads_audit_delete AFTER DELETE ON uploads REFERENCING OLD TABLE AS old_table FOR EACH STATEMENT EXECUTE FUNCTION audit_capture_changes();
