CREATE TABLE "roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"role_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"company_id" uuid,
	"keys" text[] NOT NULL,
	"is_built_in" boolean DEFAULT false NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"sha256" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "role_id" uuid;--> statement-breakpoint
ALTER TABLE "password_resets" ADD COLUMN "purpose" text DEFAULT 'reset' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "company_number" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "menu_color" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "color_setting" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "mobile_menu" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "is_config_file_ready" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "account_setup_link" text;--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "roles_company_role_id_idx" ON "roles" USING btree ("company_id","role_id") WHERE "roles"."company_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "roles_built_in_role_id_idx" ON "roles" USING btree ("role_id") WHERE "roles"."company_id" is null;--> statement-breakpoint
CREATE INDEX "roles_company_idx" ON "roles" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "stored_files_company_idx" ON "stored_files" USING btree ("company_id");--> statement-breakpoint
ALTER TABLE "admin_users" ADD CONSTRAINT "admin_users_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_users_role_idx" ON "admin_users" USING btree ("role_id");--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_company_number_unique" UNIQUE("company_number");--> statement-breakpoint
-- The built-in roles of contract/roles.ts (server/db/schema/roles.ts fixes their ids).
INSERT INTO "roles" ("id", "role_id", "name", "description", "keys", "is_built_in") VALUES
  ('00000000-0000-4000-8000-000000000001', 'platform-admin', 'Platform admin', 'Every organisation and every screen.', ARRAY['company', 'subscription', 'products', 'createAdmin', 'audioManager', 'messages', 'contentProviders', 'contentProvider', 'cpTypes', 'cpGroups', 'cpCategories', 'cpUnionType', 'unionLinks', 'packages', 'profile', 'userList', 'userGroup', 'CompanySettings', 'settings']::text[], true),
  ('00000000-0000-4000-8000-000000000002', 'company-admin', 'Company admin', 'Every screen of the organisation''s console.', ARRAY['company', 'subscription', 'products', 'createAdmin', 'audioManager', 'messages', 'contentProviders', 'contentProvider', 'cpTypes', 'cpGroups', 'cpCategories', 'cpUnionType', 'unionLinks', 'packages', 'profile', 'userList', 'userGroup', 'CompanySettings', 'settings']::text[], true),
  ('00000000-0000-4000-8000-000000000003', 'channel-admin', 'Channel admin', 'The channel''s messages, users, content and sub-admins.', ARRAY['createAdmin', 'messages', 'messagesSequence', 'audioManager', 'unionLinks', 'profile', 'userList', 'userGroup', 'settings']::text[], true),
  ('00000000-0000-4000-8000-000000000004', 'channel-sub-admin', 'Channel sub-admin', 'A channel admin who cannot manage other admins.', ARRAY['messages', 'messagesSequence', 'audioManager', 'unionLinks', 'profile', 'userList', 'userGroup', 'settings']::text[], true),
  ('00000000-0000-4000-8000-000000000005', 'messaging-only', 'Messaging only', 'Sends messages, reads their history and uploads content.', ARRAY['messages', 'audioManager']::text[], true);--> statement-breakpoint
-- Every existing admin gets the role its group and permissions gave it.
UPDATE "admin_users" SET "role_id" = CASE
  WHEN "admin_permissions" = 'messaging-only' THEN '00000000-0000-4000-8000-000000000005'::uuid
  WHEN "user_group" = 1 THEN '00000000-0000-4000-8000-000000000001'::uuid
  WHEN "user_group" = 4 THEN '00000000-0000-4000-8000-000000000002'::uuid
  WHEN "is_channel_sub_admin" = 1 THEN '00000000-0000-4000-8000-000000000004'::uuid
  ELSE '00000000-0000-4000-8000-000000000003'::uuid
END;--> statement-breakpoint
-- Companies are numbered in the order they were created.
UPDATE "companies" SET "company_number" = numbered.n
FROM (SELECT "id", row_number() OVER (ORDER BY "date_created", "company_id") AS n FROM "companies") AS numbered
WHERE "companies"."id" = numbered."id";
