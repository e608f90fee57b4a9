CREATE TABLE "message_receipt_counts" (
	"occurrence_id" uuid PRIMARY KEY NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"not_opened" bigint DEFAULT 0 NOT NULL,
	"opened_unconfirmed" bigint DEFAULT 0 NOT NULL,
	"opened_confirmed" bigint DEFAULT 0 NOT NULL,
	"feedback_yes" bigint DEFAULT 0 NOT NULL,
	"feedback_no" bigint DEFAULT 0 NOT NULL,
	"feedback_uncommitted" bigint DEFAULT 0 NOT NULL
);
