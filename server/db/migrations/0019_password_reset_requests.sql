CREATE TABLE "password_reset_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"address" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "password_reset_requests_email_idx" ON "password_reset_requests" USING btree ("email","requested_at");--> statement-breakpoint
CREATE INDEX "password_reset_requests_address_idx" ON "password_reset_requests" USING btree ("address","requested_at");--> statement-breakpoint
CREATE INDEX "password_reset_requests_pending_idx" ON "password_reset_requests" USING btree ("id") WHERE "password_reset_requests"."processed_at" is null;