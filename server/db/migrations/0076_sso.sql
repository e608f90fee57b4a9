-- Single sign-on per organisation through its OpenID provider, and the sign-ins under way there.
CREATE TABLE "company_sso" (
  "company_id" uuid PRIMARY KEY NOT NULL REFERENCES "companies"("id") ON DELETE CASCADE,
  "issuer" text NOT NULL,
  "client_id" text NOT NULL,
  "client_secret_sealed" text NOT NULL,
  "mode" text DEFAULT 'off' NOT NULL,
  "jit_enabled" boolean DEFAULT false NOT NULL,
  "jit_role_id" uuid REFERENCES "roles"("id") ON DELETE SET NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "company_sso_mode_check" CHECK ("mode" in ('off', 'optional', 'required'))
);
--> statement-breakpoint
CREATE TABLE "sso_logins" (
  "state_hash" text PRIMARY KEY NOT NULL,
  "company_id" uuid NOT NULL REFERENCES "companies"("id") ON DELETE CASCADE,
  "code_verifier" text NOT NULL,
  "nonce" text NOT NULL,
  "redirect_path" text NOT NULL,
  "expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sso_logins_expires_at_idx" ON "sso_logins" ("expires_at");
