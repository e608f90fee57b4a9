CREATE TABLE "mobile_user_counts" (
	"company_id" uuid NOT NULL,
	"is_active" integer NOT NULL,
	"registered" boolean NOT NULL,
	"version" integer NOT NULL,
	"users" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "mobile_user_counts_company_id_is_active_registered_version_pk" PRIMARY KEY("company_id","is_active","registered","version")
);
--> statement-breakpoint
ALTER TABLE "mobile_user_counts" ADD CONSTRAINT "mobile_user_counts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;