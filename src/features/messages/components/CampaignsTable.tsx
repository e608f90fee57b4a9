import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router-dom';
import type { Campaign } from '../../../../contract/messages';
import { formatCount } from '../../../lib/numbers';
import { deviceLabel } from '../deviceLabels';
import { ScrollableTable } from './ScrollableTable';

/** SPEC.md section 4: 1 is active, anything else done; a repeating one runs every day. */
export const campaignStatus = (campaign: Campaign) => (campaign.status === 1 ? 'Active' : 'Done');

export function campaignSchedule(campaign: Campaign): string {
  const time = campaign.schedule_time.slice(0, 5);
  return campaign.repeat ? `Everyday at ${time}` : `${campaign.schedule_date} at ${time}`;
}

interface CampaignsTableProps {
  campaigns: readonly Campaign[];
  onDelete: (campaign: Campaign) => void;
}

export function CampaignsTable({ campaigns, onDelete }: CampaignsTableProps) {
  return (
    <ScrollableTable caption="Award campaigns" hover>
      <thead>
        <tr>
          <th scope="col">Campaign</th>
          <th scope="col">Schedule</th>
          <th scope="col">Devices</th>
          <th scope="col">Status</th>
          <th scope="col" className="text-end">
            Sent
          </th>
          <th scope="col" className="text-end">
            Read
          </th>
          <th scope="col" className="text-end">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {campaigns.map((campaign) => {
          const editPath = `/messages/award-campaigns/edit/${campaign._id}`;
          const active = campaign.status === 1;
          return (
            <tr key={campaign._id}>
              <th scope="row" className="fw-normal">
                <Link to={editPath} className="message-title">
                  {campaign.title}
                </Link>
                <span className="message-subline">{campaign.message}</span>
              </th>
              <td data-label="Schedule" className="text-nowrap">
                {campaignSchedule(campaign)}
              </td>
              <td data-label="Devices">{campaign.target.map(deviceLabel).join(', ')}</td>
              <td data-label="Status">
                <Badge
                  bg={active ? 'success-subtle' : 'secondary-subtle'}
                  text={active ? 'success-emphasis' : 'secondary-emphasis'}
                  className="fw-medium"
                >
                  {campaignStatus(campaign)}
                </Badge>
              </td>
              <td data-label="Sent" className="text-end tabular-nums">
                {formatCount(campaign.sent)}
              </td>
              <td data-label="Read" className="text-end tabular-nums">
                {formatCount(campaign.read)}
              </td>
              <td className="text-end text-nowrap">
                <Link
                  to={editPath}
                  className="btn btn-sm btn-link"
                  aria-label={`Edit ${campaign.title}`}
                  title="Edit"
                >
                  <i className="bi bi-pencil" aria-hidden="true" />
                </Link>
                <Button
                  variant="link"
                  size="sm"
                  className="text-danger"
                  aria-label={`Delete ${campaign.title}`}
                  title="Delete"
                  onClick={() => onDelete(campaign)}
                >
                  <i className="bi bi-trash" aria-hidden="true" />
                </Button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </ScrollableTable>
  );
}
