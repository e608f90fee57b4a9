import type { MobileUser, MobileUserSummary } from '../../../contract/mobileUsers';
import type { StatusFilter } from './listQuery';

/** One user suspended (0) or made active again (1), seen from the list it was changed on. */
export interface StatusChange {
  userId: string;
  status: 0 | 1;
  /** The status tab the list shows: a user the change moves out of it leaves the rows. */
  listStatus: StatusFilter;
}

interface ListState {
  users: MobileUser[];
  summary: MobileUserSummary | null;
}

/**
 * Applies a saved status change to the rows and the summary at once, as the server would count
 * them again (server/modules/mobileUsers/countedSummary.ts): Active and Suspended move by one;
 * "Reachable for messaging" counts the active users the tab shows; a user leaving the tab leaves
 * its rows, its matching count and its registration count.
 */
export function applyStatusChange(list: ListState, { userId, status, listStatus }: StatusChange) {
  const user = list.users.find((row) => row._id === userId);
  if (!user || user.isActive === status) return;
  user.isActive = status;
  const summary = list.summary;
  const leavesTab = listStatus !== 'all';
  if (leavesTab) list.users = list.users.filter((row) => row._id !== userId);
  if (!summary) return;

  const step = status === 1 ? 1 : -1;
  summary.activeCount += step;
  summary.suspendedCount -= step;
  if (leavesTab) {
    summary.totalFilteredUsers -= 1;
    if (user.registered) summary.registeredCount -= 1;
    else summary.unregisteredCount -= 1;
  }
  // Only active users are reachable; the Suspended tab reaches nobody before or after.
  if (listStatus === 'suspended') return;
  summary.usersForMessagingCount += step;
  if (user.registered) summary.registeredUsersForMessagingCount += step;
  else summary.unregisteredUsersForMessagingCount += step;
}
