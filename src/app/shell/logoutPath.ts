import type { Profile } from '../../../contract/auth';
import { ALL_COMPANIES } from '../../state/session';

/** Where logout goes: the company's sign-in page, or /login for an admin of every company. */
export function logoutPath(user: Pick<Profile, 'companyID'> | null): string {
  const companyID = user?.companyID;
  if (!companyID || companyID === ALL_COMPANIES) return '/login';
  return `/${encodeURIComponent(companyID)}`;
}
