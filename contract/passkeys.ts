import { Type, type Static } from '@sinclair/typebox';
import { Success } from './common';

/**
 * Passkeys (WebAuthn): the options the API hands the browser and the credentials the browser
 * answers with, in the JSON form of WebAuthn Level 3's `toJSON()` (binary fields base64url).
 * Every field is declared: the API drops what a schema does not name.
 */

const Base64Url = (maxLength: number) =>
  Type.String({ minLength: 1, maxLength, pattern: '^[A-Za-z0-9_-]+$' });

const Transport = Type.Union([
  Type.Literal('ble'),
  Type.Literal('cable'),
  Type.Literal('hybrid'),
  Type.Literal('internal'),
  Type.Literal('nfc'),
  Type.Literal('smart-card'),
  Type.Literal('usb'),
]);
const UserVerification = Type.Union([
  Type.Literal('required'),
  Type.Literal('preferred'),
  Type.Literal('discouraged'),
]);
const Hint = Type.Union([
  Type.Literal('hybrid'),
  Type.Literal('security-key'),
  Type.Literal('client-device'),
]);
const Attachment = Type.Union([Type.Literal('platform'), Type.Literal('cross-platform')]);

const CredentialDescriptor = Type.Object({
  id: Base64Url(1400),
  type: Type.Literal('public-key'),
  transports: Type.Optional(Type.Array(Type.String({ maxLength: 20 }), { maxItems: 8 })),
});

const ClientExtensionResults = Type.Object({
  credProps: Type.Optional(Type.Object({ rk: Type.Optional(Type.Boolean()) })),
});

/** What navigator.credentials.create() is given to make a passkey. */
export const PasskeyCreationOptions = Type.Object({
  rp: Type.Object({ name: Type.String(), id: Type.Optional(Type.String()) }),
  user: Type.Object({ id: Type.String(), name: Type.String(), displayName: Type.String() }),
  challenge: Type.String(),
  pubKeyCredParams: Type.Array(
    Type.Object({ alg: Type.Number(), type: Type.Literal('public-key') }),
  ),
  timeout: Type.Optional(Type.Number()),
  excludeCredentials: Type.Optional(Type.Array(CredentialDescriptor)),
  authenticatorSelection: Type.Optional(
    Type.Object({
      authenticatorAttachment: Type.Optional(Attachment),
      requireResidentKey: Type.Optional(Type.Boolean()),
      residentKey: Type.Optional(UserVerification),
      userVerification: Type.Optional(UserVerification),
    }),
  ),
  hints: Type.Optional(Type.Array(Hint)),
  attestation: Type.Optional(
    Type.Union([
      Type.Literal('none'),
      Type.Literal('indirect'),
      Type.Literal('direct'),
      Type.Literal('enterprise'),
    ]),
  ),
  extensions: Type.Optional(Type.Object({ credProps: Type.Optional(Type.Boolean()) })),
});
export type PasskeyCreationOptions = Static<typeof PasskeyCreationOptions>;

/** What navigator.credentials.get() is given to sign a challenge with a passkey. */
export const PasskeyRequestOptions = Type.Object({
  challenge: Type.String(),
  timeout: Type.Optional(Type.Number()),
  rpId: Type.Optional(Type.String()),
  allowCredentials: Type.Optional(Type.Array(CredentialDescriptor)),
  userVerification: Type.Optional(UserVerification),
  hints: Type.Optional(Type.Array(Hint)),
});
export type PasskeyRequestOptions = Static<typeof PasskeyRequestOptions>;

/** A new passkey as the browser answers navigator.credentials.create(). */
export const PasskeyRegistration = Type.Object({
  id: Base64Url(1400),
  rawId: Base64Url(1400),
  type: Type.Literal('public-key'),
  response: Type.Object({
    clientDataJSON: Base64Url(4000),
    attestationObject: Base64Url(16000),
    authenticatorData: Type.Optional(Base64Url(8000)),
    transports: Type.Optional(Type.Array(Transport, { maxItems: 8 })),
    publicKeyAlgorithm: Type.Optional(Type.Number()),
    publicKey: Type.Optional(Base64Url(4000)),
  }),
  authenticatorAttachment: Type.Optional(Attachment),
  clientExtensionResults: ClientExtensionResults,
});
export type PasskeyRegistration = Static<typeof PasskeyRegistration>;

/** A challenge signed with a passkey, as the browser answers navigator.credentials.get(). */
export const PasskeyAssertion = Type.Object({
  id: Base64Url(1400),
  rawId: Base64Url(1400),
  type: Type.Literal('public-key'),
  response: Type.Object({
    clientDataJSON: Base64Url(4000),
    authenticatorData: Base64Url(8000),
    signature: Base64Url(2000),
    userHandle: Type.Optional(Base64Url(400)),
  }),
  authenticatorAttachment: Type.Optional(Attachment),
  clientExtensionResults: ClientExtensionResults,
});
export type PasskeyAssertion = Static<typeof PasskeyAssertion>;

const ChallengeId = Type.String({ format: 'uuid' });

/** A challenge to sign, answered once within five minutes. */
export const PasskeyChallenge = Type.Object({
  challengeId: ChallengeId,
  options: PasskeyRequestOptions,
});
export type PasskeyChallenge = Static<typeof PasskeyChallenge>;
export const PasskeyChallengeResponse = Success(PasskeyChallenge);
export type PasskeyChallengeResponse = Static<typeof PasskeyChallengeResponse>;

/** The signed challenge, sent back with the challenge's id. */
export const PasskeyAnswer = Type.Object({
  challengeId: ChallengeId,
  credential: PasskeyAssertion,
});
export type PasskeyAnswer = Static<typeof PasskeyAnswer>;

export const PasskeySetup = Type.Object({
  challengeId: ChallengeId,
  options: PasskeyCreationOptions,
});
export type PasskeySetup = Static<typeof PasskeySetup>;
export const PasskeySetupResponse = Success(PasskeySetup);
export type PasskeySetupResponse = Static<typeof PasskeySetupResponse>;

/** A name the admin will recognise the passkey by ("Work laptop"). */
export const PasskeyName = Type.String({ minLength: 1, maxLength: 60 });

export const PasskeyRegisterBody = Type.Object({
  challengeId: ChallengeId,
  name: PasskeyName,
  credential: PasskeyRegistration,
});
export type PasskeyRegisterBody = Static<typeof PasskeyRegisterBody>;

/** One of the signed-in admin's passkeys. */
export const Passkey = Type.Object({
  id: Type.String(),
  name: Type.String(),
  /** Synced by its provider (iCloud Keychain, Google Password Manager...) to the owner's devices. */
  backedUp: Type.Boolean(),
  createdAt: Type.String(),
  lastUsedAt: Type.Union([Type.String(), Type.Null()]),
});
export type Passkey = Static<typeof Passkey>;
export const PasskeyResponse = Success(Passkey);
export const PasskeyListResponse = Success(Type.Array(Passkey));
export type PasskeyListResponse = Static<typeof PasskeyListResponse>;
