import type {
  AuditEntry,
  AuditMethod,
  AuditOutcome,
  AuditTargetType,
} from '../../../contract/auditLog';
import { ALL_COMPANIES } from '../../state/session';

export const TARGET_LABELS: Readonly<Record<AuditTargetType, string>> = {
  company: 'Organisation',
  admin: 'Admin',
  role: 'Role',
  userGroup: 'User group',
  channel: 'Channel',
  message: 'Message',
  messageFile: 'Message file',
  mobileUser: 'App user',
  conversation: 'Conversation',
  channelCategory: 'Channel category',
  channelType: 'Channel type',
  channelGroup: 'Channel group',
  unionType: 'Union type',
  package: 'Member benefit package',
  preApproval: 'Pre-approval',
  unionLink: 'Link',
  linkType: 'Screen banner',
  replicaBuild: 'Replica build',
  auxiliaryBuild: 'Auxiliary build',
  provisioningRequest: 'Provisioning request',
  pricePlan: 'Price plan',
  product: 'Product',
  appSettings: 'App settings',
  upload: 'Uploaded file',
  webhook: 'Webhook endpoint',
};

/** The tables a change can be noted in, named as the console names what they hold. */
const TABLE_LABELS: Readonly<Record<string, string>> = {
  companies: 'Organisation',
  admin_users: 'Admin',
  roles: 'Role',
  user_groups: 'User group',
  content_providers: 'Channel',
  messages: 'Message',
  mobile_users: 'App user',
  channel_categories: 'Channel category',
  channel_types: 'Channel type',
  channel_groups: 'Channel group',
  channel_union_types: 'Union type',
  packages: 'Member benefit package',
  channel_pre_approvals: 'Pre-approval',
  union_links: 'Link',
  link_types: 'Screen banner',
  replica_builds: 'Replica build',
  auxiliary_builds: 'Auxiliary build',
  provisioning_requests: 'Provisioning request',
  price_plans: 'Price plan',
  billing_products: 'Product',
  app_settings: 'App setting',
  app_config_versions: 'App configuration version',
  uploads: 'Uploaded file',
};

/** Fields whose words are not their column's, spelled out. */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  // The API key a write was made with (plugins/audit.ts), its creator being the admin.
  apiKeyId: 'API key',
  client_name: 'Name',
  company_id: 'Organisation',
  content_provider_id: 'Channel',
  channel_id: 'Channel',
  cp_id: 'Channel',
  admin_id: 'Admin',
  created_by: 'Created by',
  updated_by: 'Changed by',
  date_created: 'Created',
  created_at: 'Created',
  updated_at: 'Changed',
  date_updated: 'Changed',
  is_deleted: 'Deleted',
  is_active: 'Active',
  price_plan: 'Price plan',
  credits_month: 'Month the text credits count',
  off_app_text_credits_month: 'Text credits per month',
  off_app_text_credits_used_current_month: 'Text credits used this month',
  purchased_off_app_text_credits_remaining: 'Purchased text credits left',
  purchased_app_users: 'Purchased app users',
  auto_app_user_bundles: 'Buy app user bundles automatically',
  auto_off_app_text_credit_bundles: 'Buy text credit bundles automatically',
  user_group: 'Admin group',
  amount_minor: 'Price (minor units)',
  app_name: 'App name',
  url: 'Address',
};

/** snake_case or camelCase as words, the first capitalised: "push_message" is "Push message". */
function words(name: string): string {
  const spaced = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase()
    .replace(/\bid\b/g, 'ID')
    .replace(/\burl\b/g, 'address');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** What a changed table holds, in words ("content_providers" is "Channel"). */
export const tableLabel = (table: string): string => TABLE_LABELS[table] ?? words(table);

/** A changed field in words ("credits_month" is "Month the text credits count"). */
export const fieldLabel = (field: string): string => FIELD_LABELS[field] ?? words(field);

/** The action filter's choices: what each method does here. */
export const METHOD_LABELS: Readonly<Record<AuditMethod, string>> = {
  POST: 'Create or send (POST)',
  PUT: 'Change (PUT)',
  PATCH: 'Change (PATCH)',
  DELETE: 'Delete (DELETE)',
  GET: 'Send a link (GET)',
};

export const OUTCOME_LABELS: Readonly<Record<AuditOutcome, string>> = {
  succeeded: 'Done',
  refused: 'Refused',
};

const isTargetType = (type: string | null): type is AuditTargetType =>
  type !== null && type in TARGET_LABELS;

export const targetLabel = (type: string | null) =>
  isTargetType(type) ? TARGET_LABELS[type] : type ? type : 'Other';

const OP_VERBS = { insert: 'Created', update: 'Changed', delete: 'Deleted' } as const;
const METHOD_VERBS: Readonly<Record<string, string>> = {
  POST: 'Created or sent',
  PUT: 'Changed',
  PATCH: 'Changed',
  DELETE: 'Deleted',
  GET: 'Sent',
};

/** "Changed user group": what the first row changed says, else the method. */
export function actionText(entry: AuditEntry): string {
  const [first] = entry.changes;
  const verb = first ? OP_VERBS[first.op] : (METHOD_VERBS[entry.method] ?? entry.method);
  const what = targetLabel(entry.targetType).toLowerCase();
  return entry.outcome === 'refused' ? `Tried: ${verb.toLowerCase()} ${what}` : `${verb} ${what}`;
}

const channelOfGroup = (entry: AuditEntry): string => {
  for (const change of entry.changes) {
    const values = change.new ?? change.old;
    const channel = values?.content_provider_id;
    if (change.table === 'user_groups' && typeof channel === 'string') return channel;
  }
  return '0';
};

/** Where the console shows the entry's target, while it exists; null where no screen does. */
export function targetPath(entry: AuditEntry): string | null {
  const id = entry.targetId;
  if (!entry.targetExists || !id) return null;
  switch (entry.targetType) {
    case 'company':
      return `/organizations/edit/${id}`;
    case 'admin':
      return `/user/admins/edit/${id}`;
    case 'userGroup':
      return `/users/groups/edit/${channelOfGroup(entry)}/${id}`;
    case 'channel':
      return `/content-provider/edit/${id}`;
    case 'message':
      return `/messages/history/${id}`;
    case 'mobileUser':
      return `/users?q=${encodeURIComponent(entry.targetName ?? '')}`;
    case 'channelCategory':
      return `/categories/edit/${id}`;
    case 'channelType':
      return `/types/edit/${id}`;
    case 'channelGroup':
      return `/groups/edit/${id}`;
    case 'unionType':
      return `/union-types/edit/${id}`;
    case 'package':
      return `/packages/edit/${id}`;
    case 'replicaBuild':
      return '/other-settings/replica-builds';
    case 'auxiliaryBuild':
      return '/other-settings/auxiliary-builds';
    case 'provisioningRequest':
      return '/other-settings/provisioning';
    case 'unionLink':
      return `/links/${id}`;
    case 'linkType':
      return '/links/types/list';
    case 'pricePlan':
      return `/priceplans/edit/${id}`;
    case 'product':
      return `/products/edit/${ALL_COMPANIES}/${id}`;
    case 'appSettings':
      return '/other-settings';
    case 'upload':
      return `/upload-file/edit/${id}`;
    default:
      return null;
  }
}

/** A stored value as the changes table shows it. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value === '' ? '(empty)' : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}
