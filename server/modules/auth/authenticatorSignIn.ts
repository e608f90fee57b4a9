import { AppError } from '../../lib/errors';
import type { NewAuditEntry } from '../auditLog/public';
import type { AuthenticatorService } from './authenticatorService';
import type { LoginRow } from './signInRules';
import type { TokenService } from './tokens';

const ENROL_TTL_MS = 10 * 60 * 1000;

interface SecondFactorInput {
  otp?: string | undefined;
  recoveryCode?: string | undefined;
}

/** What the sign-in writes to the audit log itself: no admin is signed in on its route yet. */
export type SignInAudit = (entry: NewAuditEntry) => Promise<void>;

export interface AuthenticatorSignInDeps {
  authenticators: AuthenticatorService;
  tokens: TokenService;
  audit: SignInAudit;
}

/** An entry for a step of an admin's own sign-in, written when it succeeds. */
export const signInEntry = (
  row: LoginRow,
  route: string,
  summary: NewAuditEntry['summary'],
): NewAuditEntry => ({
  adminId: row.admin.id,
  adminGroup: row.admin.userGroup,
  companyId: row.admin.companyId,
  method: 'POST',
  route,
  targetType: 'admin',
  targetId: row.admin.id,
  outcome: 'succeeded',
  status: 200,
  changes: [],
  summary,
});

/**
 * The authenticator app's part of POST /user/login: its code (or a recovery code) in place of the
 * emailed one, and the enrolment an organisation's requirement asks for before any session.
 * A wrong code is 'error_two_factor_code', which the sign-in throttle counts as a wrong guess.
 */
export function createAuthenticatorSignIn({
  authenticators,
  tokens,
  audit,
}: AuthenticatorSignInDeps) {
  const wrongCode = () =>
    new AppError(
      'error_two_factor_code',
      'That code is not valid. Check your authenticator app, or use a recovery code.',
    );
  return {
    /**
     * Null when the admin has no authenticator; else `{ passed }` with the recovery codes left
     * when one was used, or `{ passed: false }` while no code came with the password.
     */
    async check(
      row: LoginRow,
      input: SecondFactorInput,
    ): Promise<{ passed: boolean; recoveryCodesLeft?: number } | null> {
      if (!(await authenticators.hasAuthenticator(row.admin.id))) return null;
      if (input.recoveryCode !== undefined) {
        const left = await authenticators.useRecoveryCode(row.admin.id, input.recoveryCode);
        if (left === null) throw wrongCode();
        await audit(
          signInEntry(row, '/user/login', { recoveryCodeUsed: true, recoveryCodesLeft: left }),
        );
        return { passed: true, recoveryCodesLeft: left };
      }
      if (input.otp === undefined) return { passed: false };
      if (!(await authenticators.takeCode(row.admin.id, input.otp))) throw wrongCode();
      return { passed: true };
    },

    /** Whether the admin must enrol an authenticator before a session (their organisation's rule). */
    mustEnrol: (row: LoginRow) => authenticators.companyRequires(row.admin.companyId),

    enrolTicket: (row: LoginRow) =>
      tokens.signEnrolment(row.admin.id, new Date(Date.now() + ENROL_TTL_MS)),
  };
}

export type AuthenticatorSignIn = ReturnType<typeof createAuthenticatorSignIn>;
