/**
 * What other modules use of mobile users: the users filter and the scope as SQL conditions, for
 * group memberships and a message's audience; a write's answer, for the shared status call; the
 * pruning of rows interrupted imports left, for the worker's hourly pruning.
 */
export { filterParts, scopeCondition } from './filterRepository';
export { userWritten } from './userWrites';
export { filterSegment, segmentAtSend } from './segmentFilterRepository';
export { pruneStagedImports } from './userImportStagingRepository';
