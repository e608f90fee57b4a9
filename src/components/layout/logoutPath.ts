import type { Profile } from '../../../contract/auth';

/** Where logout goes: the company's sign-in page, or /login for an admin of every company. */
export function logoutPath(user: Pick<Profile, 'companyID'> | null): string {
  const companyID = user?.companyID;
  if (!companyID || companyID === 'All') return '/login';
  return `/${encodeURIComponent(companyID)}`;
}
