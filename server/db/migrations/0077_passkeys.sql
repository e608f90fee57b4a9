-- Passkeys (WebAuthn) of admins: a second factor after the password, or a sign-in of their own
-- instead of it. Each is the credential's public key (COSE, base64url) and its id as the browser
-- names it; the signature counter is kept to notice a cloned authenticator.
CREATE TABLE "admin_passkeys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" uuid NOT NULL REFERENCES "admin_users"("id") ON DELETE CASCADE,
	"credential_id" text NOT NULL,
	"public_key" text NOT NULL,
	"counter" bigint DEFAULT 0 NOT NULL,
	"transports" text[] DEFAULT '{}' NOT NULL,
	"name" text NOT NULL,
	"backed_up" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone
);--> statement-breakpoint
CREATE UNIQUE INDEX "admin_passkeys_credential_idx" ON "admin_passkeys" USING btree ("credential_id");--> statement-breakpoint
CREATE INDEX "admin_passkeys_admin_idx" ON "admin_passkeys" USING btree ("admin_id");--> statement-breakpoint
-- The challenges handed out, each answered once: a registration's and a second factor's name
-- their admin, a sign-in without a password's names nobody until its passkey does.
CREATE TABLE "passkey_challenges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" uuid REFERENCES "admin_users"("id") ON DELETE CASCADE,
	"purpose" text NOT NULL,
	"challenge" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "passkey_challenges_purpose_check" CHECK ("purpose" IN ('register', 'second-factor', 'sign-in'))
);--> statement-breakpoint
CREATE INDEX "passkey_challenges_expires_idx" ON "passkey_challenges" USING btree ("expires_at");--> statement-breakpoint
-- The audit log notes passkeys added and removed (as migration 0023 does for the other tables).
CREATE TRIGGER admin_passkeys_audit_insert AFTER INSERT ON admin_passkeys REFERENCING NEW TABLE AS new_table FOR EACH STATEMENT EXECUTE FUNCTION audit_capture_changes();--> statement-breakpoint
CREATE TRIGGER admin_passkeys_audit_delete AFTER DELETE ON admin_passkeys REFERENCING OLD TABLE AS old_table FOR EACH STATEMENT EXECUTE FUNCTION audit_capture_changes();
