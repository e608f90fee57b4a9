import { Type, type Static } from '@sinclair/typebox';
import { Email, Success } from './common';

/**
 * SMS sign-up of app users, the deep link for a phone that has the app, the company's sending
 * email and the app's links page (docs/decisions.md, "SMS sign-up and account verification").
 */

/** How long a sign-up link sent by SMS works, and how many users one send may name. */
export const SIGNUP_LIMITS = {
  linkTtlMs: 7 * 24 * 60 * 60 * 1000,
  usersPerSend: 100,
  /** Calls to the public routes from one address in the window. */
  perAddress: 30,
  /** Calls naming one sign-up token (or one verification link) in the window. */
  perToken: 10,
  windowMs: 10 * 60 * 1000,
} as const;

/** How long a sending-email verification link works. */
export const SENDING_EMAIL_LINK_TTL_MS = 3 * 24 * 60 * 60 * 1000;

const Uuid = Type.String({ format: 'uuid' });

export const SmsSignupSendBody = Type.Object(
  {
    userIds: Type.Array(Uuid, {
      minItems: 1,
      maxItems: SIGNUP_LIMITS.usersPerSend,
      uniqueItems: true,
    }),
    /** The channel whose text credits pay; a channel admin's is its own. Default: the company's default channel. */
    cpId: Type.Optional(Uuid),
  },
  { additionalProperties: false },
);
export type SmsSignupSendBody = Static<typeof SmsSignupSendBody>;

/** Why a user got no sign-up link: registered already, no phone, or opted out of SMS. */
export const SKIP_REASONS = ['registered', 'no_phone', 'opted_out'] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];

export const SmsSignupSent = Type.Object({
  sent: Type.Integer(),
  skipped: Type.Array(
    Type.Object({
      _id: Type.String(),
      reason: Type.Union(SKIP_REASONS.map((r) => Type.Literal(r))),
    }),
  ),
  creditsLeft: Type.Integer(),
});
export type SmsSignupSent = Static<typeof SmsSignupSent>;
export const SmsSignupSendResponse = Success(SmsSignupSent);

/** A company as a public page shows it: name, logo and colours. */
export const PublicBranding = Type.Object({
  companyID: Type.String(),
  name: Type.String(),
  logo: Type.Union([Type.String(), Type.Null()]),
  adminColor: Type.Union([Type.String(), Type.Null()]),
  menuColor: Type.Union([Type.String(), Type.Null()]),
});
export type PublicBranding = Static<typeof PublicBranding>;

export const SignupInvite = Type.Object({
  firstName: Type.String(),
  lastName: Type.String(),
  /** The phone the link was sent to, all but its last 4 digits hidden. */
  phone: Type.String(),
  company: PublicBranding,
  channel: Type.Object({ _id: Type.String(), name: Type.String() }),
  expiresAt: Type.String({ format: 'date-time' }),
});
export type SignupInvite = Static<typeof SignupInvite>;
export const SignupInviteResponse = Success(SignupInvite);

const Name = Type.String({ minLength: 1, maxLength: 80, pattern: '\\S' });

export const SignupCompleteBody = Type.Object(
  {
    firstName: Name,
    lastName: Name,
    email: Email,
    zipcode: Type.Optional(Type.String({ maxLength: 12, pattern: '^[A-Za-z0-9 -]*$' })),
    /** Sent by the mobile app finishing the sign-up itself: the answer carries its app token. */
    forApp: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type SignupCompleteBody = Static<typeof SignupCompleteBody>;

export const SignupCompleted = Type.Object({
  registered: Type.Literal(true),
  firstName: Type.String(),
  company: PublicBranding,
  /**
   * Only when the body said `forApp`: what the app sends as `Authorization: Bearer` on its own
   * calls (registering its push token). Shown once; only its hash is kept.
   */
  appToken: Type.Optional(Type.String()),
});
export type SignupCompleted = Static<typeof SignupCompleted>;
export const SignupCompleteResponse = Success(SignupCompleted);

export const SIGNUP_TYPES = ['sms'] as const;

export const DeepLink = Type.Object({
  /** What opens the app on a phone that has it, carrying the sign-up token when one was given. */
  deepLink: Type.String(),
  /** Where to get the app when it is not installed; '' when the company has not set one. */
  iosAppUrl: Type.String(),
  androidAppUrl: Type.String(),
  appName: Type.String(),
});
export type DeepLink = Static<typeof DeepLink>;
export const DeepLinkResponse = Success(DeepLink);

export const SendingEmail = Type.Object({
  email: Type.Union([Type.String(), Type.Null()]),
  verified: Type.Boolean(),
  verifiedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  /** When the newest verification link was sent, while it is unused. */
  pendingSince: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type SendingEmail = Static<typeof SendingEmail>;
export const SendingEmailResponse = Success(SendingEmail);
export const SendingEmailBody = Type.Object({ email: Email }, { additionalProperties: false });
export type SendingEmailBody = Static<typeof SendingEmailBody>;

export const SendingEmailVerified = Type.Object({ email: Type.String(), company: PublicBranding });
export type SendingEmailVerified = Static<typeof SendingEmailVerified>;
export const SendingEmailVerifiedResponse = Success(SendingEmailVerified);

const Link = Type.Object({ name: Type.String(), url: Type.String() });
export type AppLink = Static<typeof Link>;

export const AppLinks = Type.Object({
  company: PublicBranding,
  featured: Type.Array(Link),
  /** The screen banners of the company's channels, each with the links filed in it. */
  banners: Type.Array(
    Type.Object({
      _id: Type.String(),
      name: Type.String(),
      image: Type.Union([Type.String(), Type.Null()]),
      links: Type.Array(Link),
    }),
  ),
  /** Union links in no banner: the company's own and the platform's. */
  links: Type.Array(Link),
});
export type AppLinks = Static<typeof AppLinks>;
export const AppLinksResponse = Success(AppLinks);
