import { Type, type Static } from '@sinclair/typebox';
import { ACCESS_KEYS } from './accessKeys';
import { Email, Flag, Success } from './common';
import { PasskeyAnswer, PasskeyChallenge } from './passkeys';
import { MobileUserAllowance } from './pricing';

export const Password = Type.String({ minLength: 1, maxLength: 200 });
/** New passwords: long enough to resist guessing, short enough to hash quickly. */
export const NewPassword = Type.String({ minLength: 8, maxLength: 200 });

/** A recovery code as shown ("abcde-fghij"); case, spaces and dashes do not matter. */
export const RecoveryCode = Type.String({
  minLength: 10,
  maxLength: 24,
  pattern: '^[A-Za-z0-9 -]+$',
});

export const LoginBody = Type.Object({
  email: Email,
  password: Password,
  /** The emailed code, or the authenticator app's code when the admin has one. */
  otp: Type.Optional(Type.String({ pattern: '^[0-9]{6}$' })),
  /** One of the admin's recovery codes, in place of the authenticator's code. */
  recoveryCode: Type.Optional(RecoveryCode),
  /** The challenge of `passkeyChallenge` signed with one of the admin's passkeys. */
  passkey: Type.Optional(PasskeyAnswer),
});
export type LoginBody = Static<typeof LoginBody>;

export const LoginResponse = Success(
  Type.Object({
    token: Type.Optional(Type.String()),
    otpRequired: Type.Optional(Type.Boolean()),
    /**
     * 'passkey': sign `passkeyChallenge` with a passkey (or, when `authenticatorToo`, send the
     * app's code instead); 'authenticator': the code comes from the admin's app (or a recovery
     * code); absent: emailed.
     */
    otpMethod: Type.Optional(Type.Union([Type.Literal('authenticator'), Type.Literal('passkey')])),
    passkeyChallenge: Type.Optional(PasskeyChallenge),
    authenticatorToo: Type.Optional(Type.Boolean()),
    /** After a recovery code signed in: how many are left. */
    recoveryCodesLeft: Type.Optional(Type.Number()),
    /**
     * The organisation requires an authenticator app and this admin has none: no session yet;
     * `enrolTicket` opens POST /user/login/enrol for the next ten minutes.
     */
    enrolRequired: Type.Optional(Type.Boolean()),
    enrolTicket: Type.Optional(Type.String()),
    email: Type.String(),
    userGroup: Type.Optional(Type.Number()),
    companyID: Type.Optional(Type.String()),
  }),
);
export type LoginResponse = Static<typeof LoginResponse>;

export const ResendOtpBody = Type.Object({ email: Email });

export const AutoLoginBody = Type.Object({ type: Type.Literal('autoLogin') });

/**
 * The framed console trades the single-use code POST /user/login/auth answered for a session.
 * `companyID`: the organisation the framing page expects; a code of another is refused.
 */
export const AutoLoginExchangeBody = Type.Object({
  type: Type.Literal('autoLogin'),
  code: Type.String({ pattern: '^[A-Za-z0-9_-]{20,100}$' }),
  companyID: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
});
export type AutoLoginExchangeBody = Static<typeof AutoLoginExchangeBody>;
export const TokenResponse = Success(Type.Object({ token: Type.String() }));
export type TokenResponse = Static<typeof TokenResponse>;

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) =>
  Type.Union([t, Type.Null()]);

export const FeaturedLink = Type.Object({
  name: Type.String(),
  url: Type.String(),
});
export type FeaturedLink = Static<typeof FeaturedLink>;

export const AdminMenuItem = Type.Object({
  id: Type.String(),
  name: Type.String(),
  url: Type.Optional(Type.String()),
  icon: Type.Optional(Type.String()),
});

export const ProfileCompany = Type.Object({
  companyID: Type.String(),
  name: Type.String(),
  logo: Nullable(Type.String()),
  favicon: Nullable(Type.String()),
  adminColor: Type.Object({ color_hex: Nullable(Type.String()) }),
  featuredLinks: Type.Array(FeaturedLink),
  copyright: Type.Object({ message: Nullable(Type.String()) }),
  adminMenu: Type.Array(AdminMenuItem),
  /** The console's sidebar colour the organisation chose (the token carries it too). */
  menuColor: Type.Optional(Nullable(Type.String())),
});

/** A route access key of SPEC.md section 6 (contract/accessKeys.ts). */
export const AccessKeySchema = Type.Union(ACCESS_KEYS.map((key) => Type.Literal(key)));

/**
 * The signed-in admin's role: what the console's menu and route guards decide from, and the
 * API's authorisation too. `builtIn` marks the roles every company starts with (contract/roles.ts).
 */
export const ProfileRole = Type.Object({
  _id: Type.String(),
  roleID: Type.String(),
  name: Type.String(),
  keys: Type.Array(AccessKeySchema),
  builtIn: Type.Boolean(),
});
export type ProfileRole = Static<typeof ProfileRole>;

/** SPEC.md section 3, "User profile (logged-in user)". */
export const Profile = Type.Object({
  _id: Type.String(),
  fullName: Type.String(),
  profile: Type.Object({
    firstname: Type.String(),
    lastname: Type.String(),
    phone: Type.String(),
  }),
  email: Type.String(),
  phone: Type.String(),
  stripePortal: Nullable(Type.String()),
  twoFactorEnabled: Type.Boolean(),
  adminTwoFactorAuth: Flag,
  companyID: Type.String(),
  company: Nullable(ProfileCompany),
  pricePlan: Nullable(Type.String()),
  userGroup: Type.Number(),
  contentProviderID: Nullable(Type.String()),
  cpName: Nullable(Type.String()),
  image: Nullable(Type.String()),
  billingInfo: Nullable(Type.Object({ email: Type.String(), phone: Type.String() })),
  links: Type.Array(FeaturedLink),
  featuredLinks: Type.Array(FeaturedLink),
  isChannelSubAdmin: Flag,
  menuFeatureLink: Type.Boolean(),
  enablePrivateVideo: Type.Boolean(),
  unregisteredMemberMessaging: Type.Boolean(),
  inviteID: Nullable(Type.String()),
  allowPushcastEmail: Type.Boolean(),
  purchased_off_app_text_credits_remaining: Type.Number(),
  off_app_text_credits_remaining: Type.Number(),
  purchased_app_users: Type.Number(),
  off_app_text_credits_month: Type.Number(),
  off_app_text_credits_used_current_month: Type.Number(),
  auto_app_user_bundles: Type.Boolean(),
  auto_off_app_text_credit_bundles: Type.Boolean(),
  /** 'messaging-only' when the admin holds the built-in messaging-only role, else null. */
  adminPermissions: Type.Object({ permissions: Nullable(Type.String()) }),
  role: ProfileRole,
  isActive: Flag,
  dateCreated: Type.String(),
  /**
   * True for a platform admin while email stays in the outbox (no SMTP server set): the console
   * offers the development mailbox. Absent otherwise.
   */
  devMailbox: Type.Optional(Type.Boolean()),
});
export type Profile = Static<typeof Profile>;

export const ProfileResponse = Success(Profile);
export type ProfileResponse = Static<typeof ProfileResponse>;

export const ProfileUpdateBody = Type.Object({
  firstname: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  lastname: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  phone: Type.Optional(Type.String({ maxLength: 40, pattern: '^[0-9+() .-]*$' })),
  twoFactorEnabled: Type.Optional(Type.Boolean()),
  /** Needed to turn two-factor sign-in off: a session alone may not weaken the sign-in. */
  currentPassword: Type.Optional(Password),
});
export type ProfileUpdateBody = Static<typeof ProfileUpdateBody>;

export const StatusBody = Type.Object({ status: Flag });

export const ChangePasswordBody = Type.Object({
  password: NewPassword,
  currentPassword: Type.Optional(Password),
  token: Type.Optional(Type.String({ maxLength: 2000 })),
});
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;

export const ForgotPasswordBody = Type.Object({ email: Email });

/**
 * A reset or invitation link's admin: the email it sets a password for, and the companyID of
 * the admin's organisation (null for a platform admin), whose name and logo the page shows and
 * whose sign-in page it leads back to.
 */
export const ResetTokenResponse = Success(
  Type.Object({ email: Type.String(), companyID: Nullable(Type.String()) }),
);
export type ResetTokenResponse = Static<typeof ResetTokenResponse>;

/** A point of the dashboard chart: a day (YYYY-MM-DD) or a month (YYYY-MM) and its new users. */
export const DashboardPoint = Type.Object({ date: Type.String(), count: Type.Number() });

/**
 * SPEC.md section 3, "Dashboard" (docs/decisions.md, "Dashboard counters"). `subscribers` are
 * active app users, registered or not; by platform they are iOS, Android and the rest (web or
 * unknown), by registration registered and not: each pair of parts adds up to it.
 */
export const Dashboard = Type.Object({
  androidSubscribers: Type.Number(),
  iosSubscribers: Type.Number(),
  /** Subscribers on neither iOS nor Android: the web, or no platform known. */
  otherSubscribers: Type.Number(),
  subscribers: Type.Number(),
  registeredSubscribers: Type.Number(),
  unregisteredSubscribers: Type.Number(),
  paidSubscribers: Type.Number(),
  recoveredUsers: Type.Number(),
  companies: Type.Number(),
  coopFunds: Type.Number(),
  channels: Type.Number(),
  admins: Type.Number(),
  dashboardUsers: Type.Array(DashboardPoint),
  dashboardUsersYear: Type.Array(DashboardPoint),
  /** A channel admin's channel: its app users against its allowance, as its pricing panel says. */
  appUsers: Nullable(MobileUserAllowance),
});
export type Dashboard = Static<typeof Dashboard>;
export const DashboardResponse = Success(Dashboard);
export type DashboardResponse = Static<typeof DashboardResponse>;

/** GET /public/company/{id}: what the company login page may show before sign-in. */
export const PublicCompany = Type.Object({
  companyID: Type.String(),
  name: Type.String(),
  logo: Nullable(Type.String()),
  favicon: Nullable(Type.String()),
  adminColor: Type.Object({ color_hex: Nullable(Type.String()) }),
});
export type PublicCompany = Static<typeof PublicCompany>;
export const PublicCompanyResponse = Success(PublicCompany);
