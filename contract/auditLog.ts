import { Type, type Static, type TLiteral, type TUnion } from '@sinclair/typebox';
import { Success } from './common';

/** What an audit entry names as the thing a write changed (server/modules/auditLog/targets.ts). */
export const AUDIT_TARGET_TYPES = [
  'company',
  'admin',
  'role',
  'userGroup',
  'channel',
  'message',
  'messageFile',
  'mobileUser',
  'conversation',
  // Channel catalogues, member-benefit packages and channel settings.
  'channelCategory',
  'channelType',
  'channelGroup',
  'unionType',
  'package',
  'preApproval',
  // Union links and screen banners.
  'unionLink',
  'linkType',
  // App builds and provisioning.
  'replicaBuild',
  'auxiliaryBuild',
  'provisioningRequest',
  // Billing, the app's settings and uploaded files.
  'pricePlan',
  'product',
  'appSettings',
  'upload',
  // Webhooks out: an endpoint added, changed, paused, its secret rolled, a delivery resent.
  'webhook',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

export const AUDIT_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE', 'GET'] as const;
export type AuditMethod = (typeof AUDIT_METHODS)[number];

/** 'refused': the API answered 403, the admin lacked the rights; nothing changed. */
export const AUDIT_OUTCOMES = ['succeeded', 'refused'] as const;
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];

/** The most entries one page holds, and the most rows the CSV download holds. */
export const AUDIT_PAGE_MAX = 100;
export const AUDIT_CSV_MAX_ROWS = 100_000;

function literals<T extends string>(values: readonly T[]): TUnion<TLiteral<T>[]> {
  return Type.Union(values.map((value) => Type.Literal(value)));
}

const FieldValues = Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]);

/** One row a write changed; secrets (passwords, hashes, tokens, codes) are never kept. */
export const AuditChange = Type.Object({
  table: Type.String(),
  op: literals(['insert', 'update', 'delete'] as const),
  id: Type.String(),
  old: FieldValues,
  new: FieldValues,
});
export type AuditChange = Static<typeof AuditChange>;

export const AuditEntry = Type.Object({
  id: Type.String(),
  at: Type.String({ description: 'ISO 8601' }),
  admin: Type.Object({
    id: Type.String(),
    name: Type.String(),
    email: Type.Union([Type.String(), Type.Null()]),
    userGroup: Type.Number(),
  }),
  company: Type.Union([Type.Object({ id: Type.String(), name: Type.String() }), Type.Null()]),
  method: Type.String(),
  route: Type.String(),
  targetType: Type.Union([Type.String(), Type.Null()]),
  targetId: Type.Union([Type.String(), Type.Null()]),
  /**
   * The target's name while it still exists and is the entry's organisation's own; null once it
   * is gone, has no name, or is another organisation's (a refused write keeps only its id).
   */
  targetName: Type.Union([Type.String(), Type.Null()]),
  targetExists: Type.Boolean(),
  outcome: literals(AUDIT_OUTCOMES),
  status: Type.Number(),
  changes: Type.Array(AuditChange),
  summary: Type.Union([
    Type.Record(
      Type.String(),
      Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()]),
    ),
    Type.Null(),
  ]),
});
export type AuditEntry = Static<typeof AuditEntry>;

export const AuditLogFilter = Type.Object({
  admin: Type.Optional(Type.String({ format: 'uuid' })),
  targetType: Type.Optional(literals(AUDIT_TARGET_TYPES)),
  method: Type.Optional(literals(AUDIT_METHODS)),
  outcome: Type.Optional(literals(AUDIT_OUTCOMES)),
  /** Entries at or after this instant. */
  from: Type.Optional(Type.String({ format: 'date-time' })),
  /** Entries before this instant. */
  to: Type.Optional(Type.String({ format: 'date-time' })),
});
export type AuditLogFilter = Static<typeof AuditLogFilter>;

export const AuditLogQuery = Type.Composite([
  AuditLogFilter,
  Type.Object({
    /** nextCursor of the page before. */
    cursor: Type.Optional(Type.String({ pattern: '^[0-9]{1,20}:[0-9]{1,20}$' })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: AUDIT_PAGE_MAX, default: 25 })),
  }),
]);
export type AuditLogQuery = Static<typeof AuditLogQuery>;

export const AuditLogResponse = Success(
  Type.Object({
    entries: Type.Array(AuditEntry),
    nextCursor: Type.Union([Type.String(), Type.Null()]),
  }),
);
export type AuditLogResponse = Static<typeof AuditLogResponse>;

/** The admins an audit view may filter by: those of the organisation in view. */
export const AuditPerson = Type.Object({
  id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  userGroup: Type.Number(),
});
export type AuditPerson = Static<typeof AuditPerson>;
export const AuditPeopleResponse = Success(Type.Array(AuditPerson));
export type AuditPeopleResponse = Static<typeof AuditPeopleResponse>;
