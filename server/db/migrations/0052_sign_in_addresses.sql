CREATE TABLE "admin_sign_in_addresses" (
	"admin_id" uuid NOT NULL,
	"address" text NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_sign_in_addresses_admin_id_address_pk" PRIMARY KEY("admin_id","address")
);
--> statement-breakpoint
ALTER TABLE "admin_sign_in_addresses" ADD CONSTRAINT "admin_sign_in_addresses_admin_id_admin_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admin_users"("id") ON DELETE cascade ON UPDATE no action;