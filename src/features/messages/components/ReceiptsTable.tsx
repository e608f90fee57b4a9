import Badge from 'react-bootstrap/Badge';
import type { MessageReceipt, ReceiptStatus } from '../../../../contract/messages';
import { CrudTable, type CrudColumn } from '../../../components/table/CrudTable';
import { fromServerTime } from '../../../lib/serverTime';
import { RECEIPT_STATUS_LABELS, receiptChannelLabel } from '../messageLabels';
import { displayStatus, feedbackStatus } from '../receiptStatus';

const STATUS_TONE: Record<ReceiptStatus, string> = {
  all: 'secondary',
  not_opened: 'secondary',
  opened_unconfirmed: 'warning',
  opened_confirmed: 'success',
  feedback_yes: 'success',
  feedback_no: 'danger',
  feedback_uncommitted: 'warning',
};

function StatusBadge({ status }: { status: ReceiptStatus }) {
  const tone = STATUS_TONE[status];
  return (
    <Badge bg={`${tone}-subtle`} text={`${tone}-emphasis`} className="fw-medium">
      {RECEIPT_STATUS_LABELS[status]}
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
  { id: 'by', header: 'By', className: 'small', cell: (r) => receiptChannelLabel(r.channel) },
  {
    id: 'sent',
    header: 'Sent',
    className: 'text-nowrap tabular-nums',
    // Nothing went out to a recipient no channel reached (or the frequency cap skipped).
    cell: (receipt) =>
      receipt.sentAt ? (
        fromServerTime(receipt.sentAt)
      ) : (
        <span className="text-body-secondary">Not sent</span>
      ),
  },
  {
    id: 'status',
    header: 'Status',
    cell: (receipt) => <StatusBadge status={displayStatus(receipt)} />,
  },
  {
    id: 'feedback',
    header: 'Feedback',
    cell: (receipt) => <StatusBadge status={feedbackStatus(receipt)} />,
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
