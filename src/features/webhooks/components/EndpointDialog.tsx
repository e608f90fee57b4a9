import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import {
  WEBHOOK_EVENT_LABELS,
  type WebhookEndpoint,
  type WebhookEndpointBody,
  type WebhookEvent,
} from '../../../../contract/webhooks';
import type { ApiFailure } from '../../../lib/apiErrors';
import { EVENT_GROUPS } from './eventGroups';

interface EndpointDialogProps {
  show: boolean;
  /** The endpoint edited, or null for a new one. */
  endpoint: WebhookEndpoint | null;
  onSave: (body: WebhookEndpointBody) => Promise<ApiFailure | null>;
  onClose: () => void;
}

/** Adds or edits an endpoint: its URL, a description and the events it takes. */
export function EndpointDialog({ show, endpoint, onSave, onClose }: EndpointDialogProps) {
  return (
    <Modal
      show={show}
      onHide={onClose}
      size="lg"
      fullscreen="sm-down"
      aria-labelledby="endpoint-title"
    >
      {show && (
        <EndpointForm
          key={endpoint?.id ?? 'new'}
          endpoint={endpoint}
          onSave={onSave}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

/** The dialog's form, made afresh each time the dialog opens, from the endpoint edited. */
function EndpointForm({ endpoint, onSave, onClose }: Omit<EndpointDialogProps, 'show'>) {
  const [url, setUrl] = useState(endpoint?.url ?? 'https://');
  const [description, setDescription] = useState(endpoint?.description ?? '');
  const [events, setEvents] = useState<Set<string>>(() => new Set(endpoint?.events ?? []));
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const [saving, setSaving] = useState(false);
  const [tried, setTried] = useState(false);

  const toggle = (event: WebhookEvent) =>
    setEvents((current) => {
      const next = new Set(current);
      if (next.has(event)) next.delete(event);
      else next.add(event);
      return next;
    });
  const urlError =
    failure?.details.find((detail) => detail.field === 'url')?.message ??
    (tried && !/^https?:\/\/.+/.test(url.trim())
      ? 'Enter the full URL, starting with https://'
      : null);
  const eventsError = tried && events.size === 0 ? 'Choose at least one event.' : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!/^https?:\/\/.+/.test(url.trim()) || events.size === 0) return;
    setSaving(true);
    const result = await onSave({
      url: url.trim(),
      description: description.trim(),
      events: [...events] as WebhookEvent[],
    });
    setSaving(false);
    setFailure(result);
  };

  return (
    <Form noValidate onSubmit={(event) => void submit(event)}>
      <Modal.Header closeButton>
        <Modal.Title id="endpoint-title">{endpoint ? 'Edit endpoint' : 'Add endpoint'}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {failure && !urlError && <Alert variant="danger">{failure.message}</Alert>}
        <Form.Group className="mb-3" controlId="webhook-url">
          <Form.Label>Endpoint URL</Form.Label>
          <Form.Control
            type="url"
            value={url}
            autoFocus
            inputMode="url"
            isInvalid={urlError !== null}
            onChange={(event) => setUrl(event.target.value)}
            aria-describedby="webhook-url-help"
          />
          <Form.Control.Feedback type="invalid">{urlError}</Form.Control.Feedback>
          <Form.Text id="webhook-url-help">
            An https address on the public internet. Events are posted to it as JSON.
          </Form.Text>
        </Form.Group>
        <Form.Group className="mb-3" controlId="webhook-description">
          <Form.Label>Description (optional)</Form.Label>
          <Form.Control
            value={description}
            maxLength={200}
            placeholder="For example: membership CRM"
            onChange={(event) => setDescription(event.target.value)}
          />
        </Form.Group>
        <fieldset>
          <legend className="form-label fs-6">Events to send</legend>
          {eventsError && <div className="text-danger small mb-2">{eventsError}</div>}
          <div className="webhook-event-groups">
            {EVENT_GROUPS.map((group) => (
              <div key={group.title}>
                <div className="fw-semibold small text-body-secondary mb-1">{group.title}</div>
                {group.events.map((event) => (
                  <Form.Check
                    key={event}
                    id={`webhook-event-${event}`}
                    label={
                      <>
                        {WEBHOOK_EVENT_LABELS[event]}{' '}
                        <code className="small text-body-secondary">{event}</code>
                      </>
                    }
                    checked={events.has(event)}
                    onChange={() => toggle(event)}
                  />
                ))}
              </div>
            ))}
          </div>
        </fieldset>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving && <Spinner size="sm" className="me-2" aria-hidden="true" />}
          {endpoint ? 'Save changes' : 'Add endpoint'}
        </Button>
      </Modal.Footer>
    </Form>
  );
}
