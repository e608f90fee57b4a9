import { isChannelAdminGroup } from '../../../contract/adminGroups';
import { AppError } from '../../lib/errors';
import type { SignInRepository } from './signInRepository';

/** An admin found for sign-in, with what decides whether they may sign in. */
export type LoginRow = NonNullable<Awaited<ReturnType<SignInRepository['findForLogin']>>>;

/** Status checks run only after the password matched, so they reveal nothing to a guesser. */
export function assertMaySignIn(row: LoginRow): void {
  const { admin } = row;
  if (admin.isDeleted === 1) {
    throw new AppError('account_deactivated', 'This account has been deactivated.');
  }
  // The whole organisation is deactivated: its admins are told to ask the organisation.
  if (row.companyActive !== null && row.companyActive === 0) {
    throw new AppError(
      'inactive_cp_user',
      'This account is de-activated. Please contact your organization administrator.',
    );
  }
  if (admin.isVerified === 0) {
    throw new AppError('account_not_verified', 'account not verified.');
  }
  if (admin.isActive === 0) {
    throw new AppError(
      'inactive_user',
      'Your account is de-activated. Please contact administrator.',
    );
  }
  if (isChannelAdminGroup(admin.userGroup) && row.channelActive === 0) {
    throw new AppError(
      'inactive_cp_user',
      'This account is de-activated. Please contact your organization administrator.',
    );
  }
}
