DROP INDEX "user_group_members_user_idx";--> statement-breakpoint
CREATE INDEX "user_group_members_user_group_idx" ON "user_group_members" USING btree ("mobile_user_id","group_id");