-- Migration 0080's update trigger asked whether a token moved to another user with EXISTS over
-- a join of its two transition tables. PostgreSQL plans an EXISTS to stop at its first row, so
-- it joined them by a nested loop, and when no token moved (the usual bulk change: tokens
-- replaced in place) it compared every old row with every new one: 5,000 tokens replaced took
-- 2.4 s in this check alone, 77,000 over 10 minutes. The set difference below is hashed, one
-- pass over each table whatever the planner expects.
CREATE OR REPLACE FUNCTION mobile_user_devices_flag_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A token moved to another user: the new owner has one, the old one may have none left. A
  -- registration refreshing its own token (an insert that met its row) moves nothing.
  IF EXISTS (SELECT id, mobile_user_id FROM new_devices
      EXCEPT SELECT id, mobile_user_id FROM old_devices) THEN
    UPDATE mobile_users u SET has_push_token = EXISTS (SELECT 1 FROM mobile_user_devices d WHERE d.mobile_user_id = u.id)
    WHERE u.id IN (SELECT mobile_user_id FROM new_devices UNION SELECT mobile_user_id FROM old_devices)
      AND u.has_push_token IS DISTINCT FROM EXISTS (SELECT 1 FROM mobile_user_devices d WHERE d.mobile_user_id = u.id);
  END IF;
  RETURN NULL;
END $$;
