import type { AdminUser } from '../../../contract/admins';

/**
 * SPEC.md section 1's names of the admin groups. Groups 2 and 5 are both Channel Admin there:
 * their number tells them apart (docs/decisions.md, "Admins and roles").
 */
export const GROUP_NAMES: Readonly<Record<number, string>> = {
  1: 'Super Admin',
  2: 'Channel Admin (group 2)',
  4: 'Admin',
  5: 'Channel Admin (group 5)',
};

/** What each group does, in a line under the group choice. */
export const GROUP_DESCRIPTIONS: Readonly<Record<number, string>> = {
  1: 'Runs the whole platform: every organisation, their admins, price plans and award campaigns.',
  2: 'Runs one channel: its messages and sequences, uploads, app users, chat history and app settings. The usual choice for a channel’s admin.',
  4: 'Runs one organisation: its channels, admins, app users, billing and settings.',
  5: 'Runs one channel with exactly the access of group 2. For accounts other systems know as group 5; choose group 2 otherwise.',
};

export function groupLabel(admin: Pick<AdminUser, 'userGroup' | 'isChannelSubAdmin'>): string {
  if (admin.isChannelSubAdmin === 1) return 'Sub Admin';
  return GROUP_NAMES[admin.userGroup] ?? `Group ${admin.userGroup}`;
}

export const adminName = (admin: Pick<AdminUser, 'fullName' | 'email'>) =>
  admin.fullName || admin.email;
