import type { Profile } from '../../../../contract/auth';
import { isChannelAdmin, isPlatformAdmin } from '../../../state/session';

/** SPEC.md section 1 names of the user groups. */
function roleName(user: Pick<Profile, 'userGroup' | 'isChannelSubAdmin'>): string {
  if (isPlatformAdmin(user)) return 'Super Admin';
  if (isChannelAdmin(user)) {
    return user.isChannelSubAdmin === 1 ? 'Channel Sub-Admin' : 'Channel Admin';
  }
  return 'Admin';
}

function initials(user: Profile): string {
  const letters = [user.profile.firstname, user.profile.lastname]
    .map((part) => part.trim().charAt(0))
    .join('');
  return (letters || user.email.charAt(0)).toUpperCase();
}

export function ProfileSummary({ user }: { user: Profile }) {
  const where = user.cpName ?? user.company?.name;
  return (
    <div className="d-flex align-items-center gap-3 mb-4">
      <div className="profile-avatar" aria-hidden="true">
        {initials(user)}
      </div>
      <div className="min-w-0">
        <p className="fs-5 fw-semibold mb-0 text-truncate">{user.fullName}</p>
        <p className="text-body-secondary mb-0 text-break">
          {user.email} · {roleName(user)}
          {where ? ` · ${where}` : ''}
        </p>
      </div>
    </div>
  );
}
