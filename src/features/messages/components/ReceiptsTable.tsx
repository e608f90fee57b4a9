import Badge from 'react-bootstrap/Badge';
import type { MessageReceipt } from '../../../../contract/messages';
import { CrudTable, type CrudColumn } from '../../../components/table/CrudTable';
import { fromServerTime } from '../../../lib/serverTime';
import { displayStatus, feedbackStatus } from '../receiptStatus';

const STATUS_TONE: Record<string, string> = {
  'not opened': 'secondary',
  'opened/unconfirmed': 'warning',
  'opened/confirmed': 'success',
  'opened/yes': 'success',
  'opened/no': 'danger',
  'opened/uncommited': 'warning',
};

function StatusBadge({ text }: { text: string }) {
  const tone = STATUS_TONE[text] ?? 'secondary';
  return (
    <Badge bg={`${tone}-subtle`} text={`${tone}-emphasis`} className="fw-medium">
      {text}
    </Badge>
  );
}

const COLUMNS: readonly CrudColumn<MessageReceipt>[] = [
  {
    id: 'recipient',
    header: 'Recipient',
    rowHeader: true,
    cell: (receipt) => (
      <>
        <span className="fw-semibold">{receipt.userInfo.fullName}</span>
        {receipt.userInfo.email && <span className="crud-subline">{receipt.userInfo.email}</span>}
      </>
    ),
  },
  { id: 'by', header: 'By', className: 'text-uppercase small', cell: (r) => r.channel },
  {
    id: 'sent',
    header: 'Sent',
    className: 'text-nowrap tabular-nums',
    cell: (receipt) => fromServerTime(receipt.sentAt),
  },
  {
    id: 'status',
    header: 'Status',
    cell: (receipt) => <StatusBadge text={displayStatus(receipt)} />,
  },
  {
    id: 'feedback',
    header: 'Feedback',
    cell: (receipt) => <StatusBadge text={feedbackStatus(receipt)} />,
  },
  {
    id: 'comment',
    header: 'Comment',
    className: 'small',
    cell: (receipt) => receipt.feedbackComment ?? '',
  },
];

export function ReceiptsTable({
  receipts,
  busy,
}: {
  receipts: readonly MessageReceipt[];
  busy: boolean;
}) {
  return (
    <CrudTable
      caption="Receipts"
      rows={receipts}
      columns={COLUMNS}
      rowId={(receipt) => receipt._id}
      busy={busy}
    />
  );
}
