import type { TwoFactorProof, TwoFactorStatus } from '../../../contract/twoFactor';
import { USER_GROUP } from '../../../contract/adminGroups';
import { AppError, fieldError, forbidden, notFound } from '../../lib/errors';
import type { Scope } from '../../plugins/tenancy';
import { verifyPassword } from '../../lib/passwords';
import type { SecretBox } from '../../lib/secretBox';
import type { AuthenticatorRepository } from './authenticatorRepository';
import type { PasskeyRepository } from './passkeyRepository';
import type { SignInRepository } from './signInRepository';
import {
  authenticatorUri,
  hashRecoveryCode,
  matchedStep,
  newAuthenticatorSecret,
  newRecoveryCodes,
} from './totp';

export interface AuthenticatorDeps {
  repo: AuthenticatorRepository;
  admins: Pick<SignInRepository, 'findById'>;
  box: SecretBox;
  /** The admin's passkeys: the other second factor, counted and reset with this one. */
  passkeys: Pick<PasskeyRepository, 'count' | 'removeAll'>;
}

/** The admin an authenticator belongs to. */
export interface AuthenticatorOwner {
  id: string;
  companyId: string | null;
}

const wrongCode = () => new AppError('error_two_factor_code', 'That code is not valid.');
const missing = () =>
  new AppError('error_authenticator_missing', 'Set up an authenticator app first.');

/**
 * Two-factor sign-in with an authenticator app (TOTP) and its recovery codes
 * (docs/decisions.md, "Two-factor with an authenticator app").
 */
export function createAuthenticatorService({ repo, admins, box, passkeys }: AuthenticatorDeps) {
  /** The confirmed secret in plain text, or null without one (or sealed under another key). */
  async function confirmedSecret(adminId: string): Promise<string | null> {
    const row = await repo.find(adminId);
    return row?.confirmedAt && row.sealedSecret ? box.open(row.sealedSecret) : null;
  }

  /** A code of the confirmed authenticator, each time step taken once. */
  async function takeCode(adminId: string, code: string): Promise<boolean> {
    const secret = await confirmedSecret(adminId);
    const step = secret ? matchedStep(secret, code) : null;
    return step !== null && repo.takeStep(adminId, step);
  }

  async function freshRecoveryCodes(adminId: string): Promise<string[]> {
    const codes = newRecoveryCodes();
    await repo.replaceRecoveryCodes(
      adminId,
      codes.map((code) => hashRecoveryCode(adminId, code)),
    );
    return codes;
  }

  /** The password or a current code, before the sign-in is weakened or its factor replaced. */
  async function assertProof(adminId: string, proof: TwoFactorProof): Promise<void> {
    if (proof.code !== undefined) {
      if (!(await takeCode(adminId, proof.code))) throw wrongCode();
      return;
    }
    if (proof.password === undefined) {
      throw fieldError('password', 'or a code of your authenticator app is needed');
    }
    const admin = await admins.findById(adminId);
    if (!admin || !(await verifyPassword(admin.passwordHash, proof.password))) {
      throw new AppError(
        'current_password_incorrect',
        'Your current password provided is incorrect.',
      );
    }
  }

  return {
    takeCode,
    assertProof,

    hasAuthenticator: async (adminId: string) => (await repo.find(adminId))?.confirmedAt != null,

    companyRequires: (companyId: string | null) => repo.companyRequires(companyId),

    async status(owner: AuthenticatorOwner): Promise<TwoFactorStatus> {
      const row = await repo.find(owner.id);
      const confirmedAt = row?.confirmedAt ?? null;
      return {
        authenticator: confirmedAt !== null,
        confirmedAt: confirmedAt?.toISOString() ?? null,
        recoveryCodesLeft: confirmedAt ? await repo.recoveryCodesLeft(owner.id) : 0,
        passkeys: await passkeys.count(owner.id),
        requiredByCompany: await repo.companyRequires(owner.companyId),
      };
    },

    /**
     * A new secret waiting for its first code. Replacing a confirmed authenticator needs the
     * password or a current code (`proof` null: the caller proved the admin otherwise).
     */
    async start(owner: AuthenticatorOwner, proof: TwoFactorProof | null) {
      if (proof && (await repo.find(owner.id))?.confirmedAt) await assertProof(owner.id, proof);
      const admin = await admins.findById(owner.id);
      if (!admin) throw missing();
      const secret = newAuthenticatorSecret();
      await repo.setPending(owner.id, box.seal(secret));
      return { secret, uri: authenticatorUri(secret, admin.email) };
    },

    /** The first code confirms the enrolment; the recovery codes are new and shown once. */
    async confirm(adminId: string, code: string): Promise<string[]> {
      const pending = (await repo.find(adminId))?.pendingSealedSecret ?? null;
      const secret = pending ? box.open(pending) : null;
      if (!pending || !secret) throw missing();
      const step = matchedStep(secret, code);
      if (step === null || !(await repo.confirm(adminId, pending, step))) throw wrongCode();
      return freshRecoveryCodes(adminId);
    },

    /** New recovery codes for a current code; the earlier ones stop working. */
    async regenerate(adminId: string, code: string): Promise<string[]> {
      if (!(await repo.find(adminId))?.confirmedAt) throw missing();
      if (!(await takeCode(adminId, code))) throw wrongCode();
      return freshRecoveryCodes(adminId);
    },

    /**
     * Removes the authenticator; refused while the organisation requires two-factor sign-in and
     * no passkey would be left in its place.
     */
    async remove(owner: AuthenticatorOwner, proof: TwoFactorProof): Promise<void> {
      if (!(await repo.find(owner.id))?.confirmedAt) throw missing();
      if ((await repo.companyRequires(owner.companyId)) && (await passkeys.count(owner.id)) === 0) {
        throw new AppError(
          'error_two_factor_required',
          'Your organisation requires an authenticator app. Set up a new one to replace it instead.',
        );
      }
      await assertProof(owner.id, proof);
      await repo.remove(owner.id);
    },

    /**
     * Support's way back for an admin who lost the app, its recovery codes or their passkeys: an
     * organisation admin removes all of them for an admin in their scope (never their own, never
     * a platform admin's unless they are one).
     */
    async resetFor(scope: Scope, adminId: string): Promise<void> {
      const target = await admins.findById(adminId);
      const platform = scope.kind === 'platform';
      const visible =
        target &&
        target.isDeleted === 0 &&
        (platform || target.companyId === scope.companyId) &&
        (platform || target.userGroup !== USER_GROUP.platformAdmin);
      if (!visible) throw notFound('Admin');
      if (target.id === scope.adminId)
        throw forbidden('Remove your own authenticator app from your profile.');
      await repo.remove(adminId);
      await passkeys.removeAll(adminId);
    },

    /** Uses a recovery code once; the codes left, or null for a wrong or used one. */
    async useRecoveryCode(adminId: string, code: string): Promise<number | null> {
      if (!(await repo.useRecoveryCode(adminId, hashRecoveryCode(adminId, code)))) return null;
      return repo.recoveryCodesLeft(adminId);
    },
  };
}

export type AuthenticatorService = ReturnType<typeof createAuthenticatorService>;
