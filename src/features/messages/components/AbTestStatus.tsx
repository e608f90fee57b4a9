import { useEffect } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import { Link } from 'react-router-dom';
import type { AbTestResult, AbTestState } from '../../../../contract/abTests';
import { AB_TEST_LETTERS } from '../../../../contract/abTests';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { selectAbTestOf } from '../abTestSlice';
import { fetchAbTest } from '../abTestThunks';

export const AB_TEST_STATE_LABELS: Record<AbTestState, string> = {
  testing: 'Testing',
  awaitingChoice: 'Waiting for your choice',
  winnerChosen: 'Winner chosen: sending to the rest',
  sentToRest: 'Sent to the rest',
};

const STATE_BADGES: Record<AbTestState, string> = {
  testing: 'info',
  awaitingChoice: 'warning',
  winnerChosen: 'primary',
  sentToRest: 'success',
};

export function AbTestStateBadge({ state }: { state: AbTestState }) {
  return (
    <Badge
      bg={`${STATE_BADGES[state]}-subtle`}
      text={`${STATE_BADGES[state]}-emphasis` as 'dark'}
      className="fw-medium"
    >
      {AB_TEST_STATE_LABELS[state]}
    </Badge>
  );
}

/** One line on where the test stands, for the message's page. */
export function abTestSummary(test: AbTestResult): string {
  const winner = test.winner === null ? null : AB_TEST_LETTERS[test.winner];
  if (winner)
    return `Variant ${winner} won (${test.chosenBy === 'manual' ? 'your choice' : 'chosen automatically'}).`;
  return `${test.variants.length} variants to ${test.sharePercent} % of the audience.`;
}

/**
 * A message's A/B test on its page: its state and the way to its result. Nothing for a message
 * without a test.
 */
export function AbTestStatus({ messageId }: { messageId: string }) {
  const dispatch = useAppDispatch();
  const test = useAppSelector((state) => selectAbTestOf(state, messageId));
  useEffect(() => {
    const request = dispatch(fetchAbTest(messageId));
    return () => request.abort();
  }, [dispatch, messageId]);
  if (!test) return null;
  return (
    <Alert variant="light" className="border d-flex flex-wrap align-items-center gap-2 mb-4">
      <i className="bi bi-signpost-split" aria-hidden="true" />
      <strong>A/B test</strong>
      <AbTestStateBadge state={test.state} />
      <span className="text-body-secondary small">{abTestSummary(test)}</span>
      <Link to={`/messages/history/${test.messageId}/ab-test`} className="ms-auto">
        See the result
      </Link>
    </Alert>
  );
}
