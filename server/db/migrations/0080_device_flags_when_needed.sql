-- The push-token flags (migration 0041) are kept by statement triggers on mobile_user_devices
-- that UPDATE mobile_users. A statement trigger fires even when its statement touched no row,
-- and so did every trigger of mobile_users behind that UPDATE (ten of them, counters and search):
-- one app registration (an insert that may conflict, then the trim of old tokens) ran three
-- such updates of no row, about 1.8 ms of the database's 3 ms for the call. Each function now
-- updates only when some user's flag is actually wrong.
CREATE OR REPLACE FUNCTION mobile_user_devices_flag_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM mobile_users u
      WHERE u.id IN (SELECT mobile_user_id FROM new_devices) AND NOT u.has_push_token) THEN
    UPDATE mobile_users u SET has_push_token = true
    WHERE u.id IN (SELECT DISTINCT mobile_user_id FROM new_devices) AND NOT u.has_push_token;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION mobile_user_devices_flag_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM old_devices) THEN
    UPDATE mobile_users u SET has_push_token = false
    WHERE u.id IN (SELECT DISTINCT mobile_user_id FROM old_devices) AND u.has_push_token
      AND NOT EXISTS (SELECT 1 FROM mobile_user_devices d WHERE d.mobile_user_id = u.id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION mobile_user_devices_flag_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A token moved to another user: the new owner has one, the old one may have none left. A
  -- registration refreshing its own token (an insert that met its row) moves nothing.
  IF EXISTS (SELECT 1 FROM old_devices o JOIN new_devices n ON n.id = o.id
      WHERE n.mobile_user_id <> o.mobile_user_id) THEN
    UPDATE mobile_users u SET has_push_token = EXISTS (SELECT 1 FROM mobile_user_devices d WHERE d.mobile_user_id = u.id)
    WHERE u.id IN (SELECT mobile_user_id FROM new_devices UNION SELECT mobile_user_id FROM old_devices)
      AND u.has_push_token IS DISTINCT FROM EXISTS (SELECT 1 FROM mobile_user_devices d WHERE d.mobile_user_id = u.id);
  END IF;
  RETURN NULL;
END $$;
