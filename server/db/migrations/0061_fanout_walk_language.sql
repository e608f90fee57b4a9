-- The fan-out's walk of a company's users reads this index alone; a message with versions in
-- other languages also reads each member's language, which sent every row of such a walk to the
-- table. Carrying it here keeps the two-language send at the plain one's speed.
DROP INDEX IF EXISTS "mobile_users_company_id_idx";--> statement-breakpoint
CREATE INDEX "mobile_users_company_id_idx" ON "mobile_users" USING btree ("company_id","id") INCLUDE ("is_deleted","is_active","registered","has_push_token","platform","phone","email","time_zone","language");
