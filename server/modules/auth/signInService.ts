import { USER_GROUP } from '../../../contract/adminGroups';
import { AppError, TooManyRequests, notFound } from '../../lib/errors';
import type { EmailProvider } from '../../providers/email/emailProvider';
import type { Scope } from '../../plugins/tenancy';
import { otpEmail, resetEmail } from './emails';
import { hashOtp, newOtpCode, OTP_TTL_MS, otpMatches } from './otp';
import { burnVerifyTime, hashPassword, verifyPassword } from '../../lib/passwords';
import type { ResetRequestRepository } from './resetRequestRepository';
import type { SignInRepository } from './signInRepository';
import type { AuthenticatedAdmin, SessionRepository } from './sessionRepository';
import { assertMaySignIn, type LoginRow } from './signInRules';
import type { PublicRateLimit } from '../../db/publicRateLimit';
import type { LoginThrottle } from './loginFailuresRepository';
import { resendOtpKeys } from './throttle';
import type { TokenService } from './tokens';
import type { AuthenticatorSignIn } from './authenticatorSignIn';
import type { SecondFactor, SecondFactorAsk, SecondFactorInput } from './secondFactor';

const RESET_TTL_MS = 60 * 60 * 1000;

export interface SignInServiceDeps {
  repo: SignInRepository;
  sessions: SessionRepository;
  throttle: LoginThrottle;
  resendOtpLimit: PublicRateLimit;
  resetRequests: ResetRequestRepository;
  tokens: TokenService;
  authenticator: AuthenticatorSignIn;
  secondFactor: SecondFactor;
  email: EmailProvider;
  tokenTtlSeconds: number;
  consoleUrl: string;
}

export type LoginResult =
  | {
      token: string;
      email: string;
      userGroup: number;
      companyID: string;
      recoveryCodesLeft?: number;
    }
  | ({ otpRequired: true; email: string } & Partial<SecondFactorAsk>)
  | { enrolRequired: true; enrolTicket: string; email: string };

const invalidCredentials = () =>
  new AppError('invalid_credentials', 'oops! that email / password combination is not valid.');
const wrongOtp = () => new AppError('invalid_otp', 'That code is not valid.');

/** A wrong password, unknown email or wrong code of any kind: what the throttle counts. */
const isWrongGuess = (error: unknown) =>
  error instanceof AppError &&
  (error.code === 'invalid_credentials' ||
    error.code === 'invalid_otp' ||
    error.code === 'error_two_factor_code');

interface LoginInput extends SecondFactorInput {
  email: string;
  password: string;
}

/** Sign-in, sessions and passwords: the rules that span the admin, session and email stores. */
export function createSignInService(deps: SignInServiceDeps) {
  const { repo, sessions, throttle, resetRequests, tokens, email } = deps;

  async function issueSession(row: LoginRow): Promise<string> {
    const expiresAt = new Date(Date.now() + deps.tokenTtlSeconds * 1000);
    const sessionId = await sessions.create(row.admin.id, expiresAt);
    return tokens.signSession(
      {
        _id: row.admin.id,
        userGroup: row.admin.userGroup,
        menuColor: row.channelMenuColor,
        brandUrl: row.companyBrandUrl,
        adminColor: row.companyAdminColor,
      },
      sessionId,
      expiresAt,
    );
  }

  async function sendOtp(adminId: string, to: string): Promise<void> {
    const code = newOtpCode();
    await repo.replaceOtp(adminId, hashOtp(adminId, code), new Date(Date.now() + OTP_TTL_MS));
    await email.send(otpEmail(to, code));
  }

  async function checkOtp(row: LoginRow, code: string): Promise<void> {
    const otp = await repo.latestOpenOtp(row.admin.id);
    if (!otp || !otpMatches(otp.codeHash, row.admin.id, code)) throw wrongOtp();
    if (otp.expiresAt.getTime() <= Date.now()) {
      throw new AppError('otp_expired', 'That code has expired. Send a new one.');
    }
    if (!(await repo.useOtp(otp.id))) throw wrongOtp();
  }

  /** Judges a sign-in whose try the throttle has already counted. */
  async function judge(input: LoginInput, ip: string): Promise<LoginResult> {
    const row = await repo.findForLogin(input.email);
    if (!row) {
      await burnVerifyTime(input.password);
      throw invalidCredentials();
    }
    if (!(await verifyPassword(row.admin.passwordHash, input.password))) throw invalidCredentials();
    assertMaySignIn(row);
    if (row.companySsoMode === 'required') {
      throw new AppError(
        'forbidden',
        'Your organization signs in with single sign-on: use the button on its login page.',
      );
    }
    // A passkey or an authenticator app, when the admin has one, takes the emailed code's place.
    const second = await deps.secondFactor.check(row, input);
    if (second.kind === 'ask') return { otpRequired: true, ...second.ask, email: row.admin.email };
    const passed = second.kind === 'passed' ? second : null;
    if (!passed && row.admin.twoFactorEnabled) {
      if (!input.otp) {
        await sendOtp(row.admin.id, row.admin.email);
        return { otpRequired: true, email: row.admin.email };
      }
      await checkOtp(row, input.otp);
    }
    // The owner is in: this address's guesses are forgotten, and it is one of their usual ones.
    await throttle.clearPair(input.email, ip);
    await repo.rememberAddress(row.admin.id, ip);
    if (!passed && (await deps.authenticator.mustEnrol(row))) {
      // The organisation requires an authenticator: no session until one is set up.
      const enrolTicket = await deps.authenticator.enrolTicket(row);
      return { enrolRequired: true, enrolTicket, email: row.admin.email };
    }
    return {
      token: await issueSession(row),
      email: row.admin.email,
      userGroup: row.admin.userGroup,
      companyID: row.companySlug ?? 'All',
      ...(passed?.recoveryCodesLeft === undefined
        ? {}
        : { recoveryCodesLeft: passed.recoveryCodesLeft }),
    };
  }

  async function sendResetLink(adminId: string, to: string): Promise<void> {
    const expiresAt = new Date(Date.now() + RESET_TTL_MS);
    const resetId = await repo.createReset(adminId, expiresAt);
    const token = await tokens.signReset(adminId, resetId, expiresAt);
    await email.send(resetEmail(to, `${deps.consoleUrl}/password/reset/admin/${token}`));
  }

  return {
    async login(input: LoginInput, ip: string): Promise<LoginResult> {
      const familiar = await repo.isFamiliarAddress(input.email, ip);
      const taken = await throttle.take({ email: input.email, ip, familiar });
      if (!Array.isArray(taken)) {
        throw new TooManyRequests(
          'too_many_attempts',
          'Too many sign-in attempts. Try again later, or reset your password.',
          taken.retryAfterSeconds,
        );
      }
      try {
        const result = await judge(input, ip);
        await throttle.release(taken);
        return result;
      } catch (error) {
        // Only a wrong guess stays counted; any other refusal gives the try back.
        if (!isWrongGuess(error)) await throttle.release(taken);
        throw error;
      }
    },

    /**
     * Sends a fresh code only while a sign-in is waiting for one; answers alike either way.
     * Limited per account and per address (429) before anything is looked up.
     */
    async resendOtp(emailAddress: string, ip: string): Promise<void> {
      await deps.resendOtpLimit.take(resendOtpKeys(emailAddress, ip));
      const row = await repo.findForLogin(emailAddress);
      if (!row || !row.admin.twoFactorEnabled) return;
      const pending = await repo.latestOpenOtp(row.admin.id);
      if (!pending || pending.createdAt.getTime() < Date.now() - OTP_TTL_MS) return;
      await sendOtp(row.admin.id, row.admin.email);
    },

    /** A session for an admin the caller has already judged (the embedded sign-in). */
    openSession: (row: LoginRow) => issueSession(row),

    logout: (admin: AuthenticatedAdmin) => sessions.revoke(admin.sessionId),

    /**
     * Queues a forgot-password request, or refuses it past the limits. The lookup and the email
     * come after the answer (processResetRequests), so a known and an unknown email take the
     * same path and the same time here.
     */
    async requestPasswordReset(emailAddress: string, ip: string): Promise<void> {
      const retryAfter = await resetRequests.enqueue(emailAddress, ip);
      if (retryAfter !== null) {
        throw new TooManyRequests(
          'too_many_attempts',
          'Too many password-reset requests. Try again in an hour.',
          retryAfter,
        );
      }
    },

    /** Emails a reset link for each queued request whose email is an admin's who may sign in. */
    async processResetRequests(): Promise<void> {
      for (let batch = await resetRequests.claimPending(); batch.length > 0;) {
        for (const requested of batch) {
          const row = await repo.findForLogin(requested);
          if (row && row.admin.isDeleted === 0 && row.admin.isActive === 1) {
            await sendResetLink(row.admin.id, row.admin.email);
          }
        }
        batch = await resetRequests.claimPending();
      }
    },

    async checkResetToken(token: string): Promise<{ email: string; companyID: string | null }> {
      const { adminId, resetId } = await tokens.verifyReset(token);
      const reset = await repo.findOpenReset(resetId);
      const admin = reset && reset.adminId === adminId ? await repo.findById(adminId) : null;
      if (!admin) throw new AppError('jwt_expired', 'Link already expired.');
      return { email: admin.email, companyID: await repo.companySlugOf(admin.companyId) };
    },

    /**
     * Sets a new password through a reset or invite link: every session of the admin ends, and
     * so does every other link of theirs still open.
     */
    async resetPassword(token: string, password: string): Promise<void> {
      const { adminId, resetId } = await tokens.verifyReset(token);
      const reset = await repo.findOpenReset(resetId);
      if (!reset || reset.adminId !== adminId)
        throw new AppError('jwt_expired', 'Link already expired.');
      const admin = await repo.findById(adminId);
      if (!admin || admin.isDeleted === 1) {
        throw new AppError(
          'error_updating_password',
          'Error updating password. Check if your old password is correct.',
        );
      }
      if (await verifyPassword(admin.passwordHash, password)) {
        throw new AppError(
          'error_same_password',
          'Please use another password different from your old passwords.',
        );
      }
      if (!(await repo.useReset(resetId)))
        throw new AppError('jwt_expired', 'Link already expired.');
      await repo.setPassword(adminId, await hashPassword(password));
      await repo.endResets(adminId);
      await sessions.revokeAllFor(adminId);
      // The mailbox's owner is back: guesses at the account no longer slow them anywhere.
      await throttle.clearAccount(admin.email);
    },

    /**
     * Checks the signed-in admin's own password before a change that weakens the sign-in
     * (turning two-factor sign-in off): a session alone is not enough for it.
     */
    async confirmPassword(adminId: string, password: string | undefined): Promise<void> {
      if (password === undefined) {
        throw new AppError(
          'validation_error',
          'currentPassword is needed to turn two-factor sign-in off.',
          [{ field: 'currentPassword', message: 'is needed to turn two-factor sign-in off' }],
        );
      }
      const stored = await repo.findById(adminId);
      if (!stored || !(await verifyPassword(stored.passwordHash, password))) {
        throw new AppError(
          'current_password_incorrect',
          'Your current password provided is incorrect.',
        );
      }
    },

    /**
     * Changes the signed-in admin's password. Every session ends, this one too, and a fresh token
     * is returned so the admin who changed it stays signed in here.
     */
    async changePassword(
      admin: AuthenticatedAdmin,
      currentPassword: string | undefined,
      password: string,
    ): Promise<string> {
      const stored = await repo.findById(admin.id);
      if (!stored || currentPassword === undefined) {
        throw new AppError(
          'error_updating_password',
          'Error updating password. Check if your old password is correct.',
        );
      }
      if (!(await verifyPassword(stored.passwordHash, currentPassword))) {
        throw new AppError(
          'current_password_incorrect',
          'Your current password provided is incorrect.',
        );
      }
      if (currentPassword === password) {
        throw new AppError(
          'error_same_password',
          'Please use another password different from your old passwords.',
        );
      }
      await repo.setPassword(admin.id, await hashPassword(password));
      await repo.endResets(admin.id);
      await sessions.revokeAllFor(admin.id);
      const row = await repo.findForLogin(stored.email);
      if (!row) throw new AppError('error_unauthorized', 'Sign in to continue.');
      return issueSession(row);
    },

    /**
     * An admin sends a reset link to another admin they manage. Only platform and company admins
     * may (the route's access declaration), so the scope is a company's or the platform's.
     */
    async sendResetFor(scope: Scope, adminId: string): Promise<void> {
      const target = await repo.findById(adminId);
      const visible =
        target &&
        target.isDeleted === 0 &&
        (scope.kind === 'platform' || target.companyId === scope.companyId);
      if (!visible) throw notFound('Admin');
      if (target.userGroup === USER_GROUP.platformAdmin && scope.kind !== 'platform')
        throw notFound('Admin');
      await sendResetLink(target.id, target.email);
    },
  };
}

export type SignInService = ReturnType<typeof createSignInService>;
