import type { MobileUser } from '../../../contract/mobileUsers';

/** The name an admin knows the user by; some imported users have only an email. */
export function displayName(user: Pick<MobileUser, 'firstname' | 'lastname' | 'name' | 'email'>) {
  return `${user.firstname} ${user.lastname}`.trim() || user.name || user.email || 'Unnamed user';
}

const PLATFORMS: Readonly<Record<string, { label: string; icon: string }>> = {
  ios: { label: 'iOS', icon: 'bi-apple' },
  android: { label: 'Android', icon: 'bi-android2' },
};

export function platformOf(platForm: string | null) {
  if (!platForm) return { label: 'Unknown', icon: 'bi-question-circle' };
  return PLATFORMS[platForm.toLowerCase()] ?? { label: platForm, icon: 'bi-phone' };
}
