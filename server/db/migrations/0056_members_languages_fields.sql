-- A member's language and an organisation's default (docs/decisions.md, "Personal messages in
-- the member's language"): null on a member means the organisation's default.
ALTER TABLE mobile_users ADD COLUMN IF NOT EXISTS language text;
--> statement-breakpoint
ALTER TABLE companies ADD COLUMN IF NOT EXISTS default_language text NOT NULL DEFAULT 'en';
--> statement-breakpoint
-- A message's own text is its default-language variant; other languages are rows here.
ALTER TABLE messages ADD COLUMN IF NOT EXISTS language text;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS message_variants (
  message_id uuid NOT NULL REFERENCES messages(id) ON DELETE CASCADE,
  language text NOT NULL,
  title text NOT NULL DEFAULT '',
  push_message text NOT NULL DEFAULT '',
  message text NOT NULL DEFAULT '',
  PRIMARY KEY (message_id, language)
);
--> statement-breakpoint
-- Which variant each recipient got; null: the message's own text (and every receipt before this).
ALTER TABLE message_receipts ADD COLUMN IF NOT EXISTS language text;
--> statement-breakpoint
-- The custom fields an organisation's members carry, kept as the members are written, so compose
-- can tell a merge field that exists from a typo without reading a million members.
CREATE TABLE IF NOT EXISTS company_custom_fields (
  company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  name text NOT NULL,
  PRIMARY KEY (company_id, name)
);
--> statement-breakpoint
INSERT INTO company_custom_fields (company_id, name)
SELECT DISTINCT company_id, jsonb_object_keys(custom_fields) FROM mobile_users
WHERE company_id IS NOT NULL AND custom_fields <> '{}'::jsonb
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Once per statement over the rows it wrote, so a COPY of a million members pays one pass.
CREATE OR REPLACE FUNCTION remember_custom_fields() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO company_custom_fields (company_id, name)
  SELECT DISTINCT company_id, jsonb_object_keys(custom_fields) FROM written
  WHERE company_id IS NOT NULL AND custom_fields <> '{}'::jsonb
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS mobile_users_custom_fields_inserted ON mobile_users;
--> statement-breakpoint
CREATE TRIGGER mobile_users_custom_fields_inserted AFTER INSERT ON mobile_users
REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION remember_custom_fields();
--> statement-breakpoint
DROP TRIGGER IF EXISTS mobile_users_custom_fields_updated ON mobile_users;
--> statement-breakpoint
CREATE TRIGGER mobile_users_custom_fields_updated AFTER UPDATE ON mobile_users
REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION remember_custom_fields();
