CREATE TABLE "recipient_send_counts" (
	"mobile_user_id" uuid NOT NULL,
	"period_start" date NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "recipient_send_counts_mobile_user_id_period_start_pk" PRIMARY KEY("mobile_user_id","period_start")
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "quiet_hours_start" smallint;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "quiet_hours_end" smallint;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "frequency_cap" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "frequency_cap_period" text DEFAULT 'day' NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "urgent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "mobile_users" ADD COLUMN "reported_time_zone" text;--> statement-breakpoint
ALTER TABLE "mobile_users" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
CREATE INDEX "mobile_users_company_zone_idx" ON "mobile_users" USING btree ("company_id","time_zone");--> statement-breakpoint
-- The fan-out walk reads the recipient's zone from the index alone, as it does the rest (0008).
DROP INDEX IF EXISTS "mobile_users_company_id_idx";--> statement-breakpoint
CREATE INDEX "mobile_users_company_id_idx" ON "mobile_users" USING btree ("company_id","id") INCLUDE ("is_deleted","is_active","registered","has_push_token","platform","phone","email","time_zone");--> statement-breakpoint
-- The zone of a place, from what an app user's record says of it (docs/decisions.md, "Each
-- recipient's own clock"): a US state, else the first three digits of a US zip code; a Canadian
-- province; else one zone per country (its capital's, or its most populous one's). Null: unknown.
CREATE OR REPLACE FUNCTION zone_of_place(country text, state text, zipcode text)
RETURNS text LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  c text := upper(btrim(coalesce(country, '')));
  s text := upper(btrim(coalesce(state, '')));
  z int;
BEGIN
  c := CASE c
    WHEN 'USA' THEN 'US' WHEN 'UNITED STATES' THEN 'US' WHEN 'UNITED STATES OF AMERICA' THEN 'US'
    WHEN 'CAN' THEN 'CA' WHEN 'CANADA' THEN 'CA'
    WHEN 'UK' THEN 'GB' WHEN 'UNITED KINGDOM' THEN 'GB' WHEN 'GREAT BRITAIN' THEN 'GB'
    WHEN 'MEXICO' THEN 'MX' WHEN 'AUSTRALIA' THEN 'AU' WHEN 'INDIA' THEN 'IN'
    WHEN 'GERMANY' THEN 'DE' WHEN 'FRANCE' THEN 'FR' WHEN 'IRELAND' THEN 'IE'
    ELSE c END;
  IF c = 'CA' THEN
    RETURN CASE s
      WHEN 'BC' THEN 'America/Vancouver' WHEN 'AB' THEN 'America/Edmonton'
      WHEN 'SK' THEN 'America/Regina' WHEN 'MB' THEN 'America/Winnipeg'
      WHEN 'NB' THEN 'America/Halifax' WHEN 'NS' THEN 'America/Halifax'
      WHEN 'PE' THEN 'America/Halifax' WHEN 'NL' THEN 'America/St_Johns'
      WHEN 'YT' THEN 'America/Whitehorse' WHEN 'NT' THEN 'America/Edmonton'
      WHEN 'NU' THEN 'America/Iqaluit'
      ELSE 'America/Toronto' END;
  END IF;
  IF c IN ('US', '') THEN
    -- A state or zip code without a country is taken as a US one: the product's members are.
    IF s <> '' THEN
      RETURN CASE
        WHEN s IN ('CT','DE','DC','FL','GA','KY','ME','MD','MA','NH','NJ','NY','NC','OH','PA',
                   'RI','SC','VT','VA','WV') THEN 'America/New_York'
        WHEN s = 'MI' THEN 'America/Detroit'
        WHEN s = 'IN' THEN 'America/Indiana/Indianapolis'
        WHEN s IN ('AL','AR','IL','IA','KS','LA','MN','MS','MO','NE','ND','OK','SD','TN','TX',
                   'WI') THEN 'America/Chicago'
        WHEN s IN ('CO','MT','NM','UT','WY') THEN 'America/Denver'
        WHEN s = 'ID' THEN 'America/Boise'
        WHEN s = 'AZ' THEN 'America/Phoenix'
        WHEN s IN ('CA','NV','OR','WA') THEN 'America/Los_Angeles'
        WHEN s = 'AK' THEN 'America/Anchorage'
        WHEN s = 'HI' THEN 'Pacific/Honolulu'
        WHEN s = 'PR' THEN 'America/Puerto_Rico'
        WHEN s = 'VI' THEN 'America/St_Thomas'
        WHEN s = 'GU' THEN 'Pacific/Guam'
        WHEN s = 'AS' THEN 'Pacific/Pago_Pago'
        WHEN s = 'MP' THEN 'Pacific/Saipan'
        ELSE NULL END;
    END IF;
    IF coalesce(zipcode, '') ~ '^\s*[0-9]{5}' THEN
      z := substr(btrim(zipcode), 1, 3)::int;
      RETURN CASE
        WHEN z BETWEEN 6 AND 9 THEN 'America/Puerto_Rico'
        WHEN z < 350 THEN 'America/New_York'
        WHEN z < 398 THEN 'America/Chicago'
        WHEN z < 460 THEN 'America/New_York'
        WHEN z < 480 THEN 'America/Indiana/Indianapolis'
        WHEN z < 500 THEN 'America/Detroit'
        WHEN z < 590 THEN 'America/Chicago'
        WHEN z < 600 THEN 'America/Denver'
        WHEN z < 800 THEN 'America/Chicago'
        WHEN z < 832 THEN 'America/Denver'
        WHEN z < 839 THEN 'America/Boise'
        WHEN z < 848 THEN 'America/Denver'
        WHEN z < 866 THEN 'America/Phoenix'
        WHEN z < 889 THEN 'America/Denver'
        WHEN z < 962 THEN 'America/Los_Angeles'
        WHEN z < 967 THEN NULL
        WHEN z < 969 THEN 'Pacific/Honolulu'
        WHEN z = 969 THEN 'Pacific/Guam'
        WHEN z < 995 THEN 'America/Los_Angeles'
        ELSE 'America/Anchorage' END;
    END IF;
    RETURN CASE WHEN c = 'US' THEN 'America/New_York' END;
  END IF;
  RETURN CASE c
    WHEN 'GB' THEN 'Europe/London' WHEN 'IE' THEN 'Europe/Dublin' WHEN 'FR' THEN 'Europe/Paris'
    WHEN 'DE' THEN 'Europe/Berlin' WHEN 'ES' THEN 'Europe/Madrid' WHEN 'IT' THEN 'Europe/Rome'
    WHEN 'NL' THEN 'Europe/Amsterdam' WHEN 'BE' THEN 'Europe/Brussels'
    WHEN 'CH' THEN 'Europe/Zurich' WHEN 'AT' THEN 'Europe/Vienna' WHEN 'PT' THEN 'Europe/Lisbon'
    WHEN 'SE' THEN 'Europe/Stockholm' WHEN 'NO' THEN 'Europe/Oslo'
    WHEN 'DK' THEN 'Europe/Copenhagen' WHEN 'FI' THEN 'Europe/Helsinki'
    WHEN 'PL' THEN 'Europe/Warsaw' WHEN 'CZ' THEN 'Europe/Prague' WHEN 'GR' THEN 'Europe/Athens'
    WHEN 'RO' THEN 'Europe/Bucharest' WHEN 'HU' THEN 'Europe/Budapest'
    WHEN 'UA' THEN 'Europe/Kiev' WHEN 'TR' THEN 'Europe/Istanbul' WHEN 'RU' THEN 'Europe/Moscow'
    WHEN 'IL' THEN 'Asia/Jerusalem' WHEN 'AE' THEN 'Asia/Dubai' WHEN 'SA' THEN 'Asia/Riyadh'
    WHEN 'IN' THEN 'Asia/Kolkata' WHEN 'PK' THEN 'Asia/Karachi' WHEN 'BD' THEN 'Asia/Dhaka'
    WHEN 'CN' THEN 'Asia/Shanghai' WHEN 'HK' THEN 'Asia/Hong_Kong' WHEN 'TW' THEN 'Asia/Taipei'
    WHEN 'JP' THEN 'Asia/Tokyo' WHEN 'KR' THEN 'Asia/Seoul' WHEN 'PH' THEN 'Asia/Manila'
    WHEN 'SG' THEN 'Asia/Singapore' WHEN 'MY' THEN 'Asia/Kuala_Lumpur'
    WHEN 'TH' THEN 'Asia/Bangkok' WHEN 'VN' THEN 'Asia/Ho_Chi_Minh' WHEN 'ID' THEN 'Asia/Jakarta'
    WHEN 'AU' THEN 'Australia/Sydney' WHEN 'NZ' THEN 'Pacific/Auckland'
    WHEN 'ZA' THEN 'Africa/Johannesburg' WHEN 'NG' THEN 'Africa/Lagos'
    WHEN 'KE' THEN 'Africa/Nairobi' WHEN 'EG' THEN 'Africa/Cairo'
    WHEN 'MX' THEN 'America/Mexico_City' WHEN 'BR' THEN 'America/Sao_Paulo'
    WHEN 'AR' THEN 'America/Argentina/Buenos_Aires' WHEN 'CL' THEN 'America/Santiago'
    WHEN 'CO' THEN 'America/Bogota' WHEN 'PE' THEN 'America/Lima'
    WHEN 'JM' THEN 'America/Jamaica' WHEN 'DO' THEN 'America/Santo_Domingo'
    WHEN 'PR' THEN 'America/Puerto_Rico'
    ELSE NULL END;
END $$;--> statement-breakpoint
-- Every write of a user keeps its zone: the one the app reported (when PostgreSQL knows it),
-- else its place's, else its company's.
CREATE OR REPLACE FUNCTION mobile_users_keep_time_zone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF nullif(btrim(NEW.reported_time_zone), '') IS NOT NULL THEN
    BEGIN
      PERFORM now() AT TIME ZONE NEW.reported_time_zone;
    EXCEPTION WHEN invalid_parameter_value THEN
      NEW.reported_time_zone := NULL;
    END;
  END IF;
  NEW.time_zone := coalesce(
    nullif(btrim(NEW.reported_time_zone), ''),
    zone_of_place(NEW.country, NEW.state, NEW.zipcode),
    (SELECT c.time_zone FROM companies c WHERE c.id = NEW.company_id),
    'UTC');
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER mobile_users_keep_time_zone
  BEFORE INSERT OR UPDATE OF reported_time_zone, country, state, zipcode, company_id
  ON mobile_users FOR EACH ROW EXECUTE FUNCTION mobile_users_keep_time_zone();--> statement-breakpoint
-- A company that changes its zone takes along the users who had only its zone to go by.
CREATE OR REPLACE FUNCTION companies_zone_to_users() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE mobile_users SET time_zone = NEW.time_zone
  WHERE company_id = NEW.id AND time_zone = OLD.time_zone
    AND nullif(btrim(reported_time_zone), '') IS NULL
    AND zone_of_place(country, state, zipcode) IS NULL;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER companies_zone_to_users
  AFTER UPDATE OF time_zone ON companies FOR EACH ROW
  WHEN (OLD.time_zone IS DISTINCT FROM NEW.time_zone)
  EXECUTE FUNCTION companies_zone_to_users();--> statement-breakpoint
UPDATE mobile_users u SET time_zone = coalesce(zone_of_place(u.country, u.state, u.zipcode), c.time_zone)
FROM companies c WHERE c.id = u.company_id;
--> statement-breakpoint
-- A receipt of a recipient over the frequency cap (channel 'capped') is no message sent either.
CREATE OR REPLACE FUNCTION channel_usage_receipts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[]; sms bigint[]; messages bigint[]; logins bigint[];
BEGIN
  SELECT array_agg(t.id ORDER BY t.id), array_agg(t.sms ORDER BY t.id),
    array_agg(t.messages ORDER BY t.id), array_agg(0::bigint ORDER BY t.id)
  INTO ids, sms, messages, logins
  FROM (
    SELECT m.content_provider_id AS id, sum(r.sms)::bigint AS sms,
      sum(r.messages)::bigint AS messages
    FROM (SELECT occurrence_id, count(*) FILTER (WHERE channel = 'sms') AS sms,
        count(*) FILTER (WHERE channel NOT IN ('none', 'capped')) AS messages
      FROM channel_usage_receipts GROUP BY occurrence_id) r
    JOIN message_occurrences o ON o.id = r.occurrence_id
    JOIN messages m ON m.id = o.message_id
    WHERE m.content_provider_id IS NOT NULL
    GROUP BY m.content_provider_id
  ) t WHERE t.messages > 0;
  IF ids IS NOT NULL THEN PERFORM channel_usage_add(ids, sms, messages, logins); END IF;
  RETURN NULL;
END $$;
