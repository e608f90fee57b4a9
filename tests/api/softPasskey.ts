import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';
import type {
  PasskeyAssertion,
  PasskeyCreationOptions,
  PasskeyRegistration,
  PasskeyRequestOptions,
} from '../../contract/passkeys';

const b64 = (bytes: Uint8Array) => isoBase64URL.fromBuffer(new Uint8Array(bytes));
const sha256 = (bytes: Uint8Array | string) =>
  new Uint8Array(createHash('sha256').update(bytes).digest());

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED = 0x40;

function u32(n: number): Uint8Array {
  const out = new Uint8Array(4);
  new DataView(out.buffer).setUint32(0, n);
  return out;
}

const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

/** An ES256 key's public half as a COSE_Key map (RFC 9053): what authenticator data carries. */
function coseKey(publicKey: KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: 'jwk' });
  if (!jwk.x || !jwk.y) throw new Error('not an EC key');
  const key = new Map<number, number | Uint8Array>([
    [1, 2], // kty: EC2
    [3, -7], // alg: ES256
    [-1, 1], // crv: P-256
    [-2, isoBase64URL.toBuffer(jwk.x)],
    [-3, isoBase64URL.toBuffer(jwk.y)],
  ]);
  return isoCBOR.encode(key);
}

/**
 * A passkey authenticator in software for API tests: it makes a discoverable ES256 credential
 * for the options it is given and signs challenges as a browser's would, at the origin it is
 * told. `userVerified: false` plays a security key without a PIN.
 */
export class SoftPasskey {
  readonly credentialId = b64(randomBytes(16));
  private readonly keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  private counter = 0;
  private userHandle = '';

  constructor(
    private readonly origin: string,
    private readonly rpId: string,
  ) {}

  private clientData(type: string, challenge: string) {
    return new TextEncoder().encode(
      JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }),
    );
  }

  register(options: PasskeyCreationOptions): PasskeyRegistration {
    this.userHandle = options.user.id;
    const clientDataJSON = this.clientData('webauthn.create', options.challenge);
    const id = isoBase64URL.toBuffer(this.credentialId);
    const authData = concat(
      sha256(this.rpId),
      Uint8Array.of(FLAG_USER_PRESENT | FLAG_USER_VERIFIED | FLAG_ATTESTED),
      u32(this.counter),
      new Uint8Array(16), // AAGUID: none
      Uint8Array.of(id.length >> 8, id.length & 0xff),
      id,
      coseKey(this.keys.publicKey),
    );
    const fields = new Map<string, string | Map<string, string> | Uint8Array>();
    fields.set('fmt', 'none');
    fields.set('attStmt', new Map<string, string>());
    fields.set('authData', authData);
    const attestationObject = isoCBOR.encode(fields);
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key',
      response: {
        clientDataJSON: b64(clientDataJSON),
        attestationObject: b64(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
    };
  }

  /** Signs the challenge; `rpId` other than the registered one plays a phishing site's page. */
  sign(
    options: PasskeyRequestOptions,
    { userVerified = true, rpId = this.rpId }: { userVerified?: boolean; rpId?: string } = {},
  ): PasskeyAssertion {
    this.counter += 1;
    const clientDataJSON = this.clientData('webauthn.get', options.challenge);
    const flags = FLAG_USER_PRESENT | (userVerified ? FLAG_USER_VERIFIED : 0);
    const authenticatorData = concat(sha256(rpId), Uint8Array.of(flags), u32(this.counter));
    const signature = sign(
      'sha256',
      concat(authenticatorData, sha256(clientDataJSON)),
      this.keys.privateKey,
    );
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key',
      response: {
        clientDataJSON: b64(clientDataJSON),
        authenticatorData: b64(authenticatorData),
        signature: b64(new Uint8Array(signature)),
        userHandle: this.userHandle,
      },
      clientExtensionResults: {},
    };
  }
}
