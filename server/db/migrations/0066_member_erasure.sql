-- A member's erasure (docs/decisions.md, "A member's data: export and erasure"): the member's row
-- stays as an anonymous tombstone so receipts, counters and rates keep counting it; erased_at
-- says when it was emptied, and that it cannot be erased (or exported) again.
ALTER TABLE "mobile_users" ADD COLUMN "erased_at" timestamp with time zone;
