import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { MAILBOX_PAGE_SIZE, type MailboxKind } from '../../../../contract/mailbox';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { ListPage } from '../../../components/list/ListPage';
import { usePageParam } from '../../../components/list/usePageParam';
import { EmptyState } from '../../../components/ui/EmptyState';
import { PageHeader } from '../../../components/ui/PageHeader';
import { SearchBox } from '../../../components/ui/SearchBox';
import { SegmentedControl } from '../../../components/ui/SegmentedControl';
import { MailboxMessage } from '../components/MailboxMessage';
import '../components/Mailbox.css';
import { selectMailboxFlow, selectMailboxItems, selectMailboxTotal } from '../mailboxSlice';
import { fetchMailbox } from '../mailboxThunks';

type ShownKind = Exclude<MailboxKind, 'push'>;

const KINDS: readonly { value: ShownKind; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'email', label: 'Emails' },
  { value: 'text', label: 'Texts' },
];

const isShownKind = (text: string | null): text is ShownKind =>
  KINDS.some((kind) => kind.value === text);

const TITLE = 'Mailbox';
const DESCRIPTION =
  'Emails and texts the platform kept instead of sending, while no SMTP server is set: sign-in codes, invitations, reset links, sign-up texts and messages, newest first.';

/**
 * /mailbox: the development mailbox (docs/decisions.md, "The development mailbox"), a platform
 * admin's, read from the running API while email stays in the outbox. What it shows (kind,
 * search, page) lives in the address, so a reload or Back shows the same list.
 */
export function MailboxPage() {
  const dispatch = useAppDispatch();
  const items = useAppSelector(selectMailboxItems);
  const total = useAppSelector(selectMailboxTotal);
  const flow = useAppSelector(selectMailboxFlow);
  const [params, setParams] = useSearchParams();
  const kindParam = params.get('kind');
  const kind: ShownKind = isShownKind(kindParam) ? kindParam : 'all';
  const search = (params.get('search') ?? '').trim().slice(0, 100);
  const [page, setPage] = usePageParam();
  const [reloads, setReloads] = useState(0);
  const reload = useCallback(() => setReloads((count) => count + 1), []);

  useEffect(() => {
    const request = dispatch(
      fetchMailbox({
        kind,
        page,
        limit: MAILBOX_PAGE_SIZE,
        ...(search ? { search } : {}),
      }),
    );
    return () => request.abort();
  }, [dispatch, kind, search, page, reloads]);

  /** A new kind or search: back to the first page. */
  const show = useCallback(
    (next: { kind?: ShownKind; search?: string }) =>
      setParams((current) => {
        const merged = new URLSearchParams(current);
        merged.delete('page');
        for (const [key, value] of Object.entries(next)) {
          if (value && !(key === 'kind' && value === 'all')) merged.set(key, value);
          else merged.delete(key);
        }
        return merged;
      }),
    [setParams],
  );
  const searchFor = useCallback((term: string) => show({ search: term }), [show]);

  if (flow.status === 'failed' && flow.code === 'error_mailbox_unavailable') {
    return (
      <div className="container-fluid py-4">
        <PageHeader title={TITLE} description={DESCRIPTION} />
        <Alert variant="info">
          There is no mailbox here: this server sends email through its SMTP server (SMTP_URL is
          set), so every email has gone to its inbox.
        </Alert>
      </div>
    );
  }

  const noun = kind === 'email' ? 'emails' : kind === 'text' ? 'texts' : 'emails or texts';
  return (
    <ListPage
      title={TITLE}
      description={DESCRIPTION}
      actions={
        <Button variant="outline-secondary" onClick={reload} disabled={flow.status === 'loading'}>
          <i className="bi bi-arrow-clockwise me-2" aria-hidden="true" />
          Refresh
        </Button>
      }
      toolbar={
        <div className="mailbox-toolbar">
          <SegmentedControl
            label="Show"
            segments={KINDS}
            value={kind}
            onChange={(next) => show({ kind: next })}
          />
          <div className="ms-md-auto">
            <SearchBox
              value={search}
              onSearch={searchFor}
              label="Search the mailbox"
              placeholder="Search address or text"
            />
          </div>
        </div>
      }
      flow={flow}
      rowCount={items.length}
      onRetry={reload}
      skeleton={{ columns: 3, label: 'Loading the mailbox…' }}
      emptyState={
        <EmptyState
          icon="bi-envelope-open"
          title={search ? `No ${noun} match this search` : `No ${noun} yet`}
        >
          {search
            ? 'Try another address or word.'
            : 'Sign-in codes, invitations, reset links and texts appear here as they are sent.'}
        </EmptyState>
      }
      paging={{
        page,
        total,
        pageSize: MAILBOX_PAGE_SIZE,
        onChange: setPage,
        label: 'Mailbox pages',
      }}
    >
      <ol
        className="mailbox-list"
        aria-label="Emails and texts, newest first"
        aria-busy={flow.status === 'loading'}
      >
        {items.map((item) => (
          <li key={`${item.kind}-${item._id}`}>
            <MailboxMessage item={item} />
          </li>
        ))}
      </ol>
    </ListPage>
  );
}
