import { Link } from 'react-router-dom';
import type { ReviewQueueItem } from '../../../../contract/messageReview';
import { CrudTable, type CrudColumn } from '../../../components/table/CrudTable';
import { ReviewStateBadge } from '../../../components/ui/ReviewStateBadge';
import { plural } from '../../../lib/numbers';
import { formatInstant } from '../../../lib/serverTime';
import { reviewPath } from './reviewPaths';

const KIND_LABELS: Readonly<Record<ReviewQueueItem['kind'], string>> = {
  message: 'Message',
  campaign: 'Campaign',
  sequence: 'Sequence step',
};

const COLUMNS: readonly CrudColumn<ReviewQueueItem>[] = [
  {
    id: 'message',
    header: 'Message',
    rowHeader: true,
    cell: (item) => (
      <>
        <Link to={reviewPath(item)} className="crud-title">
          {item.title}
        </Link>
        <span className="crud-subline">
          {item.kind === 'message' ? '' : `${KIND_LABELS[item.kind]} · `}
          {item.push_message}
        </span>
      </>
    ),
  },
  {
    id: 'channel',
    header: 'Channel',
    cell: (item) => item.cp_name ?? 'Every channel',
  },
  {
    id: 'reach',
    header: 'Reach',
    align: 'end',
    className: 'tabular-nums',
    cell: (item) => plural(item.recipients, 'member'),
  },
  {
    id: 'submitted',
    header: 'Submitted',
    className: 'tabular-nums',
    cell: (item) => (
      <span>
        <span className="text-nowrap">{formatInstant(item.review.submittedAt)}</span>
        {item.review.submittedBy && (
          <span className="crud-subline">by {item.review.submittedBy.name}</span>
        )}
      </span>
    ),
  },
  {
    id: 'state',
    header: 'State',
    cell: (item) => <ReviewStateBadge review={item.review} />,
  },
];

interface ReviewQueueTableProps {
  items: readonly ReviewQueueItem[];
  busy: boolean;
}

/** The approvals queue: each row opens the message's review page. */
export function ReviewQueueTable({ items, busy }: ReviewQueueTableProps) {
  return (
    <CrudTable
      caption="Messages for approval"
      rows={items}
      columns={COLUMNS}
      rowId={(item) => item._id}
      busy={busy}
    />
  );
}
