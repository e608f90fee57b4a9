import { AppError, notFound } from '../../lib/errors';
import type { UserWrite } from './mutationRepository';

/**
 * Whether a write found its user (false: none in scope); a group out of reach answers 404 and a
 * write the database refused 409 error_updating_mobile_user.
 */
export function userWritten(write: UserWrite): boolean {
  if (write === 'group_missing') throw notFound('Group');
  if (write === 'refused') {
    throw new AppError('error_updating_mobile_user', 'Error updating registered user.');
  }
  return write === 'changed';
}
