import { createHash, randomInt, timingSafeEqual } from 'node:crypto';

export const OTP_TTL_MS = 10 * 60 * 1000;

export const newOtpCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

// Salted with the admin id so equal codes of two admins never share a hash.
export const hashOtp = (adminId: string, code: string) =>
  createHash('sha256').update(`${adminId}:${code}`).digest('hex');

export function otpMatches(storedHash: string, adminId: string, code: string): boolean {
  const given = Buffer.from(hashOtp(adminId, code), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
