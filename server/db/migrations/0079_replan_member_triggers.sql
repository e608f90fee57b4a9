-- Statement triggers keep the member counters (reach, groups, channels, search, push flags) from
-- their transition tables. PL/pgSQL plans each of their statements once per session and keeps
-- the plan, sized for the transition table of the first call: after one registration or one
-- edit on a connection, a later statement of 77,000 tokens joined its transition tables by
-- nested loops (10,000 members' tokens deleted: 119 s instead of 5 s), and after a bulk
-- statement, single edits went on with plans made for tens of thousands of rows. This trigger
-- fires first (AFTER triggers fire in name order) and, when a statement's row count moves to
-- another power of ten than the table's last one in this session, drops the session's cached
-- plans, so the triggers after it plan for the rows they have. Counts under 100 are one class.
CREATE FUNCTION replan_for_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  rows_changed bigint;
  size_class int;
  setting text := 'tidings.rows_class_' || TG_TABLE_NAME;
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT count(*) INTO rows_changed FROM old_rows;
  ELSE
    SELECT count(*) INTO rows_changed FROM new_rows;
  END IF;
  size_class := greatest(0, floor(log(greatest(rows_changed, 1)))::int - 1);
  IF coalesce(current_setting(setting, true), '') IS DISTINCT FROM size_class::text THEN
    PERFORM set_config(setting, size_class::text, false);
    DISCARD PLANS;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  member_table text;
BEGIN
  FOREACH member_table IN ARRAY array['mobile_users', 'mobile_user_devices', 'channel_followers',
    'user_group_members', 'mobile_user_search']
  LOOP
    EXECUTE format('CREATE TRIGGER _replan_insert AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION replan_for_rows()', member_table);
    EXECUTE format('CREATE TRIGGER _replan_update AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION replan_for_rows()', member_table);
    EXECUTE format('CREATE TRIGGER _replan_delete AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION replan_for_rows()', member_table);
  END LOOP;
END $$;
