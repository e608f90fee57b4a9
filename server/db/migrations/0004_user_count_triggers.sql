-- Keeps mobile_user_counts exact: statement-level triggers fold each statement's changed rows
-- (transition tables) into one upsert, so a 100,000-row import costs one grouped insert, not
-- 100,000 counter updates. Old rows count -1 and new rows +1 in a single statement whose keys
-- are taken in order, so two concurrent changes cannot lock the same counters in opposite order.
CREATE FUNCTION mobile_user_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO mobile_user_counts AS c (company_id, is_active, registered, version, users)
    SELECT company_id, is_active, registered, version, count(*) FROM new_rows
    WHERE is_deleted = 0 GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (company_id, is_active, registered, version) DO UPDATE SET users = c.users + excluded.users;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO mobile_user_counts AS c (company_id, is_active, registered, version, users)
    SELECT company_id, is_active, registered, version, -count(*) FROM old_rows
    WHERE is_deleted = 0 GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (company_id, is_active, registered, version) DO UPDATE SET users = c.users + excluded.users;
  ELSE
    INSERT INTO mobile_user_counts AS c (company_id, is_active, registered, version, users)
    SELECT company_id, is_active, registered, version, sum(delta) FROM (
      SELECT company_id, is_active, registered, version, -1 AS delta FROM old_rows WHERE is_deleted = 0
      UNION ALL
      SELECT company_id, is_active, registered, version, 1 FROM new_rows WHERE is_deleted = 0
    ) changed
    GROUP BY 1, 2, 3, 4 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (company_id, is_active, registered, version) DO UPDATE SET users = c.users + excluded.users;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER mobile_user_counts_insert AFTER INSERT ON mobile_users
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION mobile_user_counts_apply();
--> statement-breakpoint
CREATE TRIGGER mobile_user_counts_update AFTER UPDATE ON mobile_users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION mobile_user_counts_apply();
--> statement-breakpoint
CREATE TRIGGER mobile_user_counts_delete AFTER DELETE ON mobile_users
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION mobile_user_counts_apply();
--> statement-breakpoint
INSERT INTO mobile_user_counts (company_id, is_active, registered, version, users)
SELECT company_id, is_active, registered, version, count(*) FROM mobile_users
WHERE is_deleted = 0 GROUP BY 1, 2, 3, 4;
