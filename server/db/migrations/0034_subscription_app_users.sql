ALTER TABLE "billing_subscriptions" ADD COLUMN "mobile_user_id" uuid;--> statement-breakpoint
ALTER TABLE "billing_subscriptions" ADD CONSTRAINT "billing_subscriptions_mobile_user_id_mobile_users_id_fk" FOREIGN KEY ("mobile_user_id") REFERENCES "public"."mobile_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_subscriptions_user_idx" ON "billing_subscriptions" USING btree ("mobile_user_id") WHERE "billing_subscriptions"."mobile_user_id" is not null;--> statement-breakpoint
-- An app user is a paid subscriber while one of their subscriptions is active. The flag lives on
-- mobile_users, whose own triggers (0018) keep the dashboard's counters, so paidSubscribers stays
-- a sum of kept rows; this trigger keeps the flag true to the subscriptions in the same
-- transaction as every change to them (created, status from the provider or a webhook, relinked).
CREATE FUNCTION billing_refresh_paid_flag(user_id uuid) RETURNS void LANGUAGE sql AS $$
  UPDATE mobile_users u SET is_paid = paid.value
  FROM (SELECT EXISTS (
    SELECT 1 FROM billing_subscriptions s
    WHERE s.mobile_user_id = user_id AND s.status = 'active') AS value) paid
  WHERE u.id = user_id AND u.is_paid IS DISTINCT FROM paid.value;
$$;
--> statement-breakpoint
CREATE FUNCTION billing_subscriptions_paid_flag() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.mobile_user_id IS NOT NULL THEN
    PERFORM billing_refresh_paid_flag(OLD.mobile_user_id);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.mobile_user_id IS NOT NULL
    AND (TG_OP = 'INSERT' OR NEW.mobile_user_id IS DISTINCT FROM OLD.mobile_user_id) THEN
    PERFORM billing_refresh_paid_flag(NEW.mobile_user_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER billing_subscriptions_paid_flag
  AFTER INSERT OR DELETE OR UPDATE OF status, mobile_user_id ON billing_subscriptions
  FOR EACH ROW EXECUTE FUNCTION billing_subscriptions_paid_flag();
--> statement-breakpoint
-- Until now nothing but the demo seed set the flag: from here on only subscriptions do.
UPDATE mobile_users SET is_paid = false WHERE is_paid;
