import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ListPage } from '../../../components/list/ListPage';
import { EmptyState } from '../../../components/ui/EmptyState';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { selectCompanyInView } from '../../../state/session';
import { QueueTabs, queueStateOf } from '../components/QueueTabs';
import { ReviewQueueTable } from '../components/ReviewQueueTable';
import { selectAwaitingMe, selectReviewFlow, selectReviewQueue } from '../messageReviewSlice';
import { fetchReviewQueue } from '../messageReviewThunks';
import type { ReviewQueueState } from '../messageReviewApi';

const EMPTY: Readonly<Record<ReviewQueueState, { title: string; text: string }>> = {
  pending: {
    title: 'Nothing awaits approval',
    text: 'Messages your organisation holds for review show here until an approver decides.',
  },
  returned: {
    title: 'Nothing was sent back',
    text: 'Messages an approver returned with a comment show here until they are resubmitted.',
  },
  mine: {
    title: 'You have submitted nothing for approval',
    text: 'Messages you send that need another admin’s approval show here.',
  },
};

/** /messages/reviews: the messages held for review, sent back, or submitted by this admin. */
export function ApprovalsPage() {
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const state = queueStateOf(params);
  const items = useAppSelector(selectReviewQueue);
  const awaitingMe = useAppSelector(selectAwaitingMe);
  const flow = useAppSelector((root) => selectReviewFlow(root, 'list'));
  const companyInView = useAppSelector(selectCompanyInView);
  const [reloads, setReloads] = useState(0);
  const reload = useCallback(() => setReloads((count) => count + 1), []);

  useEffect(() => {
    const request = dispatch(fetchReviewQueue(state));
    return () => request.abort();
  }, [dispatch, state, companyInView, reloads]);

  return (
    <ListPage
      title="Approvals"
      description="Messages that wait for another admin’s approval before they are sent or scheduled."
      toolbar={<QueueTabs active={state} awaitingMe={awaitingMe} />}
      flow={flow}
      rowCount={items.length}
      onRetry={reload}
      skeleton={{ columns: 5, label: 'Loading the messages…' }}
      emptyState={
        <EmptyState icon="bi-patch-check" title={EMPTY[state].title}>
          {EMPTY[state].text}
        </EmptyState>
      }
    >
      <ReviewQueueTable items={items} busy={flow.status === 'loading'} />
    </ListPage>
  );
}
