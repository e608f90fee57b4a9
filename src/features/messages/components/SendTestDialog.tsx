import { useEffect, useId, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { failureOf } from '../../../state/createApiThunk';
import { selectIsChannelAdmin } from '../../../state/session';
import { SEARCH_DEBOUNCE_MS } from '../../../components/ui/SearchBox';
import { errorMessage } from '../../../lib/apiErrors';
import { findUsers, type UserChoice } from '../composeApi';
import { userFilterOf, type ComposeValues } from '../composeForm';
import { sentToText, testBodyOf } from '../messageTest';
import { sendTest } from '../messageTestThunks';

/** Members offered at once in the test member search: a test goes to one. */
const MEMBER_MATCHES = 5;

type Outcome = { kind: 'sent'; text: string } | { kind: 'failed'; text: string } | null;

interface MemberSearchProps {
  chosen: string | null;
  onChoose: (id: string) => void;
}

/** Finds one app user of the organisation (of the channel, for a channel admin) by name or email. */
function MemberSearch({ chosen, onChoose }: MemberSearchProps) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [matches, setMatches] = useState<UserChoice[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => setQ(draft.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft]);

  useEffect(() => {
    const controller = new AbortController();
    const filter = userFilterOf({ q, userType: 'all', group: '', mode: 'filter', userIds: [] });
    findUsers({ ...filter, offset: 0, limit: MEMBER_MATCHES }, controller.signal).then(
      (found) => {
        setMatches(found.users);
        setError(null);
      },
      (err: unknown) => {
        if (!controller.signal.aborted) setError(errorMessage(err));
      },
    );
    return () => controller.abort();
  }, [q]);

  return (
    <div className="send-test-members">
      <Form.Label htmlFor={id} className="small mb-1">
        Search app users
      </Form.Label>
      <Form.Control
        id={id}
        type="search"
        value={draft}
        placeholder="Name or email"
        onChange={(event) => setDraft(event.target.value)}
      />
      {error && (
        <Alert variant="danger" className="mt-2 mb-0 py-2 small">
          {error}
        </Alert>
      )}
      {matches && matches.length === 0 && (
        <p className="small text-body-secondary mt-2 mb-0">No app user matches.</p>
      )}
      {matches && matches.length > 0 && (
        <ul className="list-unstyled user-picker-list border" aria-label="Test members">
          {matches.map((user) => (
            <li key={user._id}>
              <Form.Check
                type="radio"
                id={`${id}-${user._id}`}
                name="test-member"
                checked={chosen === user._id}
                onChange={() => onChoose(user._id)}
                label={
                  <>
                    {user.name || user.email || 'An app user'}
                    {user.email && user.name && (
                      <span className="d-block small text-body-secondary text-break">
                        {user.email}
                      </span>
                    )}
                  </>
                }
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

interface SendTestDialogProps {
  /** Compose's values as they are now: the test is this message. */
  values: ComposeValues;
}

/**
 * "Send a test" beside compose's send: the message as it is now to the admin's own devices and
 * email, or to a chosen test member, marked "[Test]" and counted nowhere.
 */
export function SendTestDialog({ values }: SendTestDialogProps) {
  const dispatch = useAppDispatch();
  const isChannelAdmin = useAppSelector(selectIsChannelAdmin);
  const [show, setShow] = useState(false);
  const [to, setTo] = useState<'me' | 'member'>('me');
  const [memberId, setMemberId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const missing =
    !isChannelAdmin && !values.cpId
      ? 'Choose the channel to send through first.'
      : values.title.trim() === '' || values.push_message.trim() === ''
        ? 'Write a title and a push message first.'
        : to === 'member' && !memberId
          ? 'Choose the test member.'
          : null;

  const open = () => {
    setOutcome(null);
    setShow(true);
  };
  const close = () => {
    if (!busy) setShow(false);
  };
  const send = async (event: FormEvent) => {
    event.preventDefault();
    // The dialog sits inside compose's form: its submit must not reach compose's.
    event.stopPropagation();
    if (missing || busy) return;
    setBusy(true);
    setOutcome(null);
    const result = await dispatch(sendTest(testBodyOf(values, to === 'member' ? memberId : null)));
    setBusy(false);
    if (sendTest.fulfilled.match(result)) {
      setOutcome({ kind: 'sent', text: sentToText(result.payload) });
      return;
    }
    const failure = failureOf(result);
    if (failure) setOutcome({ kind: 'failed', text: failure.message });
  };

  return (
    <>
      <Button variant="outline-secondary" onClick={open}>
        <i className="bi bi-phone me-2" aria-hidden="true" />
        Send a test
      </Button>
      <Modal show={show} onHide={close} centered aria-labelledby="send-test-title">
        <Form noValidate onSubmit={(event) => void send(event)} aria-label="Send a test">
          <Modal.Header closeButton={!busy}>
            <Modal.Title id="send-test-title" as="h2" className="h5">
              Send a test
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <p className="small text-body-secondary">
              The message as it is now, its title marked “[Test]”. It is not saved, does not appear
              in the history and uses no SMS credits.
            </p>
            <fieldset className="mb-3">
              <legend className="visually-hidden">Who gets the test</legend>
              <Form.Check
                type="radio"
                id="send-test-me"
                name="send-test-to"
                checked={to === 'me'}
                onChange={() => setTo('me')}
                label={
                  <>
                    Send to me
                    <span className="d-block small text-body-secondary">
                      Your phones with the app (the app user with your email) and your email.
                    </span>
                  </>
                }
              />
              <Form.Check
                type="radio"
                id="send-test-member"
                name="send-test-to"
                checked={to === 'member'}
                onChange={() => setTo('member')}
                label="Send to a test member"
              />
            </fieldset>
            {to === 'member' && <MemberSearch chosen={memberId} onChoose={setMemberId} />}
            {outcome && (
              <Alert
                variant={outcome.kind === 'sent' ? 'success' : 'danger'}
                role={outcome.kind === 'sent' ? 'status' : 'alert'}
                className="mt-3 mb-0"
              >
                {outcome.text}
              </Alert>
            )}
            {missing && !outcome && (
              <p className="small text-body-secondary mt-3 mb-0" role="note">
                {missing}
              </p>
            )}
          </Modal.Body>
          <Modal.Footer>
            <Button variant="outline-secondary" onClick={close} disabled={busy}>
              Close
            </Button>
            <Button type="submit" disabled={busy || missing !== null}>
              {busy && <Spinner animation="border" size="sm" aria-hidden="true" className="me-2" />}
              {busy ? 'Sending…' : 'Send test'}
            </Button>
          </Modal.Footer>
        </Form>
      </Modal>
    </>
  );
}
