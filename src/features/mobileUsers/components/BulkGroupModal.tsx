import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { plural } from '../../../lib/numbers';
import type { LabelledGroup } from '../mobileUsersApi';
import type { BulkAction } from './BulkBar';

export type BulkScope = 'selected' | 'matching';

interface BulkGroupModalProps {
  action: BulkAction;
  selectedCount: number;
  matchingCount: number;
  /** When the matching count is an estimate (a search of thousands): the dialogs say "about". */
  matchingEstimated?: boolean;
  groups: readonly LabelledGroup[];
  busy: boolean;
  error: string | null;
  onConfirm: (groupId: string, scope: BulkScope) => void;
  onCancel: () => void;
}

export function BulkGroupModal(props: BulkGroupModalProps) {
  const { action, selectedCount, matchingCount, groups, busy, error, onCancel } = props;
  const [groupId, setGroupId] = useState('');
  const [scope, setScope] = useState<BulkScope>('selected');
  const adding = action === 'add';
  const count = scope === 'selected' ? selectedCount : matchingCount;
  const about = scope === 'matching' && props.matchingEstimated ? 'about ' : '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (groupId) props.onConfirm(groupId, scope);
  };
  const title = adding ? 'Add to group' : 'Remove from group';
  return (
    <Modal show onHide={() => !busy && onCancel()} centered aria-labelledby="bulk-title">
      <Form onSubmit={submit} noValidate>
        <Modal.Header closeButton={!busy}>
          <Modal.Title id="bulk-title" as="h2" className="h5">
            {title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {error && (
            <Alert variant="danger" role="alert">
              {error}
            </Alert>
          )}
          <Form.Group className="mb-3" controlId="bulk-group">
            <Form.Label>Group</Form.Label>
            <Form.Select
              value={groupId}
              onChange={(event) => setGroupId(event.target.value)}
              autoFocus
            >
              <option value="">Choose a group…</option>
              {groups.map((group) => (
                <option key={group._id} value={group._id}>
                  {group.label}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          <fieldset>
            <legend className="form-label fs-6">Users</legend>
            <Form.Check
              type="radio"
              id="bulk-scope-selected"
              name="bulk-scope"
              label={`The ${plural(selectedCount, 'selected user')}`}
              checked={scope === 'selected'}
              onChange={() => setScope('selected')}
            />
            <Form.Check
              type="radio"
              id="bulk-scope-matching"
              name="bulk-scope"
              label={`All ${props.matchingEstimated ? 'about ' : ''}${plural(matchingCount, 'user')} matching these filters`}
              checked={scope === 'matching'}
              onChange={() => setScope('matching')}
            />
          </fieldset>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy || !groupId}>
            {busy && <Spinner animation="border" size="sm" aria-hidden="true" className="me-2" />}
            {`${adding ? 'Add' : 'Remove'} ${about}${plural(count, 'user')}`}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
