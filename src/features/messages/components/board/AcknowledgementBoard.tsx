import { useCallback, useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router-dom';
import {
  BOARD_FILTERS,
  type BoardFilter,
  type MessageBoard,
} from '../../../../../contract/messageBoard';
import type { MessageDetail } from '../../../../../contract/messages';
import { useAppDispatch, useAppSelector } from '../../../../state/hooks';
import { ListCard } from '../../../../components/list/ListCard';
import { EmptyState } from '../../../../components/ui/EmptyState';
import { LoadError } from '../../../../components/ui/LoadError';
import { PageLoading } from '../../../../components/ui/PageLoading';
import { notify } from '../../../../lib/notify';
import { formatCount, plural } from '../../../../lib/numbers';
import { fromServerTime } from '../../../../lib/serverTime';
import {
  BOARD_COLUMNS,
  BOARD_FILTER_LABELS,
  BOARD_STATE_LABELS,
  unconfirmedOf,
} from '../../boardLabels';
import { fetchBoard, fetchBoardPeople, sendFollowUp } from '../../boardThunks';
import { receiptChannelLabel } from '../../messageLabels';
import {
  messageFlowsCleared,
  selectBoard,
  selectBoardPeople,
  selectMessagesFlow,
} from '../../messagesSlice';
import { usePollWhileVisible } from '../../../../lib/usePollWhileVisible';
import { BoardBreakdown } from './BoardBreakdown';
import { BoardPeopleTable } from './BoardPeopleTable';
import { FollowUpDialog, type FollowUpWords } from './FollowUpDialog';

/** How often the board asks for the latest counts while it is on screen. */
export const BOARD_POLL_MS = 5000;

const filterOf = (value: string): BoardFilter =>
  BOARD_FILTERS.find((filter) => filter === value) ?? 'unconfirmed';

function Totals({ board }: { board: MessageBoard }) {
  const tiles: [string, string, number][] = [
    ['total', 'Recipients', board.totals.total],
    ...BOARD_COLUMNS.map(([key, state]): [string, string, number] => [
      key,
      BOARD_STATE_LABELS[state],
      board.totals[key],
    ]),
  ];
  return (
    <ul className="receipt-counts mb-4" aria-label="Acknowledgement counts">
      {tiles.map(([key, label, value]) => (
        <li key={key} className={`board-tile board-tile-${key}`}>
          <strong>{formatCount(value)}</strong>
          <span className="small text-body-secondary">{label}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The acknowledgement board of a message asking for confirmation or feedback: where its
 * recipients stand, by channel and group, filling in as receipts arrive (asked again every few
 * seconds while the tab is visible), the people short of confirming, and the follow-up to them.
 */
export function AcknowledgementBoard({ message }: { message: MessageDetail }) {
  const dispatch = useAppDispatch();
  const messageId = message._id;
  const stored = useAppSelector(selectBoard);
  const storedPeople = useAppSelector(selectBoardPeople);
  const boardFlow = useAppSelector((state) => selectMessagesFlow(state, 'board'));
  const peopleFlow = useAppSelector((state) => selectMessagesFlow(state, 'boardPeople'));
  const followUpFlow = useAppSelector((state) => selectMessagesFlow(state, 'followUp'));
  const [filter, setFilter] = useState<BoardFilter>('unconfirmed');
  // The cursors of the pages seen so far: the last is the page shown.
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const after = cursors.at(-1) ?? null;
  const [dialogOpen, setDialogOpen] = useState(false);

  const loadBoard = useCallback(() => {
    void dispatch(fetchBoard(messageId));
  }, [dispatch, messageId]);
  const loadPeople = useCallback(() => {
    void dispatch(fetchBoardPeople({ messageId, state: filter, after }));
  }, [dispatch, messageId, filter, after]);

  useEffect(() => {
    const request = dispatch(fetchBoard(messageId));
    return () => request.abort();
  }, [dispatch, messageId]);
  useEffect(() => {
    const request = dispatch(fetchBoardPeople({ messageId, state: filter, after }));
    return () => request.abort();
  }, [dispatch, messageId, filter, after]);
  usePollWhileVisible(
    useCallback(() => {
      loadBoard();
      loadPeople();
    }, [loadBoard, loadPeople]),
    BOARD_POLL_MS,
  );
  useEffect(() => () => void dispatch(messageFlowsCleared(['followUp'])), [dispatch]);

  const board = stored?.messageId === messageId ? stored.data : null;
  const page = storedPeople?.messageId === messageId ? storedPeople.page : null;

  if (!board) {
    if (boardFlow.status === 'failed')
      return <LoadError message={boardFlow.error} onRetry={loadBoard} />;
    return <PageLoading label="Loading the acknowledgement board…" />;
  }
  if (!board.asksConfirmation)
    return (
      <EmptyState icon="bi-check2-square" title="This message asks for no confirmation">
        The board shows who has not confirmed a message that asks for a read confirmation or for
        feedback.
      </EmptyState>
    );
  if (board.sentAt === null)
    return (
      <EmptyState icon="bi-hourglass-split" title="Not sent yet">
        The board fills in as soon as the message goes out.
      </EmptyState>
    );

  const waiting = unconfirmedOf(board.totals);
  const send = async (words: FollowUpWords) => {
    const result = await dispatch(sendFollowUp({ messageId, body: words }));
    if (sendFollowUp.fulfilled.match(result)) {
      setDialogOpen(false);
      notify.success(`Follow-up sent to ${plural(result.payload.audience.total, 'recipient')}.`);
      loadBoard();
    }
  };
  const changeFilter = (value: string) => {
    setFilter(filterOf(value));
    setCursors([null]);
  };

  return (
    <section aria-labelledby="board-heading">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <div className="me-auto">
          <h2 id="board-heading" className="h5 mb-0">
            Acknowledgement board
          </h2>
          <p className="small text-body-secondary mb-0">
            Sent {fromServerTime(board.sentAt)}. Updates every few seconds as recipients answer.
          </p>
        </div>
        <Button
          variant="primary"
          disabled={waiting === 0}
          onClick={() => {
            dispatch(messageFlowsCleared(['followUp']));
            setDialogOpen(true);
          }}
        >
          <i className="bi bi-send me-2" aria-hidden="true" />
          Follow up with {formatCount(waiting)} who {waiting === 1 ? 'has' : 'have'} not confirmed
        </Button>
      </div>
      <Totals board={board} />
      <div className="row g-4 mb-4">
        <div className="col-xxl-6">
          <Card className="shadow-sm h-100">
            <Card.Body>
              <h3 className="h6">By channel</h3>
              <BoardBreakdown
                caption="Acknowledgements by channel"
                heading="Channel"
                rows={board.byChannel.map((row) => ({
                  ...row,
                  key: row.channel,
                  label: receiptChannelLabel(row.channel),
                }))}
              />
            </Card.Body>
          </Card>
        </div>
        <div className="col-xxl-6">
          <Card className="shadow-sm h-100">
            <Card.Body>
              <h3 className="h6">By group</h3>
              {board.byGroup.length === 0 ? (
                <p className="small text-body-secondary mb-0">
                  The message went to no groups in particular.
                </p>
              ) : (
                <BoardBreakdown
                  caption="Acknowledgements by group, by membership when the message went out"
                  heading="Group"
                  rows={board.byGroup.map((row) => ({
                    ...row,
                    key: row._id,
                    label: row.name || 'Deleted group',
                  }))}
                />
              )}
            </Card.Body>
          </Card>
        </div>
      </div>
      <ListCard
        className="mb-4"
        toolbar={
          <>
            <h3 className="h6 mb-0 me-auto">Who has not confirmed</h3>
            <Form.Select
              aria-label="Show"
              value={filter}
              onChange={(event) => changeFilter(event.target.value)}
              className="w-auto"
            >
              {BOARD_FILTERS.map((value) => (
                <option key={value} value={value}>
                  {BOARD_FILTER_LABELS[value]}
                </option>
              ))}
            </Form.Select>
          </>
        }
        flow={page ? { status: 'succeeded', error: null } : peopleFlow}
        rowCount={page?.people.length ?? 0}
        onRetry={loadPeople}
        skeleton={{ columns: 4, label: 'Loading recipients…' }}
        emptyState={
          <EmptyState icon="bi-emoji-smile" title="Nobody here">
            {filter === 'unconfirmed'
              ? 'Everyone has confirmed.'
              : 'Choose another filter to see other recipients.'}
          </EmptyState>
        }
      >
        <BoardPeopleTable people={page?.people ?? []} busy={peopleFlow.status === 'loading'} />
      </ListCard>
      <nav className="d-flex gap-2 justify-content-end mb-4" aria-label="Recipients pages">
        <Button
          variant="outline-secondary"
          size="sm"
          disabled={cursors.length === 1}
          onClick={() => setCursors((current) => current.slice(0, -1))}
        >
          Previous
        </Button>
        <Button
          variant="outline-secondary"
          size="sm"
          disabled={!page?.next}
          onClick={() => {
            const next = page?.next;
            if (next) setCursors((current) => [...current, next]);
          }}
        >
          Next
        </Button>
      </nav>
      {board.followUps.length > 0 && (
        <Card className="shadow-sm">
          <Card.Body>
            <h3 className="h6">Follow-ups and reminders</h3>
            <ul className="list-unstyled mb-0">
              {board.followUps.map((followUp) => (
                <li key={followUp._id} className="py-1">
                  <Link to={`/messages/history/${followUp._id}`}>{followUp.title}</Link>{' '}
                  <span className="small text-body-secondary">
                    {followUp.reminderNumber === null
                      ? 'Follow-up'
                      : `Reminder ${followUp.reminderNumber}`}
                    , {fromServerTime(followUp.dateCreated)},{' '}
                    {plural(followUp.recipients, 'recipient')}
                  </span>
                </li>
              ))}
            </ul>
          </Card.Body>
        </Card>
      )}
      {dialogOpen && (
        <FollowUpDialog
          show
          original={{ title: message.title, push_message: message.push_message }}
          recipients={waiting}
          busy={followUpFlow.status === 'loading'}
          error={followUpFlow.status === 'failed' ? followUpFlow.error : null}
          onSend={(words) => void send(words)}
          onCancel={() => setDialogOpen(false)}
        />
      )}
    </section>
  );
}
