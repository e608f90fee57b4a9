-- A user import (POST /user/upload) of up to a million rows no longer keeps its rows in the API
-- process: each checked row is written here as the file streams in, a few thousand per
-- statement and each in its own short transaction (no transaction stays open while a client
-- uploads), and the duplicates are found and the new users added from here in one transaction.
-- Unlogged: the rows live for one request, so they need no WAL and no crash safety; the request
-- deletes its rows when it ends, and the worker's hourly pruning deletes rows a crashed process
-- left behind.
CREATE UNLOGGED TABLE "user_import_rows" (
  "import_id" uuid NOT NULL,
  "line" integer NOT NULL,
  "email" text,
  "phone" text,
  "first_name" text NOT NULL,
  "last_name" text NOT NULL,
  "platform" text,
  "userid" text,
  "state" text,
  "zipcode" text,
  "country" text,
  "language" text,
  "custom_fields" jsonb NOT NULL,
  -- Set when the row repeats an earlier row's ('file') or a live user's ('existing') email or phone.
  "duplicate_field" text,
  "duplicate_reason" text,
  "first_line" integer,
  "staged_at" timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY ("import_id", "line")
);
