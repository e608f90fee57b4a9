import Button from 'react-bootstrap/Button';
import { Link } from 'react-router-dom';
import type { MessageSummary } from '../../../../contract/messages';
import { formatCount } from '../../../lib/numbers';
import { typeLabel } from '../messageLabels';
import { fromServerTime, scheduleLabel } from '../../../lib/serverTime';
import { ScrollableTable } from './ScrollableTable';

interface HistoryTableProps {
  messages: readonly MessageSummary[];
  refreshing: boolean;
  onDelete: (message: MessageSummary) => void;
}

export function HistoryTable({ messages, refreshing, onDelete }: HistoryTableProps) {
  return (
    <ScrollableTable caption="Messages" hover busy={refreshing}>
      <thead>
        <tr>
          <th scope="col">Message</th>
          <th scope="col">Type</th>
          <th scope="col">Schedule</th>
          <th scope="col">Created</th>
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
        {messages.map((message) => (
          <tr key={message._id}>
            <th scope="row" className="fw-normal">
              <Link to={`/messages/history/${message._id}`} className="message-title">
                {message.title}
              </Link>
              <span className="message-subline">
                {message.cp_name ? `${message.cp_name} · ` : ''}
                {message.push_message}
              </span>
            </th>
            <td data-label="Type" className="text-nowrap">
              {typeLabel(message.type)}
            </td>
            <td data-label="Schedule">
              {scheduleLabel(message)}
              {message.nextSendAt && (
                <span className="message-subline">Next: {fromServerTime(message.nextSendAt)}</span>
              )}
            </td>
            <td data-label="Created" className="text-nowrap tabular-nums">
              {fromServerTime(message.dateCreated)}
            </td>
            <td data-label="Sent" className="text-end tabular-nums">
              {formatCount(message.sent)}
            </td>
            <td data-label="Read" className="text-end tabular-nums">
              {formatCount(message.read)}
            </td>
            <td className="text-end text-nowrap">
              <Link
                to={`/messages/history/${message._id}`}
                className="btn btn-sm btn-link"
                aria-label={`Receipts of ${message.title}`}
                title="Receipts"
              >
                <i className="bi bi-card-checklist" aria-hidden="true" />
              </Link>
              <Button
                variant="link"
                size="sm"
                className="text-danger"
                aria-label={`Delete ${message.title}`}
                title="Delete"
                onClick={() => onDelete(message)}
              >
                <i className="bi bi-trash" aria-hidden="true" />
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}
