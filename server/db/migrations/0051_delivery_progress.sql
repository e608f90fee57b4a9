CREATE TABLE "delivery_progress" (
	"occurrence_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"outcome" text NOT NULL,
	"shard" smallint NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	"first_at" timestamp with time zone NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "delivery_progress_occurrence_id_channel_outcome_shard_pk" PRIMARY KEY("occurrence_id","channel","outcome","shard")
);
--> statement-breakpoint
ALTER TABLE "delivery_outbox" ADD COLUMN "occurrence_id" uuid;