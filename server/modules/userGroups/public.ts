/** What other modules use of user groups: the groups and channels a scope may see. */
export { groupScope, visibleChannel } from './scopeRepository';
