-- Filled in by the change that adds this migration's tables.
SELECT 1;
