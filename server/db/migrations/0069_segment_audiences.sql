-- Saved segments as the audience needed no new storage: a message's audience filter names the
-- segment (filter.segmentId, in messages.audience) and the count its send reached is the
-- receipt counter's (message_receipt_counts). Kept so the migration numbers stay in order.
select 1;
