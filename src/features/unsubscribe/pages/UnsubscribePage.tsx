import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import { useParams } from 'react-router-dom';
import type { UnsubscribeState } from '../../../../contract/unsubscribe';
import { EmptyState } from '../../../components/ui/EmptyState';
import { LoadError } from '../../../components/ui/LoadError';
import { PageLoading } from '../../../components/ui/PageLoading';
import { errorCode, errorMessage } from '../../../lib/apiErrors';
import '../components/Unsubscribe.css';
import { confirmUnsubscribe, fetchUnsubscribe } from '../unsubscribeApi';

type View =
  | { kind: 'loading' }
  | { kind: 'notFound' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; state: UnsubscribeState; done: 'no' | 'now' | 'before' };

/** Whose emails: the channel's, or the organisation's for a message of no channel. */
const sourceOf = (state: UnsubscribeState) => state.channel ?? state.organisation;

/**
 * /unsubscribe/:token: the page a message email's footer link opens, with no sign-in. Opening it
 * changes nothing (mail scanners open links too); the button stops the emails, once.
 */
export function UnsubscribePage() {
  const { token = '' } = useParams();
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [reloads, setReloads] = useState(0);
  const [busy, setBusy] = useState(false);
  const [postError, setPostError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchUnsubscribe(token, controller.signal).then(
      (state) => setView({ kind: 'ready', state, done: state.unsubscribed ? 'before' : 'no' }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setView(
          errorCode(error) === 'not_found'
            ? { kind: 'notFound' }
            : { kind: 'failed', message: errorMessage(error) },
        );
      },
    );
    return () => controller.abort();
  }, [token, reloads]);

  useEffect(() => {
    document.title = 'Unsubscribe';
  }, []);

  async function unsubscribe() {
    setBusy(true);
    setPostError(null);
    try {
      const result = await confirmUnsubscribe(token);
      setView({ kind: 'ready', state: result, done: result.changed ? 'now' : 'before' });
    } catch (error) {
      setPostError(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  const content = () => {
    if (view.kind === 'loading') return <PageLoading label="Opening your unsubscribe link…" />;
    if (view.kind === 'notFound')
      return (
        <EmptyState icon="bi-envelope-x" title="This unsubscribe link does not work">
          It may have been cut short or mistyped. Open the link from the email again, or choose what
          you receive in the app's settings.
        </EmptyState>
      );
    if (view.kind === 'failed')
      return (
        <LoadError
          message={view.message}
          onRetry={() => {
            setView({ kind: 'loading' });
            setReloads((n) => n + 1);
          }}
        />
      );
    const { state, done } = view;
    const source = sourceOf(state);
    if (done !== 'no')
      return (
        <div className="text-center" role="status">
          <span className="unsubscribe-icon is-done" aria-hidden="true">
            <i className="bi bi-check-lg" />
          </span>
          <h1 className="h4 mb-2">
            {done === 'now' ? 'You are unsubscribed' : 'Already unsubscribed'}
          </h1>
          <p className="mb-2">
            {done === 'now'
              ? `You are unsubscribed from ${source} emails.`
              : `You are already unsubscribed from ${source} emails. There is nothing more to do.`}
          </p>
          <p className="text-body-secondary small mb-0">
            Messages in the app and texts from {state.organisation} are not affected.
          </p>
        </div>
      );
    return (
      <>
        <p className="unsubscribe-from mb-2">
          {state.channel ? `${state.organisation} · ${state.channel}` : state.organisation}
        </p>
        <h1 className="h4 mb-3">Unsubscribe from {source} emails?</h1>
        <p className="mb-4">
          You will no longer get emails from {source}. Messages in the app and texts are not
          affected.
        </p>
        {postError && (
          <Alert variant="danger" role="alert">
            {postError}
          </Alert>
        )}
        <div className="d-grid">
          <Button size="lg" onClick={() => void unsubscribe()} disabled={busy}>
            {busy && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
            Unsubscribe
          </Button>
        </div>
      </>
    );
  };

  return (
    <main className="unsubscribe-page">
      <Card className="unsubscribe-card shadow-sm">
        <Card.Body className="p-4">{content()}</Card.Body>
      </Card>
    </main>
  );
}
