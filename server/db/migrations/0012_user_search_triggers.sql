-- Keeps mobile_user_search in step with mobile_users: statement-level triggers apply each
-- statement's changed rows (transition tables) as one set-based write. An update rewrites a
-- search row only when something it holds changed, so updates of other columns (custom fields,
-- chat settings) cost one join of the transition tables and no writes.
CREATE FUNCTION mobile_user_search_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO mobile_user_search (user_id, company_id, search_text, is_active, registered, version)
    SELECT id, company_id, search_text, is_active, registered, version FROM new_rows
    WHERE is_deleted = 0;
  ELSIF TG_OP = 'DELETE' THEN
    DELETE FROM mobile_user_search s USING old_rows o WHERE s.user_id = o.id;
  ELSE
    DELETE FROM mobile_user_search s USING new_rows n
    WHERE s.user_id = n.id AND n.is_deleted <> 0;
    INSERT INTO mobile_user_search AS s (user_id, company_id, search_text, is_active, registered, version)
    SELECT n.id, n.company_id, n.search_text, n.is_active, n.registered, n.version
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE n.is_deleted = 0 AND (o.is_deleted <> 0
      OR (n.company_id, n.search_text, n.is_active, n.registered, n.version)
        IS DISTINCT FROM (o.company_id, o.search_text, o.is_active, o.registered, o.version))
    ORDER BY n.id
    ON CONFLICT (user_id) DO UPDATE SET company_id = excluded.company_id,
      search_text = excluded.search_text, is_active = excluded.is_active,
      registered = excluded.registered, version = excluded.version;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER mobile_user_search_insert AFTER INSERT ON mobile_users
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION mobile_user_search_apply();
--> statement-breakpoint
CREATE TRIGGER mobile_user_search_update AFTER UPDATE ON mobile_users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION mobile_user_search_apply();
--> statement-breakpoint
CREATE TRIGGER mobile_user_search_delete AFTER DELETE ON mobile_users
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION mobile_user_search_apply();
--> statement-breakpoint
INSERT INTO mobile_user_search (user_id, company_id, search_text, is_active, registered, version)
SELECT id, company_id, search_text, is_active, registered, version FROM mobile_users
WHERE is_deleted = 0;
