import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import type { SequenceStep } from '../../../../contract/sequences';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { ListPage } from '../../../components/list/ListPage';
import { ConfirmDelete, useConfirmDelete } from '../../../components/ui/ConfirmDelete';
import { EmptyState } from '../../../components/ui/EmptyState';
import { notify } from '../../../lib/notify';
import '../components/Messages.css';
import { SequenceTable } from '../components/SequenceTable';
import { messageFlowsCleared, selectMessagesFlow, selectSequence } from '../messagesSlice';
import { deleteSequenceStep, fetchSequence } from '../sequenceThunks';

/** /messages/sequence/list: the steps new followers of the channel get, day by day. */
export function SequencePage() {
  const dispatch = useAppDispatch();
  const steps = useAppSelector(selectSequence);
  const flow = useAppSelector((state) => selectMessagesFlow(state, 'sequence'));
  const deleteFlow = useAppSelector((state) => selectMessagesFlow(state, 'deleteSequence'));
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    const request = dispatch(fetchSequence());
    return () => request.abort();
  }, [dispatch, reloads]);

  const deletion = useConfirmDelete<SequenceStep>({
    remove: async (step) => {
      const result = await dispatch(deleteSequenceStep(step._id));
      if (!deleteSequenceStep.fulfilled.match(result)) return false;
      notify.success(`${step.label} deleted.`);
      return true;
    },
    onClose: () => dispatch(messageFlowsCleared(['deleteSequence'])),
  });

  const ordered = useMemo(() => [...steps].sort((a, b) => a.interval - b.interval), [steps]);
  return (
    <ListPage
      title="Message sequence"
      description="Messages each new follower gets, a set number of days after joining the channel."
      actions={
        <Link to="/messages/sequence/create" className="btn btn-primary">
          <i className="bi bi-plus-lg me-2" aria-hidden="true" />
          New step
        </Link>
      }
      flow={flow}
      rowCount={steps.length}
      onRetry={() => setReloads((count) => count + 1)}
      skeleton={{ columns: 7, rows: 3, label: 'Loading the sequence…' }}
      emptyState={
        <EmptyState
          icon="bi-signpost-split"
          title="No steps yet"
          action={
            <Link to="/messages/sequence/create" className="btn btn-outline-primary">
              Add the first step
            </Link>
          }
        >
          Welcome new followers with a message on the day they join, and more after.
        </EmptyState>
      }
      dialogs={
        <ConfirmDelete
          name={deletion.target?.label ?? null}
          noun="step"
          pending={deleteFlow.status === 'loading'}
          error={deleteFlow.error}
          onConfirm={() => void deletion.confirm()}
          onCancel={deletion.cancel}
        >
          Followers who have not reached this step yet will not get it. This cannot be undone.
        </ConfirmDelete>
      }
    >
      <SequenceTable steps={ordered} busy={flow.status === 'loading'} onDelete={deletion.ask} />
    </ListPage>
  );
}
