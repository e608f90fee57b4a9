import Badge from 'react-bootstrap/Badge';
import type { MessageReceipt } from '../../../../contract/messages';
import { fromServerTime } from '../../../lib/serverTime';
import { displayStatus, feedbackStatus } from '../receiptStatus';
import { ScrollableTable } from './ScrollableTable';

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

export function ReceiptsTable({ receipts }: { receipts: readonly MessageReceipt[] }) {
  return (
    <ScrollableTable caption="Receipts">
      <thead>
        <tr>
          <th scope="col">Recipient</th>
          <th scope="col">By</th>
          <th scope="col">Sent</th>
          <th scope="col">Status</th>
          <th scope="col">Feedback</th>
          <th scope="col">Comment</th>
        </tr>
      </thead>
      <tbody>
        {receipts.map((receipt) => (
          <tr key={receipt._id}>
            <th scope="row" className="fw-normal">
              <span className="fw-semibold">{receipt.userInfo.fullName}</span>
              {receipt.userInfo.email && (
                <span className="message-subline">{receipt.userInfo.email}</span>
              )}
            </th>
            <td data-label="By" className="text-uppercase small">
              {receipt.channel}
            </td>
            <td data-label="Sent" className="text-nowrap tabular-nums">
              {fromServerTime(receipt.sentAt)}
            </td>
            <td data-label="Status">
              <StatusBadge text={displayStatus(receipt)} />
            </td>
            <td data-label="Feedback">
              <StatusBadge text={feedbackStatus(receipt)} />
            </td>
            <td data-label="Comment" className="small">
              {receipt.feedbackComment ?? ''}
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}
