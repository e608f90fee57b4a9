import type {
  AuditEntry,
  AuditMethod,
  AuditOutcome,
  AuditTargetType,
} from '../../../contract/auditLog';

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
};

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
