import type { AuditTargetType } from '../../../contract/auditLog';
import type { StoredAuditChange } from '../../db/schema/auditLog';

/** The tables whose rows the change-capture triggers note (migration 0023), as target types. */
export const TARGET_OF_TABLE: Readonly<Record<string, AuditTargetType>> = {
  companies: 'company',
  admin_users: 'admin',
  roles: 'role',
  user_groups: 'userGroup',
  content_providers: 'channel',
  messages: 'message',
  mobile_users: 'mobileUser',
  channel_categories: 'channelCategory',
  channel_types: 'channelType',
  channel_groups: 'channelGroup',
  channel_union_types: 'unionType',
  packages: 'package',
  channel_pre_approvals: 'preApproval',
  union_links: 'unionLink',
  link_types: 'linkType',
  replica_builds: 'replicaBuild',
  auxiliary_builds: 'auxiliaryBuild',
  provisioning_requests: 'provisioningRequest',
  price_plans: 'pricePlan',
  billing_products: 'product',
  app_settings: 'appSettings',
  app_config_versions: 'appSettings',
  uploads: 'upload',
};

/**
 * Route prefixes and what their writes are about, when no captured change names it (writes to
 * tables without change capture: app users, conversations, files). The first match wins.
 */
const TARGET_OF_ROUTE: readonly (readonly [RegExp, AuditTargetType])[] = [
  // Channel catalogues and packages, before anything else under /content-provider.
  [/^\/content-provider\/categories/, 'channelCategory'],
  [/^\/content-provider\/types/, 'channelType'],
  [/^\/content-provider\/groups/, 'channelGroup'],
  [/^\/content-provider\/union-type/, 'unionType'],
  [/^\/content-provider\/packages/, 'package'],
  [/^\/settings\/channel\/pre-approval/, 'preApproval'],
  // Screen banners before the links: both live under /union-link.
  [/^\/union-link\/linktype/, 'linkType'],
  [/^\/union-link/, 'unionLink'],
  [/^\/settings\/channel\/usergroups\/group-field/, 'channel'],
  [/^\/settings\/(replica-builds|channel\/replica)/, 'replicaBuild'],
  [/^\/settings\/auxiliary-builds/, 'auxiliaryBuild'],
  [/^\/settings\/provisioning/, 'provisioningRequest'],
  // The app's settings and configuration document, after the more specific /settings/... above.
  [/^\/settings\/(app-config|channel\/[^/]+$|[^/]+(\/[^/]+)?$)/, 'appSettings'],
  [/^\/price_plans/, 'pricePlan'],
  [/^\/products/, 'product'],
  [/^\/upload/, 'upload'],
  [/^\/webhooks/, 'webhook'],
  [/^\/user\/(profile|change-password|logout|login|two-factor)/, 'admin'],
  [/^\/two-factor-policy/, 'company'],
  [/^\/user\/reset-password/, 'admin'],
  [/^\/user\/(mobile-users|upload|union-active|status)/, 'mobileUser'],
  [/^\/user\/groups/, 'userGroup'],
  [/^\/messages\/file\/upload/, 'messageFile'],
  [/^\/messages/, 'message'],
  [/^\/api\/chat/, 'conversation'],
  [/^\/(company|companies|organi[sz]ations)/, 'company'],
  [/^\/roles/, 'role'],
  [/^\/(admins|user\/admins)/, 'admin'],
  // Last, so a more specific /content-provider/... pattern above it wins.
  [/^\/content-provider/, 'channel'],
];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/** Body fields that name the thing a write is about (the group of a bulk membership change). */
const BODY_TARGET_FIELDS = ['groupId', 'messageId', 'chatMessageID', 'userID', 'id'];

export interface TargetClues {
  route: string;
  params: unknown;
  body: unknown;
  /** What the handler answered: a create answers the new thing's id. */
  response: unknown;
  changes: readonly StoredAuditChange[];
  /** The admin who wrote: their own profile, password or session. */
  adminId: string;
}

const fieldsOf = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

function answeredId(response: unknown): string | null {
  const data = fieldsOf(fieldsOf(response).data);
  const id = data._id ?? data.id;
  return isUuid(id) ? id : null;
}

/**
 * What a write was about: the first row it changed of the kind its route names (a deleted
 * organisation, not the first of its messages the delete took with it), else the first row it
 * changed in a captured table; else the type its route names, with the id from the path, the
 * answer (a create) or the body.
 */
export function targetOf(clues: TargetClues): { type: string | null; id: string | null } {
  const type = TARGET_OF_ROUTE.find(([pattern]) => pattern.test(clues.route))?.[1] ?? null;
  const ofRoute = clues.changes.find((change) => TARGET_OF_TABLE[change.table] === type);
  if (type && ofRoute) return { type, id: ofRoute.id };
  const [first] = clues.changes;
  const captured = first ? TARGET_OF_TABLE[first.table] : undefined;
  if (first && captured) return { type: captured, id: first.id };
  const fromParams = Object.values(fieldsOf(clues.params)).find(isUuid);
  const body = fieldsOf(clues.body);
  const fromBody = BODY_TARGET_FIELDS.map((field) => body[field]).find(isUuid);
  const self =
    type === 'admin' &&
    /^\/user\/(profile|change-password|logout|login|two-factor)/.test(clues.route);
  const id = fromParams ?? answeredId(clues.response) ?? fromBody ?? (self ? clues.adminId : null);
  return { type, id: id ?? null };
}
