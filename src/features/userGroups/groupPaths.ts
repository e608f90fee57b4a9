import type { UserGroup } from '../../../contract/userGroups';

/** Groups kept by the organisation rather than a channel have no channel id; the path says 0. */
export const NO_CHANNEL = '0';

export function editGroupPath(group: Pick<UserGroup, '_id' | 'cp_id'>): string {
  return `/users/groups/edit/${group.cp_id ?? NO_CHANNEL}/${group._id}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The channel a new group belongs to, from /users/groups/:action/:cpID; null for none. */
export function channelFromPath(cpID: string | undefined): string | null {
  return cpID && UUID.test(cpID) ? cpID : null;
}
