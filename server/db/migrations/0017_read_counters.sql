CREATE TABLE "dashboard_user_counts" (
	"company_id" uuid NOT NULL,
	"content_provider_id" uuid NOT NULL,
	"day" date NOT NULL,
	"is_active" integer NOT NULL,
	"platform" text NOT NULL,
	"is_paid" boolean NOT NULL,
	"is_recovered" boolean NOT NULL,
	"coop" boolean NOT NULL,
	"users" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "dashboard_user_counts_pk" PRIMARY KEY("company_id","content_provider_id","day","is_active","platform","is_paid","is_recovered","coop")
);
--> statement-breakpoint
CREATE TABLE "mobile_user_reach_counts" (
	"company_id" uuid NOT NULL,
	"content_provider_id" uuid NOT NULL,
	"is_active" integer NOT NULL,
	"platform" text NOT NULL,
	"registered" boolean NOT NULL,
	"has_phone" boolean NOT NULL,
	"has_email" boolean NOT NULL,
	"users" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "mobile_user_reach_counts_pk" PRIMARY KEY("company_id","content_provider_id","is_active","platform","registered","has_phone","has_email")
);
--> statement-breakpoint
CREATE TABLE "user_group_counts" (
	"group_id" uuid NOT NULL,
	"follows" boolean NOT NULL,
	"is_active" integer NOT NULL,
	"platform" text NOT NULL,
	"registered" boolean NOT NULL,
	"has_phone" boolean NOT NULL,
	"has_email" boolean NOT NULL,
	"users" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "user_group_counts_pk" PRIMARY KEY("group_id","follows","is_active","platform","registered","has_phone","has_email")
);
--> statement-breakpoint
CREATE INDEX "mobile_users_recovered_idx" ON "mobile_users" USING btree ("company_id","date_created","id") WHERE "mobile_users"."is_recovered" and "mobile_users"."is_deleted" = 0;