import Badge from 'react-bootstrap/Badge';
import { Link } from 'react-router-dom';
import type { Campaign } from '../../../../contract/campaigns';
import { CrudTable, type CrudColumn } from '../../../components/table/CrudTable';
import { RowAction } from '../../../components/table/RowAction';
import { ReviewStateBadge } from '../../../components/ui/ReviewStateBadge';
import { formatCount } from '../../../lib/numbers';
import { deviceLabel } from '../deviceLabels';

/** SPEC.md section 4: 1 is active, anything else done; a repeating one runs every day. */
const campaignStatus = (campaign: Campaign) => (campaign.status === 1 ? 'Active' : 'Done');

function campaignSchedule(campaign: Campaign): string {
  const time = campaign.schedule_time.slice(0, 5);
  return campaign.repeat ? `Everyday at ${time}` : `${campaign.schedule_date} at ${time}`;
}

const editPath = (campaign: Campaign) => `/messages/award-campaigns/edit/${campaign._id}`;

const COLUMNS: readonly CrudColumn<Campaign>[] = [
  {
    id: 'campaign',
    header: 'Campaign',
    rowHeader: true,
    sortValue: (campaign) => campaign.title,
    cell: (campaign) => (
      <>
        <Link to={editPath(campaign)} className="crud-title">
          {campaign.title}
        </Link>
        <span className="crud-subline">{campaign.message}</span>
      </>
    ),
  },
  {
    id: 'schedule',
    header: 'Schedule',
    className: 'text-nowrap',
    cell: campaignSchedule,
  },
  {
    id: 'devices',
    header: 'Devices',
    cell: (campaign) => campaign.target.map(deviceLabel).join(', '),
  },
  {
    id: 'status',
    header: 'Status',
    sortValue: campaignStatus,
    cell: (campaign) => {
      const active = campaign.status === 1;
      // One awaiting approval (or sent back) does not go out at its time: said beside its status.
      return (
        <>
          <Badge
            bg={active ? 'success-subtle' : 'secondary-subtle'}
            text={active ? 'success-emphasis' : 'secondary-emphasis'}
            className="fw-medium"
          >
            {campaignStatus(campaign)}
          </Badge>
          <ReviewStateBadge review={campaign.review} heldOnly className="ms-1" />
        </>
      );
    },
  },
  {
    id: 'sent',
    header: 'Sent',
    align: 'end',
    className: 'tabular-nums',
    sortValue: (campaign) => campaign.sent,
    sortDescFirst: true,
    cell: (campaign) => formatCount(campaign.sent),
  },
  {
    id: 'read',
    header: 'Read',
    align: 'end',
    className: 'tabular-nums',
    sortValue: (campaign) => campaign.read,
    sortDescFirst: true,
    cell: (campaign) => formatCount(campaign.read),
  },
];

interface CampaignsTableProps {
  campaigns: readonly Campaign[];
  /** The page to show, from 1 (campaigns are paged in the browser). */
  page: number;
  busy: boolean;
  onDelete: (campaign: Campaign) => void;
}

export function CampaignsTable({ campaigns, page, busy, onDelete }: CampaignsTableProps) {
  return (
    <CrudTable
      caption="Award campaigns"
      rows={campaigns}
      columns={COLUMNS}
      rowId={(campaign) => campaign._id}
      page={page}
      busy={busy}
      actions={(campaign) => (
        <>
          <RowAction
            icon="bi-pencil"
            label={`Edit ${campaign.title}`}
            title="Edit"
            to={editPath(campaign)}
          />
          <RowAction
            icon="bi-trash"
            label={`Delete ${campaign.title}`}
            title="Delete"
            danger
            onClick={() => onDelete(campaign)}
          />
        </>
      )}
    />
  );
}
