CREATE TABLE "invitation_confirmations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"link_id" uuid NOT NULL,
	"admin_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invitation_confirmations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "invitation_funnel_counts" (
	"company_id" uuid NOT NULL,
	"channel_id" uuid NOT NULL,
	"link_id" uuid NOT NULL,
	"day" date NOT NULL,
	"step" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "invitation_funnel_counts_link_id_day_step_pk" PRIMARY KEY("link_id","day","step")
);
--> statement-breakpoint
CREATE TABLE "invitation_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"channel_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"token_secret" text,
	"valid_days" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"max_uses" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	"revoked_at" timestamp with time zone,
	"rotated_from" uuid,
	"created_by" uuid,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invitation_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "invitation_rate_hits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invitation_rate_hits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invitation_confirmations" ADD CONSTRAINT "invitation_confirmations_link_id_invitation_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."invitation_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_confirmations" ADD CONSTRAINT "invitation_confirmations_admin_id_admin_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admin_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_funnel_counts" ADD CONSTRAINT "invitation_funnel_counts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_funnel_counts" ADD CONSTRAINT "invitation_funnel_counts_channel_id_content_providers_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."content_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_funnel_counts" ADD CONSTRAINT "invitation_funnel_counts_link_id_invitation_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."invitation_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_links" ADD CONSTRAINT "invitation_links_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_links" ADD CONSTRAINT "invitation_links_channel_id_content_providers_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."content_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_links" ADD CONSTRAINT "invitation_links_created_by_admin_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invitation_confirmations_admin_idx" ON "invitation_confirmations" USING btree ("admin_id");--> statement-breakpoint
CREATE INDEX "invitation_funnel_company_idx" ON "invitation_funnel_counts" USING btree ("company_id","day");--> statement-breakpoint
CREATE INDEX "invitation_links_company_idx" ON "invitation_links" USING btree ("company_id","date_created");--> statement-breakpoint
CREATE INDEX "invitation_links_channel_idx" ON "invitation_links" USING btree ("channel_id");--> statement-breakpoint
CREATE INDEX "invitation_rate_hits_key_idx" ON "invitation_rate_hits" USING btree ("key","at");