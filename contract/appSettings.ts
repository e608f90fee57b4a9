import { Type, type Static, type TSchema } from '@sinclair/typebox';

/**
 * The mobile app's named settings (SPEC.md sections 1 and 2, "Configure the mobile app"): one
 * schema per name, checked by the API before anything is stored and by the console's forms
 * (contract/appSettingsCheck.ts). Patterns, not formats, so one check runs the same on both sides.
 */

const HEX_COLOR = '^#[0-9a-fA-F]{6}$';
const HTTPS_URL = '^https://[^\\s/$.?#][^\\s]*$';
/** A name or a tag: at least one character that is not a space. */
const NOT_BLANK = '\\S';

const Color = Type.String({ pattern: HEX_COLOR, description: 'A colour as #rrggbb' });
const Label = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: NOT_BLANK });

/** The parts of the app's home screen an admin orders and shows or hides. */
export const HOME_MODULES = {
  messages: 'Messages',
  links: 'App content (links)',
  banners: 'Content folders (banners)',
  channels: 'Channels',
  chat: 'Chat',
  media: 'Audio and video',
  benefits: 'Member benefits',
} as const;
export type HomeModuleId = keyof typeof HOME_MODULES;
const HOME_MODULE_IDS = Object.keys(HOME_MODULES) as HomeModuleId[];

export const HomeScreenLayout = Type.Object(
  {
    layout: Type.Union([Type.Literal('grid'), Type.Literal('list'), Type.Literal('tabs')]),
    modules: Type.Array(
      Type.Object(
        {
          id: Type.Union(HOME_MODULE_IDS.map((id) => Type.Literal(id))),
          visible: Type.Boolean(),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: HOME_MODULE_IDS.length },
    ),
  },
  { additionalProperties: false },
);

export const DisplayFormat = Type.Object(
  {
    dateFormat: Type.Union([
      Type.Literal('YYYY-MM-DD'),
      Type.Literal('MM/DD/YYYY'),
      Type.Literal('DD/MM/YYYY'),
    ]),
    timeFormat: Type.Union([Type.Literal('12h'), Type.Literal('24h')]),
    textSize: Type.Union([Type.Literal('small'), Type.Literal('medium'), Type.Literal('large')]),
    theme: Type.Union([Type.Literal('light'), Type.Literal('dark'), Type.Literal('system')]),
  },
  { additionalProperties: false },
);

export const ColorSelection = Type.Object(
  {
    primary: Color,
    accent: Color,
    background: Color,
    text: Color,
    menuBackground: Color,
    menuText: Color,
  },
  { additionalProperties: false },
);

export const Security = Type.Object(
  {
    requirePin: Type.Boolean(),
    pinLength: Type.Integer({ minimum: 4, maximum: 8 }),
    biometricUnlock: Type.Boolean(),
    sessionTimeoutMinutes: Type.Integer({ minimum: 5, maximum: 1440 }),
    allowScreenshots: Type.Boolean(),
  },
  { additionalProperties: false },
);

export const SOCIAL_NETWORKS = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  x: 'X',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  website: 'Website',
} as const;
export type SocialNetwork = keyof typeof SOCIAL_NETWORKS;

export const SocialMedia = Type.Object(
  {
    links: Type.Array(
      Type.Object(
        {
          network: Type.Union(
            (Object.keys(SOCIAL_NETWORKS) as SocialNetwork[]).map((n) => Type.Literal(n)),
          ),
          url: Type.String({ maxLength: 500, pattern: HTTPS_URL }),
        },
        { additionalProperties: false },
      ),
      { maxItems: 7 },
    ),
  },
  { additionalProperties: false },
);

export const InstallShortcuts = Type.Object(
  {
    showInvitationLink: Type.Boolean(),
    showQrCode: Type.Boolean(),
    invitationText: Type.String({ maxLength: 200 }),
  },
  { additionalProperties: false },
);

export const TAG_MAX_LENGTH = 40;
export const Tags = Type.Object(
  { tags: Type.Array(Label(TAG_MAX_LENGTH), { maxItems: 50 }) },
  { additionalProperties: false },
);

export const PERMISSION_LEVELS = ['required', 'optional', 'off'] as const;
const PermissionLevel = Type.Union(PERMISSION_LEVELS.map((level) => Type.Literal(level)));
export const APP_PERMISSIONS = {
  notifications: 'Notifications',
  location: 'Location',
  camera: 'Camera',
  microphone: 'Microphone',
  contacts: 'Contacts',
} as const;
export const Permissions = Type.Object(
  {
    notifications: PermissionLevel,
    location: PermissionLevel,
    camera: PermissionLevel,
    microphone: PermissionLevel,
    contacts: PermissionLevel,
  },
  { additionalProperties: false },
);

/** The console's sidebar colour of a channel's admins (the setting SPEC.md section 6 names). */
export const MenuColor = Type.Object({ value: Color }, { additionalProperties: false });

export const Pushcast = Type.Object(
  { allowPushcastEmail: Type.Boolean(), requireEmailVerificationForPushcast: Type.Boolean() },
  { additionalProperties: false },
);

/** Numbers the platform texts from on a channel's behalf; each has an id DELETE names. */
export const AutoPhoneNumber = Type.Object(
  {
    numbers: Type.Array(
      Type.Object(
        {
          _id: Type.Optional(Type.String({ pattern: '^[0-9a-f-]{36}$' })),
          phone: Type.String({ pattern: '^\\+[1-9][0-9]{6,14}$' }),
          label: Type.String({ maxLength: 60 }),
        },
        { additionalProperties: false },
      ),
      { maxItems: 20 },
    ),
  },
  { additionalProperties: false },
);

export const CUSTOM_FIELD_TYPES = ['text', 'number', 'date', 'choice'] as const;
export const CustomFields = Type.Object(
  {
    fields: Type.Array(
      Type.Object(
        {
          key: Type.String({ pattern: '^[a-z][a-z0-9_]{0,39}$' }),
          label: Label(60),
          type: Type.Union(CUSTOM_FIELD_TYPES.map((type) => Type.Literal(type))),
          required: Type.Boolean(),
          options: Type.Array(Label(60), { maxItems: 30 }),
        },
        { additionalProperties: false },
      ),
      { maxItems: 30 },
    ),
  },
  { additionalProperties: false },
);

/** Every setting by its name in the paths (`POST /settings/{name}`). */
export const SETTING_SCHEMAS = {
  'home-screen-layout': HomeScreenLayout,
  'display-format': DisplayFormat,
  'color-selection': ColorSelection,
  security: Security,
  'social-media': SocialMedia,
  'install-shortcuts': InstallShortcuts,
  tags: Tags,
  permissions: Permissions,
  'menu-color': MenuColor,
  pushcast: Pushcast,
  'auto-phone-number': AutoPhoneNumber,
  'custom-fields': CustomFields,
} as const satisfies Record<string, TSchema>;

export type SettingName = keyof typeof SETTING_SCHEMAS;
export type SettingValue<N extends SettingName> = Static<(typeof SETTING_SCHEMAS)[N]>;
export type AnySettingValue = { [N in SettingName]: SettingValue<N> }[SettingName];
export type SettingValues = { [N in SettingName]: SettingValue<N> };

export const SETTING_NAMES = Object.keys(SETTING_SCHEMAS) as SettingName[];
export const isSettingName = (name: string): name is SettingName =>
  Object.prototype.hasOwnProperty.call(SETTING_SCHEMAS, name);

/** The settings a mobile app reads: the published configuration document holds exactly these. */
export const PUBLISHED_SETTINGS = [
  'home-screen-layout',
  'display-format',
  'color-selection',
  'security',
  'social-media',
  'install-shortcuts',
  'tags',
  'permissions',
  'custom-fields',
] as const satisfies readonly SettingName[];
export type PublishedSettingName = (typeof PUBLISHED_SETTINGS)[number];

/** Settings kept for a channel only: a company has no value of its own for them. */
export const CHANNEL_ONLY_SETTINGS: readonly SettingName[] = ['pushcast', 'menu-color'];
