-- Two-factor sign-in with an authenticator app (TOTP, RFC 6238). One authenticator per admin:
-- its shared secret sealed like the other stored secrets (lib/secretBox.ts), the secret of an
-- enrolment not yet confirmed beside it (confirming it replaces the first), and the last time
-- step a code was accepted for, so a code is never taken twice.
CREATE TABLE "admin_authenticators" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" uuid NOT NULL REFERENCES "admin_users"("id") ON DELETE CASCADE,
	"sealed_secret" text,
	"pending_sealed_secret" text,
	"confirmed_at" timestamp with time zone,
	"last_step" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_authenticators_confirmed_check" CHECK (("confirmed_at" IS NULL) = ("sealed_secret" IS NULL))
);--> statement-breakpoint
CREATE UNIQUE INDEX "admin_authenticators_admin_idx" ON "admin_authenticators" USING btree ("admin_id");--> statement-breakpoint
-- Recovery codes: only a hash of each, and each signs in once.
CREATE TABLE "admin_recovery_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" uuid NOT NULL REFERENCES "admin_users"("id") ON DELETE CASCADE,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone
);--> statement-breakpoint
CREATE UNIQUE INDEX "admin_recovery_codes_hash_idx" ON "admin_recovery_codes" USING btree ("admin_id","code_hash");--> statement-breakpoint
-- An organisation may require an authenticator app of all its admins.
ALTER TABLE "companies" ADD COLUMN "require_two_factor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The audit log notes enrolment and removal (as migration 0023 does for the other tables; the
-- secrets' columns are hidden by audit_hides).
CREATE TRIGGER admin_authenticators_audit_insert AFTER INSERT ON admin_authenticators REFERENCING NEW TABLE AS new_table FOR EACH STATEMENT EXECUTE FUNCTION audit_capture_changes();--> statement-breakpoint
CREATE TRIGGER admin_authenticators_audit_update AFTER UPDATE ON admin_authenticators REFERENCING OLD TABLE AS old_table NEW TABLE AS new_table FOR EACH STATEMENT EXECUTE FUNCTION audit_capture_changes();--> statement-breakpoint
CREATE TRIGGER admin_authenticators_audit_delete AFTER DELETE ON admin_authenticators REFERENCING OLD TABLE AS old_table FOR EACH STATEMENT EXECUTE FUNCTION audit_capture_changes();
