import type { PasskeyAnswer, PasskeyChallenge } from '../../../contract/passkeys';
import type { AuthenticatorSignIn } from './authenticatorSignIn';
import type { PasskeyService } from './passkeyService';
import type { LoginRow } from './signInRules';

export interface SecondFactorInput {
  otp?: string | undefined;
  recoveryCode?: string | undefined;
  passkey?: PasskeyAnswer | undefined;
}

/** What the sign-in asks for next when the password alone is not enough. */
export type SecondFactorAsk =
  | { otpMethod: 'authenticator' }
  | { otpMethod: 'passkey'; passkeyChallenge: PasskeyChallenge; authenticatorToo: boolean };

export type SecondFactorOutcome =
  /** The admin has neither an authenticator app nor a passkey: the emailed code applies. */
  | { kind: 'none' }
  | { kind: 'passed'; recoveryCodesLeft?: number }
  | { kind: 'ask'; ask: SecondFactorAsk };

/**
 * The admin's own second factors after the password: a passkey, asked for first when they have
 * one, or the authenticator app's code (or a recovery code). Either takes the emailed code's
 * place; a passkey-holder without an app has no way around the passkey but an administrator's
 * reset (docs/decisions.md, "Passkeys").
 */
export function createSecondFactor(authenticator: AuthenticatorSignIn, passkeys: PasskeyService) {
  return {
    async check(row: LoginRow, input: SecondFactorInput): Promise<SecondFactorOutcome> {
      if (input.passkey !== undefined) {
        await passkeys.verifySecondFactor(row.admin.id, input.passkey);
        return { kind: 'passed' };
      }
      const codeSent = input.otp !== undefined || input.recoveryCode !== undefined;
      const app = await authenticator.check(row, codeSent ? input : {});
      if (app?.passed) {
        return app.recoveryCodesLeft === undefined
          ? { kind: 'passed' }
          : { kind: 'passed', recoveryCodesLeft: app.recoveryCodesLeft };
      }
      const passkeyChallenge = await passkeys.secondFactorChallenge(row.admin.id);
      if (passkeyChallenge) {
        return {
          kind: 'ask',
          ask: { otpMethod: 'passkey', passkeyChallenge, authenticatorToo: app !== null },
        };
      }
      return app ? { kind: 'ask', ask: { otpMethod: 'authenticator' } } : { kind: 'none' };
    },
  };
}

export type SecondFactor = ReturnType<typeof createSecondFactor>;
