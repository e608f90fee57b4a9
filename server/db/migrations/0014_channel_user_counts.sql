CREATE TABLE "channel_user_counts" (
	"content_provider_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"is_active" integer NOT NULL,
	"registered" boolean NOT NULL,
	"version" integer NOT NULL,
	"users" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "channel_user_counts_pk" PRIMARY KEY("content_provider_id","company_id","is_active","registered","version")
);
