import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { Link } from 'react-router-dom';
import type { Segment, SegmentCondition } from '../../../../contract/segments';
import { errorMessage } from '../../../lib/apiErrors';
import { formatCount } from '../../../lib/numbers';
import { createSegment, segmentPagePath } from '../../../lib/segmentReads';
import type { ListQuery } from '../listQuery';
import type { LabelledGroup } from '../mobileUsersApi';
import { ruleFromFilter } from '../segmentFromFilter';
import { platformOf } from '../userDisplay';

interface SaveSegmentButtonProps {
  query: ListQuery;
  groups: readonly LabelledGroup[];
}

const STATUS_WORDS: Record<string, string> = { active: 'Active', suspended: 'Suspended' };
const REGISTRATION_WORDS: Record<string, string> = {
  registered: 'Registered in the app',
  unregistered: 'Not registered in the app',
};

/** One condition of the rule in words, as the dialog lists them. */
function conditionText(condition: SegmentCondition, groups: readonly LabelledGroup[]): string {
  const [value = ''] = condition.values ?? [];
  switch (condition.field) {
    case 'status':
      return `Status: ${STATUS_WORDS[value] ?? value}`;
    case 'registration':
      return REGISTRATION_WORDS[value] ?? value;
    case 'platform':
      return `Platform: ${platformOf(value).label}`;
    case 'group':
      return `In the group ${groups.find((group) => group._id === value)?.label ?? 'chosen'}`;
    default:
      return condition.field;
  }
}

/**
 * "Save as segment": the users page's current filter as a new saved segment, named by the admin;
 * the rule is evaluated again at every send. Once saved, it offers to open the segment, where
 * conditions the users page cannot express (engagement, language) are added.
 */
export function SaveSegmentButton({ query, groups }: SaveSegmentButtonProps) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<Segment | null>(null);
  const { rule, leftOut } = ruleFromFilter(query);

  const close = () => {
    if (busy) return;
    setOpen(false);
    setSaved(null);
    setError(null);
    setName('');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError('Give the segment a name.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      setSaved(await createSegment({ name: name.trim(), rule }));
    } catch (failure: unknown) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="outline-secondary" onClick={() => setOpen(true)}>
        <i className="bi bi-bookmark-plus me-2" aria-hidden="true" />
        Save as segment
      </Button>
      <Modal show={open} onHide={close} centered aria-labelledby="save-segment-title">
        <Form onSubmit={(event) => void submit(event)} noValidate>
          <Modal.Header closeButton={!busy}>
            <Modal.Title id="save-segment-title" as="h2" className="h5">
              Save as segment
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>
            {saved ? (
              <Alert variant="success" className="mb-0" role="status">
                Saved “{saved.name}”
                {saved.lastCount &&
                  ` with ${saved.lastCount.exact ? '' : 'about '}${formatCount(saved.lastCount.count)} members now`}
                . Its rule is evaluated again each time a message goes to it.
              </Alert>
            ) : (
              <>
                {error && (
                  <Alert variant="danger" role="alert">
                    {error}
                  </Alert>
                )}
                <Form.Group className="mb-3" controlId="save-segment-name">
                  <Form.Label>Name</Form.Label>
                  <Form.Control
                    value={name}
                    maxLength={100}
                    onChange={(event) => setName(event.target.value)}
                    placeholder="e.g. Android members on the day shift"
                    autoFocus
                  />
                </Form.Group>
                <p className="mb-1 fw-semibold">Members who match</p>
                {rule.conditions.length === 0 ? (
                  <p className="text-body-secondary">
                    Everyone: the filter narrows nothing a segment can hold.
                  </p>
                ) : (
                  <ul className="mb-3">
                    {rule.conditions.map((condition) => (
                      <li key={`${condition.field}-${condition.values?.join(',') ?? ''}`}>
                        {conditionText(condition, groups)}
                      </li>
                    ))}
                  </ul>
                )}
                {leftOut.length > 0 && (
                  <Alert variant="warning" className="small mb-0">
                    Not saved in the segment: {leftOut.join(', ')}. A segment is a rule over
                    members, so a search term cannot be part of it.
                  </Alert>
                )}
              </>
            )}
          </Modal.Body>
          <Modal.Footer>
            {saved ? (
              <>
                <Button variant="outline-secondary" onClick={close}>
                  Done
                </Button>
                <Link className="btn btn-primary" to={segmentPagePath(saved.id)}>
                  Open the segment
                </Link>
              </>
            ) : (
              <>
                <Button variant="outline-secondary" onClick={close} disabled={busy}>
                  Cancel
                </Button>
                <Button type="submit" variant="primary" disabled={busy}>
                  {busy && <Spinner size="sm" className="me-2" aria-hidden="true" />}
                  Save segment
                </Button>
              </>
            )}
          </Modal.Footer>
        </Form>
      </Modal>
    </>
  );
}
