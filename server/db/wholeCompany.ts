/**
 * The content_provider_id of a kept counter's whole-company rows (every live user, follower or
 * not), beside its rows per channel followed.
 */
export const WHOLE_COMPANY = '00000000-0000-0000-0000-000000000000';
