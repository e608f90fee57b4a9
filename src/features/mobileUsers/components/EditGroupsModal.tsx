import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { Link } from 'react-router-dom';
import type { MobileUser } from '../../../../contract/mobileUsers';
import type { LabelledGroup } from '../mobileUsersApi';
import { displayName } from '../userDisplay';

interface EditGroupsModalProps {
  user: MobileUser;
  groups: readonly LabelledGroup[];
  busy: boolean;
  error: string | null;
  onSave: (groupIds: string[]) => void;
  onCancel: () => void;
}

export function EditGroupsModal({
  user,
  groups,
  busy,
  error,
  onSave,
  onCancel,
}: EditGroupsModalProps) {
  const [chosen, setChosen] = useState<readonly string[]>(() =>
    user.groups.map((group) => group._id),
  );
  // A group the picker does not list (another channel's, say) is kept as it is.
  const choices = [
    ...groups,
    ...user.groups
      .filter((group) => !groups.some((g) => g._id === group._id))
      .map((group) => ({ ...group, label: group.name })),
  ];
  const toggle = (id: string) =>
    setChosen((ids) => (ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id]));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(choices.filter((group) => chosen.includes(group._id)).map((group) => group._id));
  };
  return (
    <Modal
      show
      onHide={() => !busy && onCancel()}
      centered
      scrollable
      aria-labelledby="groups-title"
    >
      <Form onSubmit={submit} className="d-contents">
        <Modal.Header closeButton={!busy}>
          <Modal.Title id="groups-title" as="h2" className="h5">
            Groups of {displayName(user)}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {error && (
            <Alert variant="danger" role="alert">
              {error}
            </Alert>
          )}
          {choices.length === 0 ? (
            <p className="mb-0 text-body-secondary">
              There are no groups yet. <Link to="/users/groups/create">Create a group</Link> first.
            </p>
          ) : (
            <fieldset>
              <legend className="visually-hidden">Groups</legend>
              {choices.map((group) => (
                <Form.Check
                  key={group._id}
                  id={`user-group-${group._id}`}
                  label={group.label}
                  checked={chosen.includes(group._id)}
                  onChange={() => toggle(group._id)}
                  className="py-1"
                />
              ))}
            </fieldset>
          )}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy || choices.length === 0}>
            {busy && <Spinner animation="border" size="sm" aria-hidden="true" className="me-2" />}
            Save groups
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
