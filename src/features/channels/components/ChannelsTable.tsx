import Badge from 'react-bootstrap/Badge';
import { Link } from 'react-router-dom';
import type { ChannelType } from '../../../../contract/channelType';
import type { ChannelListItem } from '../../../../contract/channels';
import { CrudTable, type CrudColumn, type SortState } from '../../../components/table/CrudTable';
import { RowAction } from '../../../components/table/RowAction';
import { assetUrl } from '../../../lib/assetUrl';
import { formatDate } from '../../../lib/dates';
import { formatCount } from '../../../lib/numbers';

export const editChannelPath = (channel: Pick<ChannelListItem, '_id'>) =>
  `/content-provider/edit/${encodeURIComponent(channel._id)}`;

const TYPE_BADGE: Record<ChannelType, { label: string; className: string }> = {
  PRIMARY: { label: 'Primary', className: 'text-bg-primary' },
  HYBRID: { label: 'Hybrid', className: 'bg-info-subtle text-info-emphasis' },
  DEFAULT: { label: 'Default', className: 'bg-success-subtle text-success-emphasis' },
  SECONDARY: { label: 'Secondary', className: 'bg-secondary-subtle text-secondary-emphasis' },
};

const count = (value: number | undefined) => (value === undefined ? '—' : formatCount(value));

/** The columns: `sortValue` marks the ones the server sorts by (the page keeps the sort). */
const COLUMNS: readonly CrudColumn<ChannelListItem>[] = [
  {
    id: 'name',
    header: 'Channel',
    rowHeader: true,
    sortValue: (channel) => channel.clientName.toLowerCase(),
    cell: (channel) => (
      <span className="d-inline-flex align-items-center gap-2">
        <span className="channel-image-cell">
          {channel.image ? (
            <img src={assetUrl(channel.image) ?? ''} alt="" />
          ) : (
            <i className="bi bi-broadcast text-body-tertiary" aria-hidden="true" />
          )}
        </span>
        <span>
          <Link to={editChannelPath(channel)} className="crud-title">
            {channel.clientName}
          </Link>
          {!channel.isActive && (
            <Badge bg="secondary-subtle" text="secondary-emphasis" className="fw-medium ms-2">
              Inactive
            </Badge>
          )}
        </span>
      </span>
    ),
  },
  {
    id: 'type',
    header: 'Type',
    sortValue: (channel) => channel.channelType,
    cell: (channel) => {
      const badge = TYPE_BADGE[channel.channelType];
      return <Badge className={`fw-medium ${badge.className}`}>{badge.label}</Badge>;
    },
  },
  {
    id: 'followers',
    header: 'Followers',
    align: 'end',
    className: 'tabular-nums',
    sortValue: (channel) => channel.userCount ?? 0,
    sortDescFirst: true,
    cell: (channel) => count(channel.userCount),
  },
  {
    id: 'registered',
    header: 'Registered',
    align: 'end',
    className: 'tabular-nums',
    sortValue: (channel) => channel.registeredUserCount ?? 0,
    sortDescFirst: true,
    cell: (channel) => count(channel.registeredUserCount),
  },
  {
    id: 'credits',
    header: 'Credits left',
    align: 'end',
    className: 'tabular-nums',
    cell: (channel) => count(channel.offAppTextCreditsRemaining),
  },
  {
    id: 'created',
    header: 'Created',
    className: 'text-nowrap',
    sortValue: (channel) => channel.dateCreated,
    sortDescFirst: true,
    cell: (channel) => formatDate(channel.dateCreated),
  },
];

const ORGANISATION: CrudColumn<ChannelListItem> = {
  id: 'organization',
  header: 'Organization',
  cell: (channel) => channel.companyName ?? channel.companyID,
};
const WITH_ORGANISATION = [COLUMNS[0], ORGANISATION, ...COLUMNS.slice(1)].filter(
  (column): column is CrudColumn<ChannelListItem> => column !== undefined,
);

interface ChannelsTableProps {
  channels: readonly ChannelListItem[];
  busy: boolean;
  sort: SortState;
  onSortChange: (sort: SortState | null) => void;
  /** A platform admin looking at every organisation: each row names its organisation. */
  showOrganisation: boolean;
  onToggle: (channel: ChannelListItem) => void;
  onDuplicate: (channel: ChannelListItem) => void;
  onDelete: (channel: ChannelListItem) => void;
}

export function ChannelsTable({
  channels,
  busy,
  sort,
  onSortChange,
  showOrganisation,
  onToggle,
  onDuplicate,
  onDelete,
}: ChannelsTableProps) {
  return (
    <CrudTable
      caption="Channels"
      rows={channels}
      columns={showOrganisation ? WITH_ORGANISATION : COLUMNS}
      rowId={(channel) => channel._id}
      busy={busy}
      sort={sort}
      onSortChange={onSortChange}
      actions={(channel) => (
        <>
          <RowAction
            icon="bi-pencil"
            label={`Edit ${channel.clientName}`}
            title="Edit"
            to={editChannelPath(channel)}
          />
          <RowAction
            icon="bi-credit-card"
            label={`Pricing of ${channel.clientName}`}
            title="Pricing and credits"
            to={`/content-provider/pricing-panel/${encodeURIComponent(channel._id)}`}
          />
          <RowAction
            icon="bi-copy"
            label={`Duplicate ${channel.clientName}`}
            title="Duplicate"
            onClick={() => onDuplicate(channel)}
          />
          <RowAction
            icon={channel.isActive ? 'bi-pause-circle' : 'bi-play-circle'}
            label={`${channel.isActive ? 'Deactivate' : 'Activate'} ${channel.clientName}`}
            title={channel.isActive ? 'Deactivate' : 'Activate'}
            onClick={() => onToggle(channel)}
          />
          {!channel.isCompanyDefault && (
            <RowAction
              icon="bi-trash"
              label={`Delete ${channel.clientName}`}
              title="Delete"
              danger
              onClick={() => onDelete(channel)}
            />
          )}
        </>
      )}
    />
  );
}
