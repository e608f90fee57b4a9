import { Type, type Static } from '@sinclair/typebox';
import { AccessKeySchema } from './roleSchemas';
import { Success } from './common';

/** Every key's secret starts so, to be recognised in a header, a log or a leaked file. */
export const API_KEY_PREFIX = 'tid_live_';
/** How many characters of the secret after the prefix a list shows. */
export const API_KEY_SHOWN_CHARS = 8;
export const API_KEY_LIMITS = { maxNameLength: 100 } as const;

/** Where a key stands, worked out from its dates when it is read. */
export const API_KEY_STATUSES = ['active', 'expired', 'revoked'] as const;
export type ApiKeyStatus = (typeof API_KEY_STATUSES)[number];

export const ApiKeyBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: API_KEY_LIMITS.maxNameLength }),
  /** The access keys the key carries: each one its creator's role holds. */
  accessKeys: Type.Array(AccessKeySchema, { minItems: 1, maxItems: 40, uniqueItems: true }),
  /** The channel the key is held to; null or left out: the whole organisation. */
  channelID: Type.Optional(Type.Union([Type.String({ format: 'uuid' }), Type.Null()])),
  /** When the key stops working; null or left out: never. */
  expiresAt: Type.Optional(Type.Union([Type.String({ format: 'date-time' }), Type.Null()])),
});
export type ApiKeyBody = Static<typeof ApiKeyBody>;

export const ApiKey = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  /** The secret's first characters, e.g. `tid_live_Ab12Cd34`: enough to tell keys apart. */
  prefix: Type.String(),
  /** Null: a platform key. */
  companyID: Type.Union([Type.String(), Type.Null()]),
  channelID: Type.Union([Type.String(), Type.Null()]),
  channelName: Type.Union([Type.String(), Type.Null()]),
  accessKeys: Type.Array(AccessKeySchema),
  status: Type.Union(API_KEY_STATUSES.map((status) => Type.Literal(status))),
  createdBy: Type.Object({ _id: Type.String(), name: Type.String() }),
  createdAt: Type.String({ format: 'date-time' }),
  expiresAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  /** To the minute. */
  lastUsedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  revokedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type ApiKey = Static<typeof ApiKey>;

/** The create answer: the key, and its secret, shown this once and never again. */
export const CreatedApiKey = Type.Composite([ApiKey, Type.Object({ secret: Type.String() })]);
export type CreatedApiKey = Static<typeof CreatedApiKey>;

export const ApiKeyResponse = Success(ApiKey);
export const CreatedApiKeyResponse = Success(CreatedApiKey);
export type CreatedApiKeyResponse = Static<typeof CreatedApiKeyResponse>;
export const ApiKeyListResponse = Success(Type.Array(ApiKey));
export type ApiKeyListResponse = Static<typeof ApiKeyListResponse>;
