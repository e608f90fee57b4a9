import { useEffect, useState } from 'react';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router-dom';
import type { SequenceStep } from '../../../../contract/messages';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { ConfirmModal } from '../../../components/ui/ConfirmModal';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ListBody } from '../../../components/ui/ListBody';
import { notify } from '../../../lib/notify';
import '../components/Messages.css';
import { SequenceTable } from '../components/SequenceTable';
import { messageFlowsCleared, selectMessagesFlow, selectSequence } from '../messagesSlice';
import { deleteSequenceStep, fetchSequence } from '../sequenceThunks';
import { PageHeader } from '../../../components/ui/PageHeader';

/** /messages/sequence/list: the steps new followers of the channel get, day by day. */
export function SequencePage() {
  const dispatch = useAppDispatch();
  const steps = useAppSelector(selectSequence);
  const flow = useAppSelector((state) => selectMessagesFlow(state, 'sequence'));
  const deleteFlow = useAppSelector((state) => selectMessagesFlow(state, 'deleteSequence'));
  const [deleting, setDeleting] = useState<SequenceStep | null>(null);
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    const request = dispatch(fetchSequence());
    return () => request.abort();
  }, [dispatch, reloads]);

  const closeDelete = () => {
    dispatch(messageFlowsCleared(['deleteSequence']));
    setDeleting(null);
  };
  const confirmDelete = async (step: SequenceStep) => {
    const result = await dispatch(deleteSequenceStep(step._id));
    if (!deleteSequenceStep.fulfilled.match(result)) return;
    notify.success(`${step.label} deleted.`);
    closeDelete();
  };

  const ordered = [...steps].sort((a, b) => a.interval - b.interval);
  const loading = flow.status === 'loading' || flow.status === 'idle';
  return (
    <div className="container-fluid py-4">
      <PageHeader
        title="Message sequence"
        description="Messages each new follower gets, a set number of days after joining the channel."
        actions={
          <Link to="/messages/sequence/create" className="btn btn-primary">
            <i className="bi bi-plus-lg me-2" aria-hidden="true" />
            New step
          </Link>
        }
      />
      <Card className="shadow-sm">
        <ListBody
          failed={flow.status === 'failed'}
          error={flow.error}
          onRetry={() => setReloads((count) => count + 1)}
          loading={loading && steps.length === 0}
          skeleton={{ columns: 7, rows: 3, label: 'Loading the sequence…' }}
          empty={steps.length === 0}
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
        >
          <SequenceTable steps={ordered} onDelete={setDeleting} />
        </ListBody>
      </Card>
      <ConfirmModal
        show={deleting !== null}
        title={`Delete ${deleting?.label ?? 'step'}?`}
        confirmLabel="Delete step"
        busy={deleteFlow.status === 'loading'}
        error={deleteFlow.error}
        onConfirm={() => deleting && void confirmDelete(deleting)}
        onCancel={closeDelete}
      >
        <p className="mb-0">
          Followers who have not reached this step yet will not get it. This cannot be undone.
        </p>
      </ConfirmModal>
    </div>
  );
}
