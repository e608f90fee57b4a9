import { useCallback, useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import { Link, useParams } from 'react-router-dom';
import {
  WEBHOOK_EVENT_LABELS,
  type WebhookDelivery,
  type WebhookDeliveryStatus,
  type WebhookEvent,
  type WebhookLog,
} from '../../../../contract/webhooks';
import { EmptyState } from '../../../components/ui/EmptyState';
import { LoadError } from '../../../components/ui/LoadError';
import { PageLoading } from '../../../components/ui/PageLoading';
import { notify } from '../../../lib/notify';
import { failureOf } from '../../../state/createApiThunk';
import { useAppDispatch } from '../../../state/hooks';
import { DeliveryStatus } from '../components/DeliveryStatus';
import '../components/Webhooks.css';
import { fetchDeliveryLog, resendDelivery } from '../webhooksThunks';

const when = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleString(undefined, {
        month: 'short',
        day: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
      })
    : '—';
const labelOf = (type: string) =>
  type === 'webhook.test' ? 'Test event' : (WEBHOOK_EVENT_LABELS[type as WebhookEvent] ?? type);

/** What the latest read answered, for the page, filter and reload it was made for. */
type Loaded = { key: string; log: WebhookLog | null; error: string | null };

/** /settings/webhooks/:id: one endpoint's deliveries, newest first, with Resend. */
export function WebhookLogPage() {
  const { id = '' } = useParams();
  const dispatch = useAppDispatch();
  const [status, setStatus] = useState<WebhookDeliveryStatus | ''>('');
  const [page, setPage] = useState(1);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [reloads, setReloads] = useState(0);
  const [resending, setResending] = useState<string | null>(null);
  const reload = useCallback(() => setReloads((count) => count + 1), []);

  useEffect(() => {
    const key = `${id}:${page}:${status}:${reloads}`;
    const request = dispatch(
      fetchDeliveryLog({ id, query: { page, ...(status ? { status } : {}) } }),
    );
    void request.then((result) => {
      if (fetchDeliveryLog.fulfilled.match(result))
        setLoaded({ key, log: result.payload, error: null });
      else {
        const failure = failureOf(result);
        if (failure) setLoaded({ key, log: null, error: failure.message });
      }
    });
    return () => request.abort();
  }, [dispatch, id, page, status, reloads]);

  const resend = async (delivery: WebhookDelivery) => {
    setResending(delivery.id);
    const result = await dispatch(resendDelivery({ id, deliveryId: delivery.id }));
    setResending(null);
    if (resendDelivery.fulfilled.match(result)) {
      notify.success('Queued to be sent again.');
      reload();
    }
  };

  // The last answer stays in view while the next page loads.
  const log = loaded?.log ?? null;
  const error = loaded?.key === `${id}:${page}:${status}:${reloads}` ? loaded.error : null;
  const pages = log ? Math.max(1, Math.ceil(log.total / log.pageSize)) : 1;
  const counted = log ? `${log.total.toLocaleString()}${log.totalCapped ? '+' : ''}` : '';

  return (
    <div className="container-fluid py-4">
      <header className="d-flex flex-wrap align-items-end gap-3 mb-3">
        <div className="me-auto">
          <Link to="/settings/webhooks" className="small">
            <i className="bi bi-arrow-left me-1" aria-hidden="true" />
            Webhooks
          </Link>
          <h1 className="h3 mb-0 mt-1">Delivery log</h1>
        </div>
        <Form.Group controlId="webhook-log-status" className="d-flex align-items-center gap-2">
          <Form.Label className="mb-0 small text-nowrap">Show</Form.Label>
          <Form.Select
            size="sm"
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as WebhookDeliveryStatus | '');
              setPage(1);
            }}
          >
            <option value="">All deliveries</option>
            <option value="queued">Waiting or retrying</option>
            <option value="delivered">Delivered</option>
            <option value="failed">Failed</option>
          </Form.Select>
        </Form.Group>
        <Button variant="outline-secondary" size="sm" onClick={reload}>
          <i className="bi bi-arrow-clockwise me-1" aria-hidden="true" />
          Refresh
        </Button>
      </header>
      {error ? (
        <LoadError message={error} onRetry={reload} />
      ) : !log ? (
        <PageLoading label="Loading deliveries…" />
      ) : log.deliveries.length === 0 ? (
        <EmptyState icon="bi-inbox" title="No deliveries">
          {status
            ? 'None with this status. Choose All deliveries to see the rest.'
            : 'Events this endpoint takes show here once they happen. Send a test event to try it.'}
        </EmptyState>
      ) : (
        <>
          <Table responsive hover className="align-middle">
            <thead>
              <tr>
                <th>Event</th>
                <th>Status</th>
                <th className="d-none d-md-table-cell">Response</th>
                <th className="text-end d-none d-sm-table-cell">Attempts</th>
                <th className="d-none d-md-table-cell">Next retry</th>
                <th className="d-none d-lg-table-cell">Queued</th>
                <th>
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {log.deliveries.map((delivery) => (
                <tr key={delivery.id}>
                  <td>
                    <div className="text-nowrap">{labelOf(delivery.eventType)}</div>
                    <div className="small text-body-secondary font-monospace text-nowrap">
                      {delivery.eventId.slice(0, 8)}
                    </div>
                  </td>
                  <td>
                    <DeliveryStatus status={delivery.status} attempts={delivery.attempts} />
                    {/* Narrow screens: the answer's code under the status. */}
                    {delivery.lastResponseCode !== null && (
                      <div className="small text-body-secondary d-md-none">
                        {delivery.lastResponseCode}
                      </div>
                    )}
                  </td>
                  <td className="d-none d-md-table-cell">
                    <div>{delivery.lastResponseCode ?? '—'}</div>
                    <div
                      className="small text-body-secondary webhook-log-excerpt"
                      title={delivery.lastError ?? delivery.lastResponseExcerpt ?? ''}
                    >
                      {delivery.lastError ?? delivery.lastResponseExcerpt ?? ''}
                    </div>
                  </td>
                  <td className="text-end d-none d-sm-table-cell">{delivery.attempts}</td>
                  <td className="d-none d-md-table-cell text-nowrap">
                    {delivery.status === 'queued' ? when(delivery.nextAttemptAt) : '—'}
                  </td>
                  <td className="d-none d-lg-table-cell text-nowrap">{when(delivery.createdAt)}</td>
                  <td className="text-end">
                    <Button
                      variant="outline-primary"
                      size="sm"
                      disabled={resending === delivery.id}
                      onClick={() => void resend(delivery)}
                    >
                      {resending === delivery.id && (
                        <Spinner size="sm" className="me-1" aria-hidden="true" />
                      )}
                      Resend
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
          <nav className="d-flex align-items-center gap-2" aria-label="Delivery log pages">
            <Button
              variant="outline-secondary"
              size="sm"
              disabled={page <= 1}
              onClick={() => setPage(page - 1)}
            >
              Newer
            </Button>
            <span className="small text-body-secondary">
              Page {page} of {log.totalCapped ? `${pages}+` : pages} · {counted} deliveries
            </span>
            <Button
              variant="outline-secondary"
              size="sm"
              disabled={page >= pages && !log.totalCapped}
              onClick={() => setPage(page + 1)}
            >
              Older
            </Button>
          </nav>
        </>
      )}
    </div>
  );
}
