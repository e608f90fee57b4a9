CREATE TABLE "mobile_user_search" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"search_text" text NOT NULL,
	"is_active" integer NOT NULL,
	"registered" boolean NOT NULL,
	"version" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "mobile_user_search_text_idx" ON "mobile_user_search" USING gin ("search_text" gin_trgm_ops);