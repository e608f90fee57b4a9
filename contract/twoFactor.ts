import { Type, type Static } from '@sinclair/typebox';
import { Success } from './common';

/** A code of an authenticator app: 6 digits (spaces are the console's to strip). */
export const AuthenticatorCode = Type.String({ pattern: '^[0-9]{6}$' });

export { RecoveryCode } from './auth';

/** The signed-in admin's second factors, and whether their organisation requires one. */
export const TwoFactorStatus = Type.Object({
  /** A confirmed authenticator app signs this admin in. */
  authenticator: Type.Boolean(),
  confirmedAt: Type.Union([Type.String(), Type.Null()]),
  recoveryCodesLeft: Type.Number(),
  /** Passkeys registered: each is a second factor too, and signs in without the password. */
  passkeys: Type.Number(),
  requiredByCompany: Type.Boolean(),
});
export type TwoFactorStatus = Static<typeof TwoFactorStatus>;
export const TwoFactorStatusResponse = Success(TwoFactorStatus);
export type TwoFactorStatusResponse = Static<typeof TwoFactorStatusResponse>;

/**
 * What proves the admin before their authenticator is removed or replaced: their password or a
 * current code of the authenticator.
 */
export const TwoFactorProof = Type.Object({
  password: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  code: Type.Optional(AuthenticatorCode),
});
export type TwoFactorProof = Static<typeof TwoFactorProof>;

/** A new authenticator's secret (base32, for typing in) and its otpauth:// URI (for the QR code). */
export const AuthenticatorSetup = Type.Object({ secret: Type.String(), uri: Type.String() });
export type AuthenticatorSetup = Static<typeof AuthenticatorSetup>;
export const AuthenticatorSetupResponse = Success(AuthenticatorSetup);
export type AuthenticatorSetupResponse = Static<typeof AuthenticatorSetupResponse>;

export const AuthenticatorCodeBody = Type.Object({ code: AuthenticatorCode });

/** Fresh recovery codes, shown this once: only their hashes are kept. */
export const RecoveryCodes = Type.Object({ recoveryCodes: Type.Array(Type.String()) });
export const RecoveryCodesResponse = Success(RecoveryCodes);
export type RecoveryCodesResponse = Static<typeof RecoveryCodesResponse>;

/** Enrolment during sign-in, for an admin whose organisation requires an authenticator. */
export const EnrolTicketBody = Type.Object({
  ticket: Type.String({ minLength: 1, maxLength: 2000 }),
});
export const EnrolConfirmBody = Type.Object({
  ticket: Type.String({ minLength: 1, maxLength: 2000 }),
  code: AuthenticatorCode,
});
export type EnrolConfirmBody = Static<typeof EnrolConfirmBody>;
export const EnrolConfirmResponse = Success(
  Type.Object({
    token: Type.String(),
    email: Type.String(),
    userGroup: Type.Number(),
    companyID: Type.String(),
    recoveryCodes: Type.Array(Type.String()),
  }),
);
export type EnrolConfirmResponse = Static<typeof EnrolConfirmResponse>;

/** An organisation's sign-in policy: every admin signs in with an authenticator app. */
export const TwoFactorPolicy = Type.Object({ requireTwoFactor: Type.Boolean() });
export type TwoFactorPolicy = Static<typeof TwoFactorPolicy>;
export const TwoFactorPolicyResponse = Success(TwoFactorPolicy);
export type TwoFactorPolicyResponse = Static<typeof TwoFactorPolicyResponse>;
