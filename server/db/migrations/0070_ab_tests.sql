-- A/B tests (docs/decisions.md, "A/B tests"): a message's test of two to four variants on a share
-- of its audience, and the winner sent to the rest. Who gets what is ab_bucket(test, member), a
-- hash into 10,000 buckets: no assignment is stored per member.
CREATE FUNCTION ab_bucket(test_id uuid, member_id uuid) RETURNS integer
	LANGUAGE sql IMMUTABLE PARALLEL SAFE
	AS $$ select (('x' || substr(md5(test_id::text || ':' || member_id::text), 1, 7))::bit(28)::int) % 10000 $$;--> statement-breakpoint
CREATE TABLE "ab_tests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL REFERENCES "companies"("id") ON DELETE cascade,
	"message_id" uuid NOT NULL REFERENCES "messages"("id") ON DELETE cascade,
	"share_percent" smallint NOT NULL,
	"variant_count" smallint NOT NULL,
	"metric" text NOT NULL,
	"wait_hours" smallint NOT NULL,
	"decision" text NOT NULL,
	"winner" smallint,
	"chosen_by" text,
	"decided_at" timestamp with time zone,
	"remainder_message_id" uuid REFERENCES "messages"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ab_tests_share_check" CHECK ("share_percent" between 5 and 50),
	CONSTRAINT "ab_tests_variant_count_check" CHECK ("variant_count" between 2 and 4),
	CONSTRAINT "ab_tests_metric_check" CHECK ("metric" in ('open', 'confirmation')),
	CONSTRAINT "ab_tests_wait_check" CHECK ("wait_hours" between 1 and 72),
	CONSTRAINT "ab_tests_decision_check" CHECK ("decision" in ('automatic', 'manual')),
	CONSTRAINT "ab_tests_chosen_by_check" CHECK ("chosen_by" in ('automatic', 'manual'))
);--> statement-breakpoint
CREATE UNIQUE INDEX "ab_tests_message_idx" ON "ab_tests" USING btree ("message_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ab_tests_remainder_idx" ON "ab_tests" USING btree ("remainder_message_id") WHERE "remainder_message_id" is not null;--> statement-breakpoint
CREATE INDEX "ab_tests_undecided_idx" ON "ab_tests" USING btree ("id") WHERE "winner" is null and "decision" = 'automatic';--> statement-breakpoint
CREATE TABLE "ab_test_variants" (
	"test_id" uuid NOT NULL REFERENCES "ab_tests"("id") ON DELETE cascade,
	"position" smallint NOT NULL,
	"title" text NOT NULL,
	"push_message" text NOT NULL,
	"push_image" text,
	"send_at" timestamp with time zone,
	CONSTRAINT "ab_test_variants_pk" PRIMARY KEY ("test_id", "position")
);
