/**
 * What other modules use of mobile users: the users filter and the scope as SQL conditions, for
 * group memberships and a message's audience.
 */
export { filterParts, scopeCondition } from './filterRepository';
