CREATE TABLE "channel_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_file_id" uuid,
	"group_id" uuid,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "channel_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_file_id" uuid,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "channel_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_file_id" uuid,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "channel_union_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "channel_group_fields" (
	"channel_id" uuid NOT NULL,
	"user_group_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "channel_group_fields_channel_id_user_group_id_pk" PRIMARY KEY("channel_id","user_group_id")
);
--> statement-breakpoint
CREATE TABLE "channel_pre_approvals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel_id" uuid NOT NULL,
	"email" text,
	"phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_channel_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"union_active_pre_approval" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"package_name" text NOT NULL,
	"benefits_description" text DEFAULT '' NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_providers" ADD COLUMN "category_id" uuid;--> statement-breakpoint
ALTER TABLE "content_providers" ADD COLUMN "group_id" uuid;--> statement-breakpoint
ALTER TABLE "content_providers" ADD COLUMN "type_id" uuid;--> statement-breakpoint
ALTER TABLE "content_providers" ADD COLUMN "union_type_id" uuid;--> statement-breakpoint
ALTER TABLE "channel_categories" ADD CONSTRAINT "channel_categories_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_categories" ADD CONSTRAINT "channel_categories_image_file_id_stored_files_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_categories" ADD CONSTRAINT "channel_categories_group_id_channel_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."channel_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_groups" ADD CONSTRAINT "channel_groups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_groups" ADD CONSTRAINT "channel_groups_image_file_id_stored_files_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_types" ADD CONSTRAINT "channel_types_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_types" ADD CONSTRAINT "channel_types_image_file_id_stored_files_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_union_types" ADD CONSTRAINT "channel_union_types_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_group_fields" ADD CONSTRAINT "channel_group_fields_channel_id_content_providers_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."content_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_group_fields" ADD CONSTRAINT "channel_group_fields_user_group_id_user_groups_id_fk" FOREIGN KEY ("user_group_id") REFERENCES "public"."user_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_pre_approvals" ADD CONSTRAINT "channel_pre_approvals_channel_id_content_providers_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."content_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_channel_settings" ADD CONSTRAINT "company_channel_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "channel_categories_company_name_idx" ON "channel_categories" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "channel_categories_group_idx" ON "channel_categories" USING btree ("group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "channel_groups_company_name_idx" ON "channel_groups" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "channel_types_company_name_idx" ON "channel_types" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "channel_union_types_company_name_idx" ON "channel_union_types" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "channel_group_fields_group_idx" ON "channel_group_fields" USING btree ("user_group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "channel_pre_approvals_email_idx" ON "channel_pre_approvals" USING btree ("channel_id",lower("email")) WHERE "channel_pre_approvals"."email" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "channel_pre_approvals_phone_idx" ON "channel_pre_approvals" USING btree ("channel_id","phone") WHERE "channel_pre_approvals"."phone" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "packages_company_name_idx" ON "packages" USING btree ("company_id",lower("package_name"));--> statement-breakpoint
ALTER TABLE "content_providers" ADD CONSTRAINT "content_providers_category_id_channel_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."channel_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_providers" ADD CONSTRAINT "content_providers_group_id_channel_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."channel_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_providers" ADD CONSTRAINT "content_providers_type_id_channel_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."channel_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_providers" ADD CONSTRAINT "content_providers_union_type_id_channel_union_types_id_fk" FOREIGN KEY ("union_type_id") REFERENCES "public"."channel_union_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Hand-written: the audit log notes the rows each write changes in these configuration tables
-- (as migration 0023 does for the others). channel_group_fields and company_channel_settings
-- have no id column: their writes are audited with their target, without row changes.
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['channel_categories', 'channel_types', 'channel_groups', 'channel_union_types', 'packages', 'channel_pre_approvals'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_table FOR EACH STATEMENT EXECUTE FUNCTION audit_capture_changes()', t || '_audit_insert', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_table NEW TABLE AS new_table FOR EACH STATEMENT EXECUTE FUNCTION audit_capture_changes()', t || '_audit_update', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_table FOR EACH STATEMENT EXECUTE FUNCTION audit_capture_changes()', t || '_audit_delete', t);
  END LOOP;
END $$;
