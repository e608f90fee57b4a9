import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import Dropdown from 'react-bootstrap/Dropdown';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router-dom';
import {
  WEBHOOK_EVENT_LABELS,
  type WebhookEndpoint,
  type WebhookEvent,
} from '../../../../contract/webhooks';

export type EndpointAction = 'edit' | 'test' | 'roll' | 'delete';

interface EndpointCardProps {
  endpoint: WebhookEndpoint;
  busy: boolean;
  onPause: (paused: boolean) => void;
  onAction: (action: EndpointAction) => void;
}

const labelOf = (event: string) => WEBHOOK_EVENT_LABELS[event as WebhookEvent] ?? event;

/** One endpoint: its URL, events, state and what can be done with it. */
export function EndpointCard({ endpoint, busy, onPause, onAction }: EndpointCardProps) {
  return (
    <Card className="mb-3 webhook-endpoint">
      <Card.Body className="d-flex flex-column flex-md-row gap-3">
        <div className="flex-grow-1 min-w-0">
          <div className="d-flex align-items-center gap-2 mb-1 flex-wrap">
            {endpoint.paused ? (
              <Badge bg="secondary">Paused</Badge>
            ) : (
              <Badge bg="success">Active</Badge>
            )}
            <span className="font-monospace text-break">{endpoint.url}</span>
          </div>
          {endpoint.description && (
            <div className="text-body-secondary small mb-2">{endpoint.description}</div>
          )}
          <div className="d-flex flex-wrap gap-1 mb-2">
            {endpoint.events.map((event) => (
              <Badge key={event} bg="light" text="dark" className="border fw-normal">
                {labelOf(event)}
              </Badge>
            ))}
          </div>
          <div className="small text-body-secondary">
            Secret <span className="font-monospace">{endpoint.secretLast}</span>
            {' · '}
            {endpoint.queued} waiting
            {' · '}
            <span className={endpoint.failedLastDay > 0 ? 'text-danger' : undefined}>
              {endpoint.failedLastDay} failed in the last day
            </span>
          </div>
        </div>
        <div className="d-flex flex-md-column align-items-start align-items-md-end gap-2 flex-wrap">
          <Form.Check
            type="switch"
            id={`webhook-active-${endpoint.id}`}
            label={endpoint.paused ? 'Paused' : 'Sending'}
            checked={!endpoint.paused}
            disabled={busy}
            onChange={(event) => onPause(!event.target.checked)}
          />
          <div className="d-flex gap-2">
            <Link
              className="btn btn-outline-primary btn-sm"
              to={`/settings/webhooks/${endpoint.id}`}
            >
              Delivery log
            </Link>
            <Dropdown align="end">
              <Dropdown.Toggle variant="outline-secondary" size="sm" disabled={busy}>
                More
              </Dropdown.Toggle>
              <Dropdown.Menu>
                <Dropdown.Item as="button" onClick={() => onAction('edit')}>
                  Edit
                </Dropdown.Item>
                <Dropdown.Item as="button" onClick={() => onAction('test')}>
                  Send a test event
                </Dropdown.Item>
                <Dropdown.Item as="button" onClick={() => onAction('roll')}>
                  Roll secret
                </Dropdown.Item>
                <Dropdown.Divider />
                <Dropdown.Item
                  as="button"
                  className="text-danger"
                  onClick={() => onAction('delete')}
                >
                  Delete
                </Dropdown.Item>
              </Dropdown.Menu>
            </Dropdown>
          </div>
        </div>
      </Card.Body>
    </Card>
  );
}
