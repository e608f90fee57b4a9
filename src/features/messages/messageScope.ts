import type { RootState } from '../../app/store';

const CHANNEL_ADMIN_GROUPS: ReadonlySet<number> = new Set([2, 5]);

/** A channel admin's own channel, or null for platform and company admins. */
export function ownChannelOf(state: RootState): string | null {
  const user = state.auth.user;
  if (!user || !CHANNEL_ADMIN_GROUPS.has(user.userGroup)) return null;
  return user.contentProviderID;
}

/** The history's path id: a channel admin's channel, else 'all' (the scope decides the rest). */
export function historyScopeOf(state: RootState): string {
  return ownChannelOf(state) ?? 'all';
}

/** The organisation the calls name: the one chosen in the navbar, else the admin's own. */
export function companyOf(state: RootState): string {
  return state.company.selectedCompanyID ?? state.auth.user?.companyID ?? 'All';
}
