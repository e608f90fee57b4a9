-- Trigram indexes make substring search on app users fast (pg_trgm is a trusted extension).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
