import { AppError } from '../../lib/errors';
import { statusOf, type LinkRead } from './linkRepository';

/**
 * Why a link cannot be used, worded for the person holding it. A link that never existed, of an
 * inactive organisation, or of another organisation than the page's, answers alike (404); a link
 * that did exist says what became of it (410), since its 256-bit token cannot have been guessed.
 * See docs/decisions.md, "Invitation links".
 */
export const invalidLink = () =>
  new AppError('not_found', 'This invitation link is not valid. Check that it was copied whole.');

export function refusalOf(read: LinkRead, now: Date): AppError | null {
  switch (statusOf(read.row, now)) {
    case 'revoked':
      return new AppError('error_link_gone', 'This invitation link has been withdrawn.');
    case 'expired':
      return new AppError('error_link_gone', 'Link already expired.');
    case 'used_up':
      return new AppError(
        'error_link_gone',
        'This invitation link has been used as many times as it allows.',
      );
    case 'active':
      return null;
  }
}

/** The link itself, usable now, or the refusal to answer. */
export function usableLink(read: LinkRead | null, companySlug: string | undefined, now: Date) {
  if (!read || read.companyActive !== 1) throw invalidLink();
  if (companySlug !== undefined && companySlug !== read.companySlug) throw invalidLink();
  const refusal = refusalOf(read, now);
  if (refusal) throw refusal;
  return read;
}

export const badConfirmation = () =>
  new AppError(
    'token_error',
    'This confirmation link is not valid or has expired. Register again from your invitation link.',
  );

export const alreadyConfirmed = () =>
  new AppError('user_already_verified', 'User already verified.');

export const emailTaken = () =>
  new AppError('email_already_registered', 'email already registered or taken.');
