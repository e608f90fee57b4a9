import { AppError } from '../../lib/errors';
import type { AuthenticatorService } from './authenticatorService';
import { signInEntry, type SignInAudit } from './authenticatorSignIn';
import type { SignInRepository } from './signInRepository';
import { assertMaySignIn, type LoginRow } from './signInRules';
import type { TokenService } from './tokens';

export interface EnrolmentDeps {
  tokens: TokenService;
  repo: Pick<SignInRepository, 'findById' | 'findForLogin'>;
  authenticators: AuthenticatorService;
  openSession: (row: LoginRow) => Promise<string>;
  audit: SignInAudit;
}

/**
 * Setting up an authenticator during sign-in, when the admin's organisation requires one and
 * they have none: POST /user/login answered a ticket instead of a session, and the ticket (ten
 * minutes) opens these two steps. The session comes with the first code.
 */
export function createEnrolmentService(deps: EnrolmentDeps) {
  const { tokens, repo, authenticators } = deps;

  async function adminOfTicket(ticket: string): Promise<LoginRow> {
    const adminId = await tokens.verifyEnrolment(ticket);
    const admin = await repo.findById(adminId);
    const row = admin ? await repo.findForLogin(admin.email) : null;
    if (!row)
      throw new AppError('jwt_expired', 'This sign-in has expired. Sign in again to continue.');
    assertMaySignIn(row);
    if (await authenticators.hasAuthenticator(row.admin.id)) {
      throw new AppError(
        'error_authenticator_exists',
        'An authenticator app is set up already. Sign in again with its code.',
      );
    }
    return row;
  }

  return {
    async start(ticket: string) {
      const row = await adminOfTicket(ticket);
      return authenticators.start({ id: row.admin.id, companyId: row.admin.companyId }, null);
    },

    async confirm(ticket: string, code: string) {
      const row = await adminOfTicket(ticket);
      const recoveryCodes = await authenticators.confirm(row.admin.id, code);
      await deps.audit(signInEntry(row, '/user/login/enrol/confirm', { authenticatorSetUp: true }));
      return {
        token: await deps.openSession(row),
        email: row.admin.email,
        userGroup: row.admin.userGroup,
        companyID: row.companySlug ?? 'All',
        recoveryCodes,
      };
    },
  };
}

export type EnrolmentService = ReturnType<typeof createEnrolmentService>;
