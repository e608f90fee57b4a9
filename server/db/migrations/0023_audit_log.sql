CREATE TABLE "audit_log" (
	"id" bigserial NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"admin_id" uuid NOT NULL,
	"admin_group" integer NOT NULL,
	"company_id" uuid,
	"method" text NOT NULL,
	"route" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"outcome" text NOT NULL,
	"status" integer NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"summary" jsonb,
	CONSTRAINT "audit_log_at_id_pk" PRIMARY KEY("at","id")
) PARTITION BY RANGE ("at");
--> statement-breakpoint
CREATE INDEX "audit_log_company_idx" ON "audit_log" USING btree ("company_id","at","id");--> statement-breakpoint
CREATE INDEX "audit_log_admin_idx" ON "audit_log" USING btree ("admin_id","at","id");--> statement-breakpoint
CREATE INDEX "audit_log_company_target_idx" ON "audit_log" USING btree ("company_id","target_type","at","id");--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","at","id");--> statement-breakpoint
CREATE INDEX "audit_log_company_method_idx" ON "audit_log" USING btree ("company_id","method","at","id");--> statement-breakpoint
CREATE INDEX "audit_log_method_idx" ON "audit_log" USING btree ("method","at","id");--> statement-breakpoint
CREATE INDEX "audit_log_refused_idx" ON "audit_log" USING btree ("company_id","at","id") WHERE "audit_log"."outcome" = 'refused';--> statement-breakpoint
-- Anything outside the monthly partitions (a month not made ahead yet) lands here.
CREATE TABLE "audit_log_default" PARTITION OF "audit_log" DEFAULT;--> statement-breakpoint
-- One partition per calendar month (UTC), named audit_log_YYYY_MM: the current month, the
-- `ahead` months after it and the `behind` months before it. Rows of such a month already in the
-- default partition move into the new one. Safe to call from several instances at once (an
-- advisory lock serialises them).
CREATE FUNCTION audit_log_ensure_partitions(ahead integer DEFAULT 1, behind integer DEFAULT 0) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  first_day timestamp;
  next_day timestamp;
  part text;
BEGIN
  PERFORM pg_advisory_xact_lock(7341903);
  FOR i IN -behind..ahead LOOP
    first_day := date_trunc('month', now() AT TIME ZONE 'UTC') + make_interval(months => i);
    next_day := first_day + interval '1 month';
    part := 'audit_log_' || to_char(first_day, 'YYYY_MM');
    CONTINUE WHEN to_regclass(part) IS NOT NULL;
    CREATE TEMP TABLE audit_log_moving ON COMMIT DROP AS
      SELECT * FROM audit_log_default
      WHERE at >= first_day AT TIME ZONE 'UTC' AND at < next_day AT TIME ZONE 'UTC';
    DELETE FROM audit_log_default
      WHERE at >= first_day AT TIME ZONE 'UTC' AND at < next_day AT TIME ZONE 'UTC';
    EXECUTE format(
      'CREATE TABLE %I PARTITION OF audit_log FOR VALUES FROM (%L) TO (%L)',
      part, (first_day AT TIME ZONE 'UTC')::text, (next_day AT TIME ZONE 'UTC')::text);
    INSERT INTO audit_log SELECT * FROM audit_log_moving;
    DROP TABLE audit_log_moving;
  END LOOP;
END $$;--> statement-breakpoint
SELECT audit_log_ensure_partitions(1);--> statement-breakpoint
-- Column names whose values an audit entry never keeps: passwords, hashes, tokens, codes,
-- secrets, file bytes, setup and billing links (which carry a token), and derived search text.
CREATE FUNCTION audit_hides(name text) RETURNS boolean
LANGUAGE sql IMMUTABLE AS $$
  SELECT name ~* '(password|_hash$|token|secret|otp|code_hash|^bytes$|setup_link|stripe_portal|^search_text$)'
$$;--> statement-breakpoint
-- A row's values as an entry keeps them: secrets dropped, long text cut to 500 characters.
CREATE FUNCTION audit_visible(row_values jsonb) RETURNS jsonb
LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(jsonb_object_agg(k, CASE
      WHEN jsonb_typeof(v) = 'string' AND length(v #>> '{}') > 500
        THEN to_jsonb(left(v #>> '{}', 500) || '…')
      ELSE v END), '{}'::jsonb)
  FROM jsonb_each(row_values) AS e(k, v)
  WHERE NOT audit_hides(k)
$$;--> statement-breakpoint
-- Opens change capture for the current transaction: the triggers below then note every row
-- changed in pg_temp.audit_changes, which the audit plugin reads (and empties) before commit.
CREATE FUNCTION audit_begin() RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF to_regclass('pg_temp.audit_changes') IS NULL THEN
    CREATE TEMP TABLE audit_changes (
      seq bigserial PRIMARY KEY,
      table_name text NOT NULL,
      op text NOT NULL,
      row_id text NOT NULL,
      old_values jsonb,
      new_values jsonb
    );
  END IF;
  PERFORM set_config('tidings.audit', 'on', true);
END $$;--> statement-breakpoint
-- Statement-level, with transition tables: one call per statement, nothing when capture is off
-- (the delivery engine, seeds, scripts). At most 100 rows of one statement are kept.
CREATE FUNCTION audit_capture_changes() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('tidings.audit', true) IS DISTINCT FROM 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO pg_temp.audit_changes (table_name, op, row_id, old_values, new_values)
    SELECT TG_TABLE_NAME, 'update', n.id::text, audit_visible(d.old_values), audit_visible(d.new_values)
    FROM old_table o
    JOIN new_table n ON n.id = o.id
    CROSS JOIN LATERAL (
      SELECT jsonb_object_agg(a.k, a.v) AS old_values, jsonb_object_agg(a.k, b.v) AS new_values
      FROM jsonb_each(to_jsonb(o)) AS a(k, v)
      JOIN jsonb_each(to_jsonb(n)) AS b(k, v) ON b.k = a.k
      WHERE a.v IS DISTINCT FROM b.v AND NOT audit_hides(a.k)
    ) d
    WHERE d.new_values IS NOT NULL
    LIMIT 100;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO pg_temp.audit_changes (table_name, op, row_id, new_values)
    SELECT TG_TABLE_NAME, 'insert', n.id::text, audit_visible(to_jsonb(n)) FROM new_table n LIMIT 100;
  ELSE
    INSERT INTO pg_temp.audit_changes (table_name, op, row_id, old_values)
    SELECT TG_TABLE_NAME, 'delete', o.id::text, audit_visible(to_jsonb(o)) FROM old_table o LIMIT 100;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['companies', 'admin_users', 'roles', 'user_groups', 'content_providers', 'messages'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_table FOR EACH STATEMENT EXECUTE FUNCTION audit_capture_changes()', t || '_audit_insert', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_table NEW TABLE AS new_table FOR EACH STATEMENT EXECUTE FUNCTION audit_capture_changes()', t || '_audit_update', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_table FOR EACH STATEMENT EXECUTE FUNCTION audit_capture_changes()', t || '_audit_delete', t);
  END LOOP;
END $$;
--> statement-breakpoint
-- App users: updates only (an edit, a suspension, a deletion flag). Imports insert and are
-- summarised by their own entry; capturing their rows would slow a 100k-row import.
CREATE TRIGGER mobile_users_audit_update AFTER UPDATE ON mobile_users REFERENCING OLD TABLE AS old_table NEW TABLE AS new_table FOR EACH STATEMENT EXECUTE FUNCTION audit_capture_changes();
