import Badge from 'react-bootstrap/Badge';
import { Link } from 'react-router-dom';
import { AB_TEST_LETTERS } from '../../../../contract/abTests';
import type { MessageSummary } from '../../../../contract/messages';
import { CrudTable, type CrudColumn } from '../../../components/table/CrudTable';
import { RowAction } from '../../../components/table/RowAction';
import { ReviewStateBadge } from '../../../components/ui/ReviewStateBadge';
import { formatCount } from '../../../lib/numbers';
import { fromServerTime, scheduleLabel } from '../../../lib/serverTime';
import { DELIVERY_MODE_LABELS, sendLabel } from '../messageLabels';
import { segmentText } from '../segmentText';
import { AB_TEST_STATE_LABELS } from './AbTestStatus';
import { sendTimeOfServer } from '../sendTimes';

const detailPath = (message: MessageSummary) => `/messages/history/${message._id}`;

/** Where an A/B test stands, in the result page's words, with the winner once there is one. */
function abTestStateText(abTest: NonNullable<MessageSummary['abTest']>): string | null {
  if (!abTest.state) return null;
  const letter = abTest.winner == null ? undefined : AB_TEST_LETTERS[abTest.winner];
  const state = AB_TEST_STATE_LABELS[abTest.state];
  return letter ? `Variant ${letter} won · ${state}` : state;
}

/**
 * An A/B test's messages: the sample's ("A/B test · 2 variants") and the winner's, each a link to
 * the test's result; where the test stands is its tooltip and part of its accessible name.
 */
function AbTestBadge({ abTest }: { abTest: NonNullable<MessageSummary['abTest']> }) {
  const label =
    abTest.role === 'test' ? `A/B test · ${abTest.variants} variants` : 'A/B test winner';
  const state = abTestStateText(abTest);
  return (
    <Link
      to={`/messages/history/${abTest.testMessageId}/ab-test`}
      className="badge rounded-pill text-bg-light border fw-medium text-decoration-none ms-2"
      title={state ?? undefined}
      aria-label={`${label}${state ? ` (${state})` : ''}: see the result`}
    >
      {label}
    </Link>
  );
}

const COLUMNS: readonly CrudColumn<MessageSummary>[] = [
  {
    id: 'message',
    header: 'Message',
    rowHeader: true,
    cell: (message) => (
      <>
        <Link to={detailPath(message)} className="crud-title">
          {message.title}
        </Link>
        <ReviewStateBadge review={message.review} heldOnly className="ms-2" />
        {message.abTest && <AbTestBadge abTest={message.abTest} />}
        <span className="crud-subline">
          {message.followUpOf ? 'Follow-up · ' : ''}
          {message.cp_name ? `${message.cp_name} · ` : ''}
          {message.push_message}
        </span>
        {message.segment && <span className="crud-subline">{segmentText(message.segment)}</span>}
      </>
    ),
  },
  {
    id: 'type',
    header: 'Type',
    // An SMS or an email is named as one; a push says whether it falls back to SMS or email.
    cell: (message) => (
      <span>
        <span className="text-nowrap">{sendLabel(message.type, message.deliveryMode)}</span>
        {(message.deliveryMode === 'fallback' || message.deliveryMode === 'push') && (
          <span className="crud-subline">{DELIVERY_MODE_LABELS[message.deliveryMode]}</span>
        )}
      </span>
    ),
  },
  {
    id: 'schedule',
    header: 'Schedule',
    cell: (message) => (
      <span>
        {scheduleLabel(message)}
        {message.nextSendAt && (
          <span className="crud-subline">Next: {sendTimeOfServer(message.nextSendAt)}</span>
        )}
      </span>
    ),
  },
  {
    id: 'created',
    header: 'Created',
    className: 'tabular-nums',
    // Who wrote it under when: a column of its own would not fit beside the others at 1280 px.
    cell: (message) => (
      <span>
        <span className="text-nowrap">{fromServerTime(message.dateCreated)}</span>
        {message.sentBy && <span className="crud-subline">by {message.sentBy.name}</span>}
      </span>
    ),
  },
  {
    id: 'sent',
    header: 'Sent',
    align: 'end',
    className: 'tabular-nums',
    // While it goes out, how far instead of the receipts written so far.
    cell: (message) =>
      message.delivery ? (
        <Badge bg="info-subtle" text="info-emphasis" className="fw-medium text-nowrap">
          Sending{message.delivery.percent === null ? '' : ` · ${message.delivery.percent}%`}
        </Badge>
      ) : (
        formatCount(message.sent)
      ),
  },
  {
    id: 'read',
    header: 'Read',
    align: 'end',
    className: 'tabular-nums',
    cell: (message) => formatCount(message.read),
  },
];

interface HistoryTableProps {
  messages: readonly MessageSummary[];
  refreshing: boolean;
  onDelete: (message: MessageSummary) => void;
}

export function HistoryTable({ messages, refreshing, onDelete }: HistoryTableProps) {
  return (
    <div className="history-table">
      <CrudTable
        caption="Messages"
        rows={messages}
        columns={COLUMNS}
        rowId={(message) => message._id}
        busy={refreshing}
        actions={(message) => (
          <>
            <RowAction
              icon="bi-card-checklist"
              label={`Receipts of ${message.title}`}
              title="Receipts"
              to={detailPath(message)}
            />
            {(message.isReadRequired || message.enableFeedback) && (
              <RowAction
                icon="bi-person-check"
                label={`Acknowledgement board of ${message.title}`}
                title="Acknowledgement board"
                to={`${detailPath(message)}?view=board`}
              />
            )}
            <RowAction
              icon="bi-trash"
              label={`Delete ${message.title}`}
              title="Delete"
              danger
              onClick={() => onDelete(message)}
            />
          </>
        )}
      />
    </div>
  );
}
