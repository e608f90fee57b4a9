-- Members' STOP, START and HELP texted to the platform's Twilio number (docs/decisions.md, "SMS
-- STOP, START and HELP"): the keyword texts acted on, by Twilio's id, so a replay changes nothing;
-- the phones that stopped, so a member who has or later gets such a phone is opted out of SMS.
CREATE TABLE "sms_inbound_messages" (
	"message_sid" text PRIMARY KEY NOT NULL,
	"keyword" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_stops" (
	"phone" text NOT NULL,
	"to_number" text NOT NULL,
	"keyword" text NOT NULL,
	"stopped_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_stops_phone_to_number_pk" PRIMARY KEY ("phone","to_number")
);
--> statement-breakpoint
-- A phone as digits only: "+1 (555) 010-0123" and "+15550100123" are one phone. Null when none.
CREATE FUNCTION phone_digits(phone text) RETURNS text
	LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
	AS $$ SELECT nullif(regexp_replace(phone, '[^0-9]', '', 'g'), '') $$;
--> statement-breakpoint
-- A STOP finds every organisation's members with the phone at once.
CREATE INDEX "mobile_users_phone_digits_idx" ON "mobile_users" USING btree (phone_digits("phone"));
--> statement-breakpoint
-- Members added with a stopped phone (a form, an import, the union sync) are opted out of SMS
-- as the phone's STOP opted out the members that had it, with the same consent event.
CREATE FUNCTION sms_stops_opt_out_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	WITH hit AS (
		SELECT DISTINCT ON (a.id) a.id, a.company_id, s.keyword
		FROM added a JOIN sms_stops s ON s.phone = phone_digits(a.phone)
		WHERE a.is_deleted = 0
		ORDER BY a.id, s.stopped_at
	), opted AS (
		INSERT INTO member_opt_outs (company_id, mobile_user_id, content_provider_id, delivery, source)
		SELECT company_id, id, NULL, 'sms', 'sms' FROM hit
		ON CONFLICT DO NOTHING
		RETURNING mobile_user_id
	)
	INSERT INTO member_consent_events (company_id, mobile_user_id, content_provider_id, delivery, opted_out, source, detail)
	SELECT h.company_id, h.id, NULL, 'sms', true, 'sms', h.keyword FROM opted o JOIN hit h ON h.id = o.mobile_user_id;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sms_stops_opt_out_added" AFTER INSERT ON "mobile_users"
	REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION sms_stops_opt_out_added();
--> statement-breakpoint
-- A member whose phone changes to a stopped one, or who comes back from deletion with one.
CREATE FUNCTION sms_stops_opt_out_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	stop_keyword text;
BEGIN
	SELECT s.keyword INTO stop_keyword FROM sms_stops s
	WHERE s.phone = phone_digits(NEW.phone) ORDER BY s.stopped_at LIMIT 1;
	IF stop_keyword IS NULL THEN
		RETURN NULL;
	END IF;
	INSERT INTO member_opt_outs (company_id, mobile_user_id, content_provider_id, delivery, source)
	VALUES (NEW.company_id, NEW.id, NULL, 'sms', 'sms')
	ON CONFLICT DO NOTHING;
	IF FOUND THEN
		INSERT INTO member_consent_events (company_id, mobile_user_id, content_provider_id, delivery, opted_out, source, detail)
		VALUES (NEW.company_id, NEW.id, NULL, 'sms', true, 'sms', stop_keyword);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sms_stops_opt_out_changed" AFTER UPDATE OF "phone", "is_deleted" ON "mobile_users"
	FOR EACH ROW
	WHEN (NEW.is_deleted = 0 AND phone_digits(NEW.phone) IS NOT NULL
		AND (NEW.phone IS DISTINCT FROM OLD.phone OR OLD.is_deleted <> 0))
	EXECUTE FUNCTION sms_stops_opt_out_changed();
