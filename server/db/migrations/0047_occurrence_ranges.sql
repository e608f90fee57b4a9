CREATE TABLE "occurrence_ranges" (
	"occurrence_id" uuid NOT NULL,
	"lo" uuid NOT NULL,
	"hi" uuid,
	"state" text DEFAULT 'pending' NOT NULL,
	"cursor" uuid,
	"lease_owner" text,
	"lease_until" timestamp with time zone,
	CONSTRAINT "occurrence_ranges_occurrence_id_lo_pk" PRIMARY KEY("occurrence_id","lo")
);
--> statement-breakpoint
ALTER TABLE "message_occurrences" ADD COLUMN "ranges" smallint;--> statement-breakpoint
ALTER TABLE "occurrence_ranges" ADD CONSTRAINT "occurrence_ranges_occurrence_id_message_occurrences_id_fk" FOREIGN KEY ("occurrence_id") REFERENCES "public"."message_occurrences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "occurrence_ranges_open_idx" ON "occurrence_ranges" USING btree ("occurrence_id") WHERE "occurrence_ranges"."state" <> 'done';