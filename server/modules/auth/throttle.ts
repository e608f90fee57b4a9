import type { Database } from '../../db/client';
import { createPublicRateLimit } from '../../db/publicRateLimit';
import { TooManyRequests } from '../../lib/errors';

/**
 * The sign-in throttle's limits (docs/decisions.md, "Sign-in and sessions": "Throttle"). Wrong
 * guesses count within the window under three keys: the account and address together, the
 * address alone and the account alone.
 */
export const LOGIN_LIMITS = {
  windowMs: 15 * 60 * 1000,
  /** One address guessing one account: then that address is refused for that account. */
  perPair: 5,
  /** One address guessing any accounts: then it is refused for accounts it is new to. */
  perAddress: 20,
  /** Every address guessing one account: then addresses new to it are slowed down... */
  perAccount: 10,
  /** ...to one try of the account every so often. */
  slowedEveryMs: 30 * 1000,
} as const;

const normalEmail = (email: string) => email.trim().toLowerCase();
export const accountKey = (email: string) => `account:${normalEmail(email)}`;
export const addressKey = (ip: string) => `address:${ip}`;
export const pairKey = (email: string, ip: string) => `pair:${normalEmail(email)}|${ip}`;

export interface LoginTry {
  email: string;
  ip: string;
  /** The account has signed in from this address before: only the pair's limit applies. */
  familiar: boolean;
}

/** A try refused, and the seconds until one would be taken. */
export interface Refusal {
  retryAfterSeconds: number;
}

/** New sign-in codes asked for (POST /user/login/resend-otp), per account and per address. */
export const RESEND_OTP_LIMITS = { windowMs: 15 * 60 * 1000, perAccount: 3, perAddress: 10 };

/**
 * The resend limit: counted for any email, known or not, so a refusal tells nothing about the
 * account; past it the inbox gets nothing and the pending code stays the one that works.
 */
export const createResendOtpLimit = (db: Database, now?: () => Date) =>
  createPublicRateLimit(
    db,
    {
      windowMs: RESEND_OTP_LIMITS.windowMs,
      refusal: (retryAfterSeconds) =>
        new TooManyRequests(
          'too_many_attempts',
          'Too many new codes asked for. Use the last code sent, or try again later.',
          retryAfterSeconds,
        ),
    },
    now,
  );

export const resendOtpKeys = (email: string, ip: string) => [
  { key: `otp-resend-account:${normalEmail(email)}`, limit: RESEND_OTP_LIMITS.perAccount },
  { key: `otp-resend-address:${ip}`, limit: RESEND_OTP_LIMITS.perAddress },
];

/** Passkey sign-in challenges handed out per address (each is a row until it is answered). */
export const PASSKEY_CHALLENGE_LIMITS = { windowMs: 15 * 60 * 1000, perAddress: 60 };

export const createPasskeyChallengeLimit = (db: Database) =>
  createPublicRateLimit(db, {
    windowMs: PASSKEY_CHALLENGE_LIMITS.windowMs,
    refusal: (retryAfterSeconds) =>
      new TooManyRequests(
        'too_many_attempts',
        'Too many passkey sign-ins started. Try again later.',
        retryAfterSeconds,
      ),
  });

export const passkeyChallengeKeys = (ip: string) => [
  { key: `passkey-challenge-address:${ip}`, limit: PASSKEY_CHALLENGE_LIMITS.perAddress },
];
