-- Newest-first pages: the key ends with the id tie-break the page query sorts by, and the
-- columns a tab filters on are included (drizzle cannot declare INCLUDE, so the schema names the
-- index by its key columns only). A deep page then skips its rows in the index alone.
DROP INDEX "mobile_users_company_created_idx";--> statement-breakpoint
CREATE INDEX "mobile_users_company_created_idx" ON "mobile_users" USING btree ("company_id","date_created","id") INCLUDE ("is_deleted","is_active","registered","version");
