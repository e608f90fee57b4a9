import type {
  Passkey,
  PasskeyAnswer,
  PasskeyChallenge,
  PasskeyRegisterBody,
  PasskeySetup,
} from '../../../contract/passkeys';
import type { TwoFactorProof } from '../../../contract/twoFactor';
import { AppError, notFound } from '../../lib/errors';
import { lazyModule } from '../../lib/lazyModule';
import type { AuthenticatorOwner, AuthenticatorService } from './authenticatorService';
import type { PasskeyRepository, PasskeyRow } from './passkeyRepository';
import type { SignInRepository } from './signInRepository';

const CHALLENGE_TTL_MS = 5 * 60 * 1000;

/** The WebAuthn library, loaded when an admin first uses passkeys (lib/lazyModule.ts). */
const webauthn = lazyModule(async () => ({
  ...(await import('@simplewebauthn/server')),
  ...(await import('@simplewebauthn/server/helpers')),
}));

/** The site passkeys belong to: the console's host name and the origins it is opened at. */
export interface RelyingParty {
  id: string;
  name: string;
  origins: string[];
}

/**
 * The console's host names its passkeys (a passkey made at console.example.org works there and
 * nowhere else); every console origin on that host, or under it, may use them.
 */
export function relyingPartyFor(
  consoleUrl: string,
  consoleOrigins: readonly string[],
): RelyingParty {
  const id = new URL(consoleUrl).hostname;
  const onHost = (origin: string) => {
    const host = new URL(origin).hostname;
    return host === id || host.endsWith(`.${id}`);
  };
  const origins = [...new Set([new URL(consoleUrl).origin, ...consoleOrigins.filter(onHost)])];
  return { id, name: 'Tidings', origins };
}

export interface PasskeyDeps {
  repo: PasskeyRepository;
  admins: Pick<SignInRepository, 'findById'>;
  authenticators: Pick<
    AuthenticatorService,
    'assertProof' | 'hasAuthenticator' | 'companyRequires'
  >;
  relyingParty: RelyingParty;
}

/** A passkey's answer that does not prove its admin, for whatever reason: one wording for all. */
export const unverified = () =>
  new AppError('error_passkey', 'That passkey could not be verified. Try again, or use another.');
const staleChallenge = () =>
  new AppError('error_passkey_challenge', 'That passkey request has expired. Start again.');

/** The library types a credential's `type` as any string; WebAuthn knows only 'public-key'. */
function publicKeyDescriptors<T extends { id: string; transports?: string[] }>(
  list: readonly T[] | undefined,
) {
  return (list ?? []).map(({ id, transports }) => ({
    id,
    type: 'public-key' as const,
    ...(transports ? { transports } : {}),
  }));
}

const toPasskey = (row: PasskeyRow): Passkey => ({
  id: row.id,
  name: row.name,
  backedUp: row.backedUp,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/**
 * Passkeys (WebAuthn) of admins: registered from the profile, asked for after the password as a
 * second factor, or signing in alone in the password's place (docs/decisions.md, "Passkeys").
 */
export function createPasskeyService({ repo, admins, authenticators, relyingParty }: PasskeyDeps) {
  const expiry = () => new Date(Date.now() + CHALLENGE_TTL_MS);

  /** Checks an answer against its stored passkey and records the use; the passkey's row. */
  async function verifyAnswer(
    answer: PasskeyAnswer,
    expectedChallenge: string,
    requireUserVerification: boolean,
    adminId: string | null,
  ): Promise<PasskeyRow> {
    const stored = await repo.findByCredential(answer.credential.id);
    if (!stored || (adminId !== null && stored.adminId !== adminId)) throw unverified();
    const { verifyAuthenticationResponse, isoBase64URL } = await webauthn();
    try {
      const { verified, authenticationInfo } = await verifyAuthenticationResponse({
        response: answer.credential,
        expectedChallenge,
        expectedOrigin: relyingParty.origins,
        expectedRPID: relyingParty.id,
        credential: {
          id: stored.credentialId,
          publicKey: isoBase64URL.toBuffer(stored.publicKey),
          counter: stored.counter,
          transports: stored.transports,
        },
        requireUserVerification,
      });
      if (!verified) throw unverified();
      await repo.markUsed(
        stored.id,
        authenticationInfo.newCounter,
        authenticationInfo.credentialBackedUp,
      );
      return stored;
    } catch (error) {
      // The library throws on a malformed answer, a wrong origin or a counter gone backwards.
      if (error instanceof AppError) throw error;
      throw unverified();
    }
  }

  return {
    count: (adminId: string) => repo.count(adminId),

    list: async (adminId: string): Promise<Passkey[]> => (await repo.list(adminId)).map(toPasskey),

    /** Options for a new passkey, after the password or a code of the authenticator app. */
    async startRegistration(
      owner: AuthenticatorOwner,
      proof: TwoFactorProof,
    ): Promise<PasskeySetup> {
      await authenticators.assertProof(owner.id, proof);
      const admin = await admins.findById(owner.id);
      if (!admin) throw notFound('Admin');
      const existing = await repo.list(owner.id);
      const { generateRegistrationOptions } = await webauthn();
      const options = await generateRegistrationOptions({
        rpName: relyingParty.name,
        rpID: relyingParty.id,
        userName: admin.email,
        userDisplayName: admin.email,
        // The user handle is the admin's id, which a passkey sign-in reads back; no personal data.
        userID: new TextEncoder().encode(admin.id),
        attestationType: 'none',
        excludeCredentials: existing.map((p) => ({ id: p.credentialId })),
        // Discoverable, so it signs in without an email typed first.
        authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      });
      const challengeId = await repo.createChallenge(
        owner.id,
        'register',
        options.challenge,
        expiry(),
      );
      return {
        challengeId,
        options: {
          ...options,
          excludeCredentials: publicKeyDescriptors(options.excludeCredentials),
        },
      };
    },

    async register(adminId: string, body: PasskeyRegisterBody): Promise<Passkey> {
      const taken = await repo.takeChallenge(body.challengeId, 'register');
      if (!taken || taken.adminId !== adminId) throw staleChallenge();
      const { verifyRegistrationResponse, isoBase64URL } = await webauthn();
      let info;
      try {
        const result = await verifyRegistrationResponse({
          response: body.credential,
          expectedChallenge: taken.challenge,
          expectedOrigin: relyingParty.origins,
          expectedRPID: relyingParty.id,
          requireUserVerification: false,
        });
        info = result.verified ? result.registrationInfo : null;
      } catch {
        info = null;
      }
      if (!info) throw unverified();
      const row = await repo.insert({
        adminId,
        credentialId: info.credential.id,
        publicKey: isoBase64URL.fromBuffer(info.credential.publicKey),
        counter: info.credential.counter,
        transports: body.credential.response.transports ?? [],
        name: body.name.trim() || 'Passkey',
        backedUp: info.credentialBackedUp,
      });
      if (!row) throw new AppError('error_passkey_exists', 'That passkey is registered already.');
      return toPasskey(row);
    },

    /**
     * Removes a passkey after the password or an authenticator code. The last second factor of
     * an admin whose organisation requires one stays.
     */
    async remove(owner: AuthenticatorOwner, id: string, proof: TwoFactorProof): Promise<void> {
      const own = await repo.list(owner.id);
      if (!own.some((p) => p.id === id)) throw notFound('Passkey');
      const last = own.length === 1 && !(await authenticators.hasAuthenticator(owner.id));
      if (last && (await authenticators.companyRequires(owner.companyId))) {
        throw new AppError(
          'error_two_factor_required',
          'Your organisation requires two-factor sign-in. Add another passkey or an authenticator app first.',
        );
      }
      await authenticators.assertProof(owner.id, proof);
      if (!(await repo.remove(owner.id, id))) throw notFound('Passkey');
    },

    removeAll: (adminId: string) => repo.removeAll(adminId),

    /** A challenge for one of the admin's passkeys after their password; null without one. */
    async secondFactorChallenge(adminId: string): Promise<PasskeyChallenge | null> {
      const passkeys = await repo.list(adminId);
      if (passkeys.length === 0) return null;
      const { generateAuthenticationOptions } = await webauthn();
      const options = await generateAuthenticationOptions({
        rpID: relyingParty.id,
        allowCredentials: passkeys.map((p) => ({ id: p.credentialId })),
        userVerification: 'preferred',
      });
      const challengeId = await repo.createChallenge(
        adminId,
        'second-factor',
        options.challenge,
        expiry(),
      );
      return {
        challengeId,
        options: { ...options, allowCredentials: publicKeyDescriptors(options.allowCredentials) },
      };
    },

    /** Whether the answer signs the admin's own second-factor challenge. */
    async verifySecondFactor(adminId: string, answer: PasskeyAnswer): Promise<void> {
      const taken = await repo.takeChallenge(answer.challengeId, 'second-factor');
      if (!taken || taken.adminId !== adminId) throw staleChallenge();
      await verifyAnswer(answer, taken.challenge, false, adminId);
    },

    /** A challenge for any passkey of this site: the sign-in without a password. */
    async signInChallenge(): Promise<PasskeyChallenge> {
      const { generateAuthenticationOptions } = await webauthn();
      const options = await generateAuthenticationOptions({
        rpID: relyingParty.id,
        userVerification: 'required',
      });
      const challengeId = await repo.createChallenge(null, 'sign-in', options.challenge, expiry());
      return { challengeId, options: { ...options, allowCredentials: [] } };
    },

    /**
     * The admin a passkey sign-in proves. The passkey must have verified its user (a PIN or a
     * fingerprint), which makes it two factors on its own.
     */
    async verifySignIn(answer: PasskeyAnswer): Promise<string> {
      const taken = await repo.takeChallenge(answer.challengeId, 'sign-in');
      if (!taken) throw staleChallenge();
      const { isoBase64URL } = await webauthn();
      const stored = await verifyAnswer(answer, taken.challenge, true, null);
      // The user handle the passkey was made with names the same admin (it is their id).
      const handle = answer.credential.response.userHandle;
      if (handle !== undefined && isoBase64URL.toUTF8String(handle) !== stored.adminId) {
        throw unverified();
      }
      return stored.adminId;
    },
  };
}

export type PasskeyService = ReturnType<typeof createPasskeyService>;
