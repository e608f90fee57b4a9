CREATE TABLE "mobile_user_search_versions" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
-- Every statement that changes a company's search rows moves its version on, in the same
-- transaction, so a summary counted at the old version is never read again once the change
-- commits. Companies are locked in id order, so two statements never wait on each other in turn.
CREATE FUNCTION mobile_user_search_versions_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO mobile_user_search_versions AS v (company_id, version)
  SELECT company_id, 1 FROM (
    SELECT company_id FROM changed_rows
    UNION SELECT company_id FROM changed_before
  ) c
  ORDER BY company_id
  ON CONFLICT (company_id) DO UPDATE SET version = v.version + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION mobile_user_search_versions_bump_one() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO mobile_user_search_versions AS v (company_id, version)
  SELECT DISTINCT company_id, 1 FROM changed_rows
  ORDER BY company_id
  ON CONFLICT (company_id) DO UPDATE SET version = v.version + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER mobile_user_search_versions_insert AFTER INSERT ON mobile_user_search
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT
  EXECUTE FUNCTION mobile_user_search_versions_bump_one();
--> statement-breakpoint
CREATE TRIGGER mobile_user_search_versions_update AFTER UPDATE ON mobile_user_search
  REFERENCING OLD TABLE AS changed_before NEW TABLE AS changed_rows FOR EACH STATEMENT
  EXECUTE FUNCTION mobile_user_search_versions_bump();
--> statement-breakpoint
CREATE TRIGGER mobile_user_search_versions_delete AFTER DELETE ON mobile_user_search
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT
  EXECUTE FUNCTION mobile_user_search_versions_bump_one();
--> statement-breakpoint
INSERT INTO mobile_user_search_versions (company_id, version)
SELECT DISTINCT company_id, 1 FROM mobile_user_search;
--> statement-breakpoint
-- A search's share of the users is estimated from the column's histogram. With 100 entries a
-- surname held by one user in sixteen could fall between them all and be estimated at 0.01%,
-- and the page of a common search then read every match instead of the newest few.
ALTER TABLE "mobile_users" ALTER COLUMN "search_text" SET STATISTICS 1000;
--> statement-breakpoint
ALTER TABLE "mobile_user_search" ALTER COLUMN "search_text" SET STATISTICS 1000;
