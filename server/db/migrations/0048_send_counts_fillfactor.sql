-- Room on each page for a second version of every row, so raising a count (a second message in
-- the same period) is a HOT update that writes no index entry: half the cost of a full update.
-- Rows already stored keep their pages; they belong to past periods and are pruned.
ALTER TABLE "recipient_send_counts" SET (fillfactor = 50);
