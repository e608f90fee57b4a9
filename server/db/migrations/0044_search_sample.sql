CREATE TABLE "mobile_user_search_sample" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"search_text" text NOT NULL,
	"is_active" integer NOT NULL,
	"registered" boolean NOT NULL,
	"version" integer NOT NULL,
	"channel_ids" uuid[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE INDEX "mobile_user_search_sample_text_idx" ON "mobile_user_search_sample" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- The sample follows mobile_user_search statement by statement, in the same transaction. An
-- upsert there fires both the insert and the update trigger, each with its own rows.
CREATE FUNCTION mobile_user_search_sample_upsert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO mobile_user_search_sample AS s
    (user_id, company_id, search_text, is_active, registered, version, channel_ids)
  SELECT user_id, company_id, search_text, is_active, registered, version, channel_ids
  FROM changed_rows WHERE right(user_id::text, 1) = '0'
  ON CONFLICT (user_id) DO UPDATE SET company_id = excluded.company_id,
    search_text = excluded.search_text, is_active = excluded.is_active,
    registered = excluded.registered, version = excluded.version,
    channel_ids = excluded.channel_ids;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION mobile_user_search_sample_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM mobile_user_search_sample s USING changed_rows o
  WHERE s.user_id = o.user_id AND right(o.user_id::text, 1) = '0';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER mobile_user_search_sample_insert AFTER INSERT ON mobile_user_search
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT
  EXECUTE FUNCTION mobile_user_search_sample_upsert();
--> statement-breakpoint
CREATE TRIGGER mobile_user_search_sample_update AFTER UPDATE ON mobile_user_search
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT
  EXECUTE FUNCTION mobile_user_search_sample_upsert();
--> statement-breakpoint
CREATE TRIGGER mobile_user_search_sample_delete AFTER DELETE ON mobile_user_search
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT
  EXECUTE FUNCTION mobile_user_search_sample_delete();
--> statement-breakpoint
INSERT INTO mobile_user_search_sample
  (user_id, company_id, search_text, is_active, registered, version, channel_ids)
SELECT user_id, company_id, search_text, is_active, registered, version, channel_ids
FROM mobile_user_search WHERE right(user_id::text, 1) = '0';
