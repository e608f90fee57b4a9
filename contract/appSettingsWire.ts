import { Type, type Static } from '@sinclair/typebox';
import { Success } from './common';

/**
 * The wire of the app settings routes (docs/decisions.md, "App settings and published
 * configuration"): the reads say which level a value came from, the publish routes carry the
 * versions of the configuration document the app reads.
 */

/** Where a value came from: the channel's own, the company's, or the app's default. */
export const SettingLevel = Type.Union([
  Type.Literal('channel'),
  Type.Literal('company'),
  Type.Literal('default'),
]);
export type SettingLevel = Static<typeof SettingLevel>;

export const SettingNameParam = Type.String({ pattern: '^[a-z][a-z-]{0,39}$' });
const Uuid = Type.String({ format: 'uuid' });

export const ResolvedSetting = Type.Object({
  name: Type.String(),
  value: Type.Unknown(),
  level: SettingLevel,
  /** The company's value (or the default) a channel's own value overrides; null at company level. */
  inherited: Type.Union([Type.Unknown(), Type.Null()]),
  updatedAt: Type.Union([Type.String(), Type.Null()]),
});
export type ResolvedSetting = Static<typeof ResolvedSetting>;
export const ResolvedSettingResponse = Success(ResolvedSetting);
export const ResolvedSettingListResponse = Success(Type.Array(ResolvedSetting));

export const SettingParamResponse = Success(
  Type.Object({
    name: Type.String(),
    param: Type.String(),
    value: Type.Unknown(),
    level: SettingLevel,
  }),
);

export const SaveSettingBody = Type.Object({
  /** The channel whose own value this is; absent or null: the company's value. */
  contentProviderID: Type.Optional(Type.Union([Uuid, Type.Null()])),
  value: Type.Unknown(),
});
export type SaveSettingBody = Static<typeof SaveSettingBody>;

export const PushcastBody = Type.Object({
  contentProviderID: Uuid,
  allowPushcastEmail: Type.Boolean(),
  requireEmailVerificationForPushcast: Type.Boolean(),
});
export type PushcastBody = Static<typeof PushcastBody>;

export const ExternalApi = Type.Object({
  id: Type.String(),
  name: Type.String(),
  description: Type.String(),
});
export type ExternalApi = Static<typeof ExternalApi>;
export const ExternalApiListResponse = Success(Type.Array(ExternalApi));

/** The external services a channel may draw on (its selectedExternalApis). */
export const EXTERNAL_APIS: readonly ExternalApi[] = [
  {
    id: 'union-sync',
    name: 'Union membership sync',
    description: 'Imports and updates members from the union’s system.',
  },
  { id: 'sms', name: 'SMS gateway', description: 'Texts users who have not installed the app.' },
  { id: 'email', name: 'Email delivery', description: 'Sends PushCast email copies.' },
  {
    id: 'stripe',
    name: 'Card payments',
    description: 'Takes card payments for plans and credits.',
  },
];

// ---- The published configuration document ----

/** `company`, or a channel's id: whose document a publish route works on. */
export const ConfigLevelParam = Type.Union([Type.Literal('company'), Uuid]);

export const ConfigDocument = Type.Object({
  companyID: Type.String(),
  contentProviderID: Type.Union([Type.String(), Type.Null()]),
  version: Type.Integer(),
  publishedAt: Type.String(),
  settings: Type.Record(Type.String(), Type.Unknown()),
});
export type ConfigDocument = Static<typeof ConfigDocument>;

export const ConfigVersion = Type.Object({
  version: Type.Integer(),
  publishedAt: Type.String(),
  publishedBy: Type.String(),
  /** The version this one restored, or null for a publish of the draft. */
  restoredFrom: Type.Union([Type.Integer(), Type.Null()]),
});
export type ConfigVersion = Static<typeof ConfigVersion>;

export const ConfigState = Type.Object({
  contentProviderID: Type.Union([Type.String(), Type.Null()]),
  /** The values the next publish makes live. */
  draft: Type.Record(Type.String(), Type.Unknown()),
  live: Type.Union([
    Type.Object({ version: ConfigVersion, settings: Type.Record(Type.String(), Type.Unknown()) }),
    Type.Null(),
  ]),
  /** The settings whose draft differs from the live version (all of them before a first publish). */
  changed: Type.Array(Type.String()),
  isConfigFileReady: Type.Boolean(),
});
export type ConfigState = Static<typeof ConfigState>;
export const ConfigStateResponse = Success(ConfigState);
export const ConfigVersionListResponse = Success(Type.Array(ConfigVersion));
export const ConfigVersionParams = Type.Object({
  level: ConfigLevelParam,
  version: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
});
