import { createHash, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
const PERIOD_SECONDS = 30;
const ISSUER = 'Tidings';
/** A code of the step before or after the current one is taken too (a phone's clock drifts). */
const WINDOW = 1;

const totpOf = (secret: string, label = '') =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

/** A new shared secret, 160 random bits in base32 (what apps take when typed in). */
export const newAuthenticatorSecret = () => new Secret({ size: 20 }).base32;

/** The otpauth:// URI a QR code carries: the issuer, the admin's email and the secret. */
export const authenticatorUri = (secret: string, email: string) => totpOf(secret, email).toString();

/**
 * The time step the code belongs to, within one step of now, or null for a wrong code. The
 * caller accepts a step only once (and none before it), so a code is never taken twice.
 */
export function matchedStep(secret: string, code: string, nowMs = Date.now()): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: nowMs, window: WINDOW });
  if (delta === null) return null;
  return Math.floor(nowMs / 1000 / PERIOD_SECONDS) + delta;
}

export const RECOVERY_CODE_COUNT = 10;
// No 0/o, 1/l/i: a code copied by hand from paper still reads right.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A recovery code as shown: ten characters (about 50 random bits) in two groups of five. */
function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < 10; i++) code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

export const newRecoveryCodes = () => Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);

/** Case, spaces and dashes do not matter; the hash is salted with the admin id. */
export const hashRecoveryCode = (adminId: string, code: string) =>
  createHash('sha256')
    .update(`${adminId}:${code.toLowerCase().replace(/[\s-]/g, '')}`)
    .digest('hex');
