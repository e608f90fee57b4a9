-- A UUID of version 7 (RFC 9562): the given time in milliseconds first, then random bits; made
-- from gen_random_uuid() (which has the variant bits already) by writing the time over its first
-- six bytes and turning version 4 into 7. For rows written many at a time: an import's members
-- take ids of its own time, so they sit together in every index keyed by id (the primary key,
-- the company's covering index, the search table's key) and are written there as one run of
-- new pages. With random ids each new member lands on another page of those indexes, which at a
-- million members are larger than PostgreSQL's default buffers: a million-row import read,
-- changed and wrote back nearly every page of them (184 s against 166 s, docs/decisions.md,
-- "Imported members' ids"). PostgreSQL 18 has uuidv7(); 15 does not.
CREATE FUNCTION uuid_v7(at timestamptz) RETURNS uuid LANGUAGE sql VOLATILE PARALLEL SAFE AS $$
  SELECT encode(
    set_bit(set_bit(
      overlay(uuid_send(gen_random_uuid())
        PLACING substring(int8send(floor(extract(epoch FROM at) * 1000)::bigint) FROM 3)
        FROM 1 FOR 6),
      52, 1), 53, 1),
    'hex')::uuid
$$;
