import type { AdminUser } from '../../../contract/admins';

/** SPEC.md section 1's names of the admin groups. */
export const GROUP_NAMES: Readonly<Record<number, string>> = {
  1: 'Super Admin',
  2: 'Channel Admin',
  4: 'Admin',
  5: 'Channel Admin',
};

export function groupLabel(admin: Pick<AdminUser, 'userGroup' | 'isChannelSubAdmin'>): string {
  if (admin.isChannelSubAdmin === 1) return 'Sub Admin';
  return GROUP_NAMES[admin.userGroup] ?? `Group ${admin.userGroup}`;
}

export const adminName = (admin: Pick<AdminUser, 'fullName' | 'email'>) =>
  admin.fullName || admin.email;
