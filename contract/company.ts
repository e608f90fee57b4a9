import { Type, type Static } from '@sinclair/typebox';
import { AdminMenuItem, FeaturedLink } from './auth';
import { Flag, Success } from './common';
import { LanguageTag } from './languageTag';
import { MessageReviewSetting } from './messageReviewState';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) =>
  Type.Union([t, Type.Null()]);

/**
 * An organisation's companyID: the slug of its console URLs (/acme) and of the company header.
 * Lower-case letters, digits and single hyphens between them; no leading or trailing hyphen.
 */
export const COMPANY_ID_PATTERN = '^[a-z0-9]+(-[a-z0-9]+)*$';
export const COMPANY_ID_MAX_LENGTH = 40;

/**
 * Words a companyID may not be: every first path segment of the console's routes (a company
 * called "dashboard" would hide its login page behind the dashboard), the API's public paths,
 * and the platform's own words. src/routes/routeTable.test.ts checks the console's side.
 */
export const RESERVED_COMPANY_IDS: readonly string[] = [
  'all',
  'analytics',
  'api',
  'app-config',
  'app-links-preview',
  'assets',
  'audit-log',
  'categories',
  'company',
  'company-settings',
  'content-provider',
  'dashboard',
  'docs',
  'files',
  'groups',
  'links',
  'login',
  'logout',
  'm',
  'mailbox',
  'messages',
  'organizations',
  'other-settings',
  'packages',
  'password',
  'priceplans',
  'products',
  'provision',
  'public',
  'register',
  'segments',
  'settings',
  'static',
  'subscriptions',
  'types',
  'union-types',
  'unsubscribe',
  'upload-file',
  'user',
  'users',
];

export const isReservedCompanyId = (id: string) => RESERVED_COMPANY_IDS.includes(id.toLowerCase());

/** Image limits of the branding uploads, by their content (docs/decisions.md, "Organisations"). */
export const LOGO_MAX_BYTES = 1024 * 1024;
export const FAVICON_MAX_BYTES = 256 * 1024;
export const IMAGE_TYPES = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/x-icon',
  'image/svg+xml',
] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

export const MAX_FEATURED_LINKS = 20;

/** SPEC.md section 3, "Company list item", with what the organisations screen shows. */
export const CompanyListItem = Type.Object({
  companyID: Type.String(),
  name: Type.String(),
  isActive: Flag,
  logo: Nullable(Type.String()),
  adminMenu: Type.Array(AdminMenuItem),
  featuredLinks: Type.Array(FeaturedLink),
  companyNumber: Nullable(Type.Integer()),
  dateCreated: Type.String({ format: 'date-time' }),
});
export type CompanyListItem = Static<typeof CompanyListItem>;

export const CompanyListResponse = Success(Type.Array(CompanyListItem));
export type CompanyListResponse = Static<typeof CompanyListResponse>;

/** SPEC.md section 3, "Company": every field, as GET /company/{id} answers. */
export const Company = Type.Object({
  companyID: Type.String(),
  name: Type.String(),
  isActive: Flag,
  companyNumber: Nullable(Type.Integer()),
  logo: Nullable(Type.String()),
  favicon: Nullable(Type.String()),
  adminColor: Type.Object({ color_hex: Nullable(Type.String()) }),
  menuColor: Nullable(Type.String()),
  brandUrl: Nullable(Type.String()),
  copyright: Type.Object({ message: Nullable(Type.String()) }),
  featuredLinks: Type.Array(FeaturedLink),
  adminMenu: Type.Array(AdminMenuItem),
  mobileMenu: Type.Array(AdminMenuItem),
  colorSetting: Type.Record(Type.String(), Type.String()),
  isConfigFileReady: Type.Boolean(),
  accountSetupLink: Nullable(Type.String()),
  emailDomain: Nullable(Type.String()),
  allowPushcastEmail: Type.Boolean(),
  maintenance: Type.Boolean(),
  /** The language messages are written in first, and members without their own get. */
  defaultLanguage: Type.String(),
  /** Whether messages need another admin's approval before they go (contract/messageReview.ts). */
  messageReview: MessageReviewSetting,
  dateCreated: Type.String({ format: 'date-time' }),
});
export type Company = Static<typeof Company>;
export const CompanyResponse = Success(Company);
export type CompanyResponse = Static<typeof CompanyResponse>;

const HexColor = Type.String({ pattern: '^#[0-9a-fA-F]{6}$', description: '#rrggbb' });
const WebUrl = Type.String({ pattern: '^https?://[^\\s]+$', maxLength: 500 });

export const FeaturedLinkInput = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 60, pattern: '\\S' }),
    url: WebUrl,
  },
  { additionalProperties: false },
);
export const FeaturedLinksInput = Type.Array(FeaturedLinkInput, { maxItems: MAX_FEATURED_LINKS });

const MenuItemInput = Type.Object(
  {
    id: Type.String({ minLength: 1, maxLength: 80 }),
    name: Type.String({ minLength: 1, maxLength: 80 }),
    url: Type.Optional(Type.String({ maxLength: 500 })),
    icon: Type.Optional(Type.String({ maxLength: 80 })),
  },
  { additionalProperties: false },
);

/** What a company admin may change of their own organisation (SPEC.md: branding and flags). */
const settingsFields = {
  adminColor: Nullable(HexColor),
  menuColor: Nullable(HexColor),
  brandUrl: Nullable(WebUrl),
  copyright: Nullable(Type.String({ maxLength: 200 })),
  featuredLinks: FeaturedLinksInput,
  adminMenu: Type.Array(MenuItemInput, { maxItems: 60 }),
  emailDomain: Nullable(
    Type.String({
      maxLength: 253,
      pattern:
        '^[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)+$',
    }),
  ),
  allowPushcastEmail: Type.Boolean(),
  maintenance: Type.Boolean(),
  /** A listed language tag in any case (contract/languages.ts), stored in its listed spelling. */
  defaultLanguage: LanguageTag,
  messageReview: MessageReviewSetting,
  /** Drop the stored logo or favicon (a new file in the same request wins). */
  removeLogo: Type.Boolean(),
  removeFavicon: Type.Boolean(),
};

/** What only a platform admin sets besides: the name and the mobile app's build state. */
const companyFields = {
  ...settingsFields,
  name: Type.String({ minLength: 1, maxLength: 120, pattern: '\\S' }),
  isConfigFileReady: Type.Boolean(),
  accountSetupLink: Nullable(WebUrl),
};

/** POST /company, the JSON in its multipart field "data". */
export const CreateCompanyBody = Type.Composite(
  [
    Type.Object({
      companyID: Type.String({
        minLength: 2,
        maxLength: COMPANY_ID_MAX_LENGTH,
        pattern: COMPANY_ID_PATTERN,
      }),
      name: companyFields.name,
    }),
    Type.Partial(
      Type.Object({
        adminColor: companyFields.adminColor,
        menuColor: companyFields.menuColor,
        brandUrl: companyFields.brandUrl,
        copyright: companyFields.copyright,
        featuredLinks: companyFields.featuredLinks,
        adminMenu: companyFields.adminMenu,
        emailDomain: companyFields.emailDomain,
        allowPushcastEmail: companyFields.allowPushcastEmail,
        maintenance: companyFields.maintenance,
        isConfigFileReady: companyFields.isConfigFileReady,
        accountSetupLink: companyFields.accountSetupLink,
      }),
    ),
  ],
  { additionalProperties: false },
);
export type CreateCompanyBody = Static<typeof CreateCompanyBody>;

/** PUT /company/{id}: the fields sent change, the others stay. The companyID never changes. */
export const UpdateCompanyBody = Type.Partial(Type.Object(companyFields), {
  additionalProperties: false,
});
export type UpdateCompanyBody = Static<typeof UpdateCompanyBody>;

/** POST /company-settings: a company admin's own organisation (a platform admin's chosen one). */
export const CompanySettingsBody = Type.Partial(Type.Object(settingsFields), {
  additionalProperties: false,
});
export type CompanySettingsBody = Static<typeof CompanySettingsBody>;

/** PUT /company-settings/featured-links, the JSON in its multipart field "data". */
export const FeaturedLinksBody = Type.Object(
  { featuredLinks: FeaturedLinksInput },
  { additionalProperties: false },
);
export type FeaturedLinksBody = Static<typeof FeaturedLinksBody>;

export const CompanyStatusBody = Type.Object({ status: Flag }, { additionalProperties: false });
export type CompanyStatusBody = Static<typeof CompanyStatusBody>;

export const LastCompanyNumberResponse = Success(
  Type.Object({ companyNumber: Type.Integer({ minimum: 0 }) }),
);
export type LastCompanyNumberResponse = Static<typeof LastCompanyNumberResponse>;

/** A channel setting read by name, such as the channel admin's 'menu-color'. */
export const SettingValueResponse = Success(
  Type.Object({ name: Type.String(), value: Type.Union([Type.String(), Type.Null()]) }),
);
export type SettingValueResponse = Static<typeof SettingValueResponse>;
