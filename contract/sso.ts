import { Type, type Static } from '@sinclair/typebox';
import { L, Success } from './common';

/**
 * Single sign-on for an organisation's admins through its OpenID Connect provider
 * (docs/decisions.md, "Single sign-on"). `off`: the settings are kept but not offered;
 * `optional`: the company login page offers it beside the password; `required`: the
 * organisation's admins sign in through it only (platform admins keep their password).
 */
export const SSO_MODES = ['off', 'optional', 'required'] as const;
export type SsoMode = (typeof SSO_MODES)[number];

const SsoModeSchema = Type.Union(SSO_MODES.map((mode) => L(mode)));

export const SsoSettingsBody = Type.Object({
  /** The provider's issuer: its discovery document is at issuer/.well-known/openid-configuration. */
  issuer: Type.String({ minLength: 1, maxLength: 500 }),
  clientId: Type.String({ minLength: 1, maxLength: 200 }),
  /** Left out: the stored secret stays. Sealed at rest; never answered. */
  clientSecret: Type.Optional(Type.String({ minLength: 1, maxLength: 500 })),
  mode: SsoModeSchema,
  /** Creates an admin at first sign-in when the provider's verified email has none. */
  jitEnabled: Type.Boolean(),
  /** The role such an admin gets (a role slug, as admins carry `roleID`); needed with jitEnabled. */
  jitRoleID: Type.Optional(
    Type.Union([Type.String({ minLength: 1, maxLength: 100 }), Type.Null()]),
  ),
});
export type SsoSettingsBody = Static<typeof SsoSettingsBody>;

export const SsoSettings = Type.Object({
  configured: Type.Boolean(),
  issuer: Type.String(),
  clientId: Type.String(),
  /** The last four characters of the stored secret, or '' when none is stored. */
  clientSecretLastChars: Type.String(),
  mode: SsoModeSchema,
  jitEnabled: Type.Boolean(),
  jitRoleID: Type.Union([Type.String(), Type.Null()]),
  /** The address to register at the provider as the client's redirect URI. */
  redirectUri: Type.String(),
});
export type SsoSettings = Static<typeof SsoSettings>;
export const SsoSettingsResponse = Success(SsoSettings);

/** What the company login page needs: whether to offer single sign-on, and whether only it. */
export const SsoOptions = Type.Object({ enabled: Type.Boolean(), required: Type.Boolean() });
export type SsoOptions = Static<typeof SsoOptions>;
export const SsoOptionsResponse = Success(SsoOptions);

export const SsoCompanyParams = Type.Object({ companyID: Type.String({ maxLength: 100 }) });

export const SsoStartQuery = Type.Object({
  /** The console path to open once signed in (a path of the console, never another site). */
  redirect: Type.Optional(Type.String({ maxLength: 500 })),
});

/** What the provider sends back (RFC 6749 section 4.1.2; `iss` by RFC 9207). */
export const SsoCallbackQuery = Type.Object({
  code: Type.Optional(Type.String({ maxLength: 2000 })),
  state: Type.Optional(Type.String({ maxLength: 200 })),
  iss: Type.Optional(Type.String({ maxLength: 500 })),
  error: Type.Optional(Type.String({ maxLength: 200 })),
  error_description: Type.Optional(Type.String({ maxLength: 1000 })),
});
