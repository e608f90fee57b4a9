import type { ApiKey, ApiKeyStatus } from '../../../../contract/apiKeys';
import { CrudTable, type CrudColumn } from '../../../components/table/CrudTable';
import { RowAction } from '../../../components/table/RowAction';
import { ACCESS_KEY_LABELS } from '../../../lib/accessKeyLabels';
import { formatDate } from '../../../lib/dates';

const STATUS: Record<ApiKeyStatus, { label: string; variant: string }> = {
  active: { label: 'Active', variant: 'text-bg-success' },
  expired: { label: 'Expired', variant: 'text-bg-secondary' },
  revoked: { label: 'Revoked', variant: 'text-bg-danger' },
};

/** When the key stopped working, or will. */
function whenOf(key: ApiKey): string {
  if (key.status === 'revoked' && key.revokedAt) return `Revoked ${formatDate(key.revokedAt)}`;
  if (!key.expiresAt) return 'Never expires';
  return `${key.status === 'expired' ? 'Expired' : 'Expires'} ${formatDate(key.expiresAt)}`;
}

export const scopeOf = (key: ApiKey) =>
  key.channelName ?? (key.companyID ? 'Whole organisation' : 'Platform');

const accessOf = (key: ApiKey) => key.accessKeys.map((one) => ACCESS_KEY_LABELS[one]).join(', ');

const COLUMNS: CrudColumn<ApiKey>[] = [
  {
    id: 'name',
    header: 'Name',
    rowHeader: true,
    sortValue: (key) => key.name.toLowerCase(),
    cell: (key) => (
      <div>
        <span className="crud-title">{key.name}</span>
        <div>
          <code className="small">{key.prefix}…</code>
        </div>
      </div>
    ),
  },
  { id: 'scope', header: 'Scope', sortValue: scopeOf, cell: scopeOf },
  {
    id: 'access',
    header: 'May do',
    cell: (key) => <span className="api-key-access-list">{accessOf(key)}</span>,
  },
  {
    id: 'status',
    header: 'Status',
    sortValue: (key) => key.status,
    cell: (key) => (
      <div>
        <span className={`badge ${STATUS[key.status].variant}`}>{STATUS[key.status].label}</span>
        <div className="small text-body-secondary text-nowrap mt-1">{whenOf(key)}</div>
      </div>
    ),
  },
  {
    id: 'lastUsed',
    header: 'Last used',
    className: 'text-nowrap',
    sortValue: (key) => key.lastUsedAt ?? '',
    cell: (key) => (key.lastUsedAt ? formatDate(key.lastUsedAt) : 'Never'),
  },
  {
    id: 'created',
    header: 'Created',
    sortValue: (key) => key.createdAt,
    cell: (key) => (
      <div>
        <div className="text-nowrap">{formatDate(key.createdAt)}</div>
        <div className="small text-body-secondary">by {key.createdBy.name || 'an admin'}</div>
      </div>
    ),
  },
];

interface ApiKeysTableProps {
  keys: readonly ApiKey[];
  page: number;
  busy: boolean;
  onRevoke: (key: ApiKey) => void;
}

export function ApiKeysTable({ keys, page, busy, onRevoke }: ApiKeysTableProps) {
  return (
    <CrudTable
      caption="API keys"
      rows={keys}
      columns={COLUMNS}
      rowId={(key) => key._id}
      page={page}
      busy={busy}
      actions={(key) =>
        key.status === 'active' ? (
          <RowAction
            icon="bi-x-circle"
            label={`Revoke the key ${key.name}`}
            title="Revoke"
            danger
            onClick={() => onRevoke(key)}
          />
        ) : null
      }
    />
  );
}
