-- Review before sending: the organisation's built-in roles (contract/roles.ts, ORGANISATION_KEYS)
-- hold the new approveMessages key; the channel roles and the organisations' own roles do not.
UPDATE "roles" SET "keys" = array_append("keys", 'approveMessages')
WHERE "id" IN ('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002')
  AND NOT ('approveMessages' = ANY("keys"));
