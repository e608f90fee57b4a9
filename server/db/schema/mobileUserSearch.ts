import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';

/**
 * A narrow copy of each live app user's search text and the columns the users list counts by.
 * Triggers on mobile_users keep it in step in the same transaction as every change (migration
 * 0012). A search that matches 50,000 of a million users is counted from about a third of the
 * pages the wide mobile_users rows would need, which keeps the summary under 100 ms.
 * Deleted users have no row here, so counting needs no is_deleted test.
 */
/** The columns of a search row: the search text and what the users list counts by. */
const searchColumns = () => ({
  userId: uuid('user_id').primaryKey(),
  companyId: uuid('company_id').notNull(),
  searchText: text('search_text').notNull(),
  isActive: integer('is_active').notNull(),
  registered: boolean('registered').notNull(),
  version: integer('version').notNull(),
  /** The channels the user follows (migration 0020), for a channel admin's searched counts. */
  channelIds: uuid('channel_ids')
    .array()
    .notNull()
    .default(sql`'{}'`),
});

export const mobileUserSearch = pgTable('mobile_user_search', searchColumns(), (t) => [
  // One GIN over the row's scope keys (its channels and its company, searchScopeKeys in
  // mobileUsers/searchTextMatchRepository.ts) and its text (migrations 0046, 0085): a channel
  // admin's search is intersected with the channel's followers and a company admin's with the
  // company's members, so a name common elsewhere but rare in the scope is found without
  // reading every row it matches.
  index('mobile_user_search_scope_text_idx').using(
    'gin',
    sql`(${t.channelIds} || ${t.companyId})`,
    sql`${t.searchText} gin_trgm_ops`,
  ),
  // A term of one or two letters has no trigram, so the index above cannot find it: every row
  // of the scope (or the channel) would be read. Its letters and letter pairs (short_grams,
  // migration 0049) can: `short_grams(search_text) @> array['le']` is exactly "contains le".
  index('mobile_user_search_channel_grams_idx').using(
    'gin',
    t.channelIds,
    sql`short_grams(${t.searchText})`,
  ),
]);

/**
 * The rows of mobile_user_search whose user id ends in 0: one user in sixteen, kept by
 * statement-level triggers on mobile_user_search (migration 0044). About 6 % of its size, it
 * stays in PostgreSQL's buffers, so a search that matches tens of thousands is estimated from
 * here in a few milliseconds instead of counted over most of the big table.
 */
export const mobileUserSearchSample = pgTable('mobile_user_search_sample', searchColumns(), (t) => [
  index('mobile_user_search_sample_text_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  // A term of one or two letters is counted in the sample by its letters and pairs (migration
  // 0083), as in the whole table: without it the sample was read whole for each new short term,
  // 0.4 s at ten million members (a sample of 625,000), even for a pair nobody's name holds.
  index('mobile_user_search_sample_grams_idx').using('gin', sql`short_grams(${t.searchText})`),
]);

/**
 * The rows of the sample above whose user id ends in 00: one user in 256, kept by the same
 * triggers (migration 0088). A first search for a common term is counted here (about 39,000
 * rows at ten million members, read whole) before the sample, where such a term's tens of
 * thousands of matches take 100 ms to read. No index but the key, as it is always read whole.
 */
export const mobileUserSearchSmallSample = pgTable(
  'mobile_user_search_small_sample',
  searchColumns(),
);

/**
 * A number per company that grows with every statement changing its mobile_user_search rows
 * (a statement-level trigger, migration 0040), committed with the change. A searched summary
 * counted at a version stays true while the version does, so the console's repeated searches
 * (paging through the results, the same search from several admins) are answered from memory.
 */
export const mobileUserSearchVersions = pgTable('mobile_user_search_versions', {
  companyId: uuid('company_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});
