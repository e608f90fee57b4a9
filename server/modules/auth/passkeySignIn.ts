import type { PasskeyAnswer } from '../../../contract/passkeys';
import { AppError } from '../../lib/errors';
import { signInEntry, type SignInAudit } from './authenticatorSignIn';
import { unverified, type PasskeyService } from './passkeyService';
import type { SignInRepository } from './signInRepository';
import { assertMaySignIn, type LoginRow } from './signInRules';

export interface PasskeySignInDeps {
  passkeys: PasskeyService;
  repo: Pick<SignInRepository, 'findById' | 'findForLogin' | 'rememberAddress'>;
  openSession: (row: LoginRow) => Promise<string>;
  audit: SignInAudit;
}

/**
 * Sign-in with a passkey in the password's place: the passkey, verified by its owner's PIN or
 * fingerprint, is both factors, so no code follows and an organisation's two-factor rule is met.
 * An organisation that requires single sign-on keeps its admins to its identity provider.
 */
export function createPasskeySignIn({ passkeys, repo, openSession, audit }: PasskeySignInDeps) {
  return {
    challenge: () => passkeys.signInChallenge(),

    async signIn(answer: PasskeyAnswer, ip: string) {
      const adminId = await passkeys.verifySignIn(answer);
      const admin = await repo.findById(adminId);
      const row = admin ? await repo.findForLogin(admin.email) : null;
      if (!row) throw unverified();
      assertMaySignIn(row);
      if (row.companySsoMode === 'required') {
        throw new AppError(
          'forbidden',
          'Your organization signs in with single sign-on: use the button on its login page.',
        );
      }
      await repo.rememberAddress(row.admin.id, ip);
      const token = await openSession(row);
      await audit(signInEntry(row, '/user/login/passkey', { signedInWith: 'passkey' }));
      return {
        token,
        email: row.admin.email,
        userGroup: row.admin.userGroup,
        companyID: row.companySlug ?? 'All',
      };
    },
  };
}

export type PasskeySignIn = ReturnType<typeof createPasskeySignIn>;
