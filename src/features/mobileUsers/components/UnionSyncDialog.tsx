import { useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { plural } from '../../../lib/numbers';
import {
  selectSyncProgress,
  selectSyncResult,
  selectUnionFlow,
  selectUnionList,
  unionSyncReset,
} from '../unionSyncSlice';
import { applyUnionSync, fetchUnionDiff } from '../unionSyncThunks';
import { UnionSourceStep } from './UnionSourceStep';
import { hasChanges, UnionDiffView } from './UnionDiffView';
import { UnionSyncProgress, UnionSyncSummary } from './UnionSyncOutcome';
import './UnionTools.css';

interface UnionSyncDialogProps {
  onClose: () => void;
  /** The sync wrote to the app users: the list behind the dialog is out of date. */
  onChanged: () => void;
}

/**
 * Brings the app users in line with the union's member list: fetch, review the difference
 * (nothing is written), confirm, then watch it apply and read what it did.
 */
export function UnionSyncDialog({ onClose, onChanged }: UnionSyncDialogProps) {
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectUnionList);
  const progress = useAppSelector(selectSyncProgress);
  const result = useAppSelector(selectSyncResult);
  const diffFlow = useAppSelector((state) => selectUnionFlow(state, 'diff'));
  const syncFlow = useAppSelector((state) => selectUnionFlow(state, 'sync'));
  const [confirming, setConfirming] = useState(false);
  const syncing = syncFlow.status === 'loading';
  const content = useRef<HTMLDivElement>(null);

  useEffect(() => {
    dispatch(unionSyncReset());
    return () => {
      dispatch(unionSyncReset());
    };
  }, [dispatch]);

  const check = () => {
    setConfirming(false);
    void dispatch(fetchUnionDiff());
  };
  const apply = async () => {
    if (!list) return;
    setConfirming(false);
    const outcome = await dispatch(applyUnionSync(list.diff.fingerprint));
    if (applyUnionSync.fulfilled.match(outcome)) onChanged();
  };

  const diff = list?.diff ?? null;
  const changed = diff !== null && hasChanges(diff);
  const listChanged = syncFlow.code === 'union_list_changed';

  const step = result
    ? 'result'
    : syncing
      ? 'syncing'
      : diffFlow.status === 'idle' && !list
        ? 'start'
        : `diff-${diffFlow.status}-${syncFlow.status}`;
  // The button pressed goes away with its step: the new step's content takes the focus.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // Done takes the focus itself once the sync has finished.
    if (step !== 'result') content.current?.focus();
  }, [step]);

  let body;
  let footer;
  if (result) {
    body = <UnionSyncSummary result={result} />;
    footer = (
      <Button onClick={onClose} autoFocus>
        Done
      </Button>
    );
  } else if (syncing) {
    body = <UnionSyncProgress progress={progress} />;
  } else if (diffFlow.status === 'loading') {
    body = (
      <div role="status" className="d-flex align-items-center gap-2 mb-0">
        <Spinner animation="border" size="sm" aria-hidden="true" />
        Reading the union&apos;s member list…
      </div>
    );
  } else if (diffFlow.status === 'failed') {
    body = (
      <Alert variant="danger" role="alert" className="mb-0">
        {diffFlow.error}
      </Alert>
    );
    footer = (
      <>
        <Button variant="outline-secondary" onClick={onClose}>
          Close
        </Button>
        <Button onClick={check}>Try again</Button>
      </>
    );
  } else if (list && diff) {
    body = (
      <>
        <p className="small text-body-secondary">
          From {list.source}: {plural(list.total, 'member')}. Nothing has been written yet.
        </p>
        {syncFlow.status === 'failed' && (
          <Alert variant={listChanged ? 'warning' : 'danger'} role="alert">
            {syncFlow.error}
            {listChanged && (
              <div className="mt-2">
                <Button size="sm" variant="warning" onClick={check}>
                  Review the difference again
                </Button>
              </div>
            )}
          </Alert>
        )}
        {changed ? (
          <UnionDiffView diff={diff} />
        ) : (
          <Alert variant="success" role="status" className="mb-0">
            <i className="bi bi-check-circle me-2" aria-hidden="true" />
            Nothing to change: the app users already match the union&apos;s list.
          </Alert>
        )}
      </>
    );
    footer = confirming ? (
      <div className="w-100" role="group" aria-labelledby="union-confirm-question">
        <p id="union-confirm-question" className="fw-semibold mb-2">
          Apply these changes to your app users? This cannot be undone here.
        </p>
        <div className="d-flex justify-content-end flex-wrap gap-2">
          <Button variant="outline-secondary" onClick={() => setConfirming(false)}>
            Back
          </Button>
          <Button onClick={() => void apply()} autoFocus>
            Yes, apply changes
          </Button>
        </div>
      </div>
    ) : (
      <>
        <Button variant="outline-secondary" onClick={onClose}>
          {changed ? 'Cancel' : 'Close'}
        </Button>
        {changed && !listChanged && (
          <Button onClick={() => setConfirming(true)}>Apply changes…</Button>
        )}
      </>
    );
  } else {
    body = <UnionSourceStep />;
    footer = (
      <>
        <Button variant="outline-secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={check}>Check the union&apos;s list</Button>
      </>
    );
  }

  return (
    <Modal
      show
      onHide={() => !syncing && onClose()}
      centered
      scrollable
      size="lg"
      backdrop={syncing ? 'static' : true}
      aria-labelledby="union-sync-title"
    >
      <Modal.Header closeButton={!syncing}>
        <Modal.Title id="union-sync-title" as="h2" className="h5">
          Sync from the union
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <div ref={content} tabIndex={-1} className="union-step">
          {body}
        </div>
      </Modal.Body>
      {footer && <Modal.Footer>{footer}</Modal.Footer>}
    </Modal>
  );
}
