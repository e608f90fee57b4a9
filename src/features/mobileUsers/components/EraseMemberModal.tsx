import { useEffect, useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { ERASE_CONFIRMATION } from '../../../../contract/memberData';
import type { MobileUser } from '../../../../contract/mobileUsers';
import { notify } from '../../../lib/notify';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { memberDataReset, selectMemberDataFlow } from '../memberDataSlice';
import { eraseMember } from '../memberDataThunks';
import { displayName } from '../userDisplay';

interface EraseMemberModalProps {
  user: MobileUser;
  onClose: () => void;
  /** The member is erased: the list loads again without them. */
  onErased: () => void;
}

/**
 * "Erase member…": asks for the word ERASE before removing a member's personal data for good
 * (docs/decisions.md, "A member's data: export and erasure").
 */
export function EraseMemberModal({ user, onClose, onErased }: EraseMemberModalProps) {
  const dispatch = useAppDispatch();
  const flow = useAppSelector((state) => selectMemberDataFlow(state, 'erase'));
  const [typed, setTyped] = useState('');
  const inputId = useId();
  const name = displayName(user);
  const pending = flow.status === 'loading';
  const confirmed = typed.trim() === ERASE_CONFIRMATION;
  useEffect(
    () => () => {
      dispatch(memberDataReset());
    },
    [dispatch],
  );

  const erase = async () => {
    if (!confirmed || pending) return;
    const result = await dispatch(eraseMember(user._id));
    if (!eraseMember.fulfilled.match(result)) return;
    notify.success(`${name}'s data was erased.`);
    onClose();
    onErased();
  };

  return (
    <Modal
      show
      onHide={pending ? undefined : onClose}
      backdrop={pending ? 'static' : true}
      centered
      aria-labelledby="erase-member-title"
    >
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          void erase();
        }}
      >
        <Modal.Header closeButton={!pending}>
          <Modal.Title id="erase-member-title" as="h2" className="h5">
            Erase {name}?
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {/* A standing warning, not news: no alert role, which the failure below keeps. */}
          <div className="alert alert-danger d-flex gap-2">
            <i className="bi bi-exclamation-octagon" aria-hidden="true" />
            <span>
              <strong>This cannot be undone.</strong> Download their data first if they asked for a
              copy.
            </span>
          </div>
          <p className="mb-2">Removed for good:</p>
          <ul className="mb-3">
            <li>
              their name{user.email && <> and email ({user.email})</>}, phone, membership id,
              address, custom fields and language;
            </li>
            <li>their feedback comments and chats;</li>
            <li>their devices and app sign-ins, opt-outs and quiet hours;</li>
            <li>the addresses and texts of messages sent to them, and sign-up links;</li>
            <li>who they were in the audit log.</li>
          </ul>
          <p>
            Kept, without anything that names them: that messages reached someone, and whether they
            were read and answered, so every message&apos;s counts and rates stay right. They leave
            the users list.
          </p>
          <Form.Group controlId={inputId}>
            <Form.Label>
              Type <strong>{ERASE_CONFIRMATION}</strong> to confirm
            </Form.Label>
            <Form.Control
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              autoComplete="off"
              spellCheck={false}
              disabled={pending}
              autoFocus
            />
          </Form.Group>
          {flow.status === 'failed' && flow.error && (
            <Alert variant="danger" className="mt-3 mb-0" role="alert">
              {flow.error}
            </Alert>
          )}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" disabled={!confirmed || pending}>
            {pending && (
              <Spinner animation="border" size="sm" aria-hidden="true" className="me-2" />
            )}
            {pending ? 'Erasing…' : 'Erase member'}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
