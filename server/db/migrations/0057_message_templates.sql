-- Saved message templates (docs/decisions.md, "Message templates"): an organisation's, or with a
-- channel that channel's own. The template's own text is in the organisation's default language;
-- other languages are rows of message_template_variants. A delete sets deleted_at so it can be
-- undone.
CREATE TABLE IF NOT EXISTS message_templates (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  content_provider_id uuid REFERENCES content_providers(id) ON DELETE CASCADE,
  name text NOT NULL,
  title text NOT NULL DEFAULT '',
  push_message text NOT NULL DEFAULT '',
  message text NOT NULL DEFAULT '',
  created_by uuid REFERENCES admin_users(id) ON DELETE SET NULL,
  updated_by uuid REFERENCES admin_users(id) ON DELETE SET NULL,
  created_at timestamp with time zone NOT NULL DEFAULT now(),
  updated_at timestamp with time zone NOT NULL DEFAULT now(),
  deleted_at timestamp with time zone
);
--> statement-breakpoint
-- One live template of a name per scope (the organisation's, or one channel's).
CREATE UNIQUE INDEX IF NOT EXISTS message_templates_scope_name_idx ON message_templates (
  company_id,
  coalesce(content_provider_id, '00000000-0000-0000-0000-000000000000'::uuid),
  lower(name)
) WHERE deleted_at IS NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS message_templates_company_updated_idx
  ON message_templates (company_id, updated_at DESC);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS message_template_variants (
  template_id uuid NOT NULL REFERENCES message_templates(id) ON DELETE CASCADE,
  language text NOT NULL,
  title text NOT NULL DEFAULT '',
  push_message text NOT NULL DEFAULT '',
  message text NOT NULL DEFAULT '',
  PRIMARY KEY (template_id, language)
);
