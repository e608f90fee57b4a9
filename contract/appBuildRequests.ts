import { Type, type Static } from '@sinclair/typebox';
import { Email, FreeText, Success } from './common';

/**
 * Where an auxiliary build or a provisioning request stands (docs/decisions.md, "App builds and
 * provisioning"): requested → in progress → submitted to stores → live, or rejected with a reason.
 */
export const BUILD_STATUSES = [
  'requested',
  'in_progress',
  'submitted',
  'live',
  'rejected',
] as const;
export type BuildStatus = (typeof BUILD_STATUSES)[number];

export const BUILD_STATUS_LABELS: Record<BuildStatus, string> = {
  requested: 'Requested',
  in_progress: 'In progress',
  submitted: 'Submitted to stores',
  live: 'Live',
  rejected: 'Rejected',
};

/** The statuses each may move to; live and rejected are final. */
export const NEXT_STATUSES: Record<BuildStatus, readonly BuildStatus[]> = {
  requested: ['in_progress', 'rejected'],
  in_progress: ['submitted', 'rejected'],
  submitted: ['live', 'rejected'],
  live: [],
  rejected: [],
};

export const PLATFORMS = ['ios', 'android'] as const;
export type Platform = (typeof PLATFORMS)[number];

const Platforms = Type.Array(Type.Union(PLATFORMS.map((p) => Type.Literal(p))), {
  minItems: 1,
  maxItems: 2,
  uniqueItems: true,
});
/** An App Store bundle id ("org.acme.union"), or empty while not chosen. */
const BundleId = Type.String({
  maxLength: 155,
  pattern: '^([A-Za-z0-9][A-Za-z0-9-]*(\\.[A-Za-z0-9-]+)+)?$',
});
/** A Google Play package name ("org.acme.union"), or empty while not chosen. */
const PackageName = Type.String({
  maxLength: 150,
  pattern: '^([A-Za-z][A-Za-z0-9_]*(\\.[A-Za-z][A-Za-z0-9_]*)+)?$',
});
const Phone = Type.String({ maxLength: 40, pattern: '^[0-9+() .-]*$' });
const Icon = Type.Union([Type.String(), Type.Null()], {
  description: 'The icon (GET /files/{id}), or null',
});

const tracked = {
  _id: Type.String(),
  companyID: Type.String(),
  appName: Type.String(),
  platforms: Type.Array(Type.String()),
  iosBundleId: Type.String(),
  androidPackage: Type.String(),
  contactName: Type.String(),
  contactEmail: Type.String(),
  icon: Icon,
  status: Type.Union(BUILD_STATUSES.map((s) => Type.Literal(s))),
  /** Why it was rejected; empty otherwise. */
  reason: Type.String(),
  dateCreated: Type.String(),
  dateUpdated: Type.String(),
};

/** An extra build of the app a company requests (a beta, a staging or an event app). */
export const AuxiliaryBuild = Type.Object({ ...tracked, purpose: Type.String() });
export type AuxiliaryBuild = Static<typeof AuxiliaryBuild>;

export const AuxiliaryBuildBody = Type.Object({
  appName: Type.String({ minLength: 1, maxLength: 100 }),
  purpose: FreeText({ minLength: 1, maxLength: 1000 }),
  platforms: Platforms,
  iosBundleId: Type.Optional(BundleId),
  androidPackage: Type.Optional(PackageName),
  contactName: Type.String({ minLength: 1, maxLength: 120 }),
  contactEmail: Email,
});
export type AuxiliaryBuildBody = Static<typeof AuxiliaryBuildBody>;

/** A request to provision a new app, from the public form /provision/{companyID}. */
export const ProvisioningRequest = Type.Object({
  ...tracked,
  organizationName: Type.String(),
  contactPhone: Type.String(),
  notes: Type.String(),
});
export type ProvisioningRequest = Static<typeof ProvisioningRequest>;

export const ProvisioningBody = Type.Object({
  organizationName: Type.String({ minLength: 1, maxLength: 120 }),
  appName: Type.String({ minLength: 1, maxLength: 100 }),
  platforms: Platforms,
  iosBundleId: Type.Optional(BundleId),
  androidPackage: Type.Optional(PackageName),
  contactName: Type.String({ minLength: 1, maxLength: 120 }),
  contactEmail: Email,
  contactPhone: Type.Optional(Phone),
  notes: Type.Optional(FreeText({ maxLength: 2000 })),
});
export type ProvisioningBody = Static<typeof ProvisioningBody>;

/** The platform admin moves a request on; a rejection says why. */
export const BuildStatusBody = Type.Object({
  status: Type.Union(BUILD_STATUSES.map((s) => Type.Literal(s))),
  reason: Type.Optional(FreeText({ maxLength: 500 })),
});
export type BuildStatusBody = Static<typeof BuildStatusBody>;

/** Public requests from one address within an hour, and to one company within an hour. */
export const PROVISIONING_LIMITS = { perAddress: 5, perCompany: 100, windowMs: 60 * 60 * 1000 };

export const AuxiliaryBuildResponse = Success(AuxiliaryBuild);
export type AuxiliaryBuildResponse = Static<typeof AuxiliaryBuildResponse>;
export const AuxiliaryBuildListResponse = Success(Type.Array(AuxiliaryBuild));
export type AuxiliaryBuildListResponse = Static<typeof AuxiliaryBuildListResponse>;
export const ProvisioningResponse = Success(ProvisioningRequest);
export type ProvisioningResponse = Static<typeof ProvisioningResponse>;
export const ProvisioningListResponse = Success(Type.Array(ProvisioningRequest));
export type ProvisioningListResponse = Static<typeof ProvisioningListResponse>;
/** What the public form is told: the request's id and status, nothing of the company's list. */
export const ProvisioningReceipt = Success(
  Type.Object({ _id: Type.String(), status: Type.Literal('requested') }),
);
export type ProvisioningReceipt = Static<typeof ProvisioningReceipt>;
