import { useEffect, useState, type FormEvent } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import ListGroup from 'react-bootstrap/ListGroup';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { languageName } from '../../../contract/languages';
import type { MessageTemplate, MessageTemplateSummary } from '../../../contract/messageTemplates';
import { errorMessage } from '../../lib/apiErrors';
import { fetchTemplate, fetchTemplatePage } from '../../lib/messageTemplateReads';
import { LoadError } from '../ui/LoadError';
import { SearchBox } from '../ui/SearchBox';
import './templates.css';

const PICKER_LIMIT = 20;

type Found =
  | { status: 'loading' }
  | { status: 'failed'; error: string }
  | { status: 'done'; templates: MessageTemplateSummary[]; total: number };

interface TemplatePickerProps {
  /** Gets the whole template, its variants too, once the admin picks one. */
  onPick: (template: MessageTemplate) => void;
  /** The button's words. */
  label?: string;
  /** The button's size: small where it sits in a dialog. */
  size?: 'sm';
}

/** Whose template it is: the organisation's, or a channel's own. */
const placeOf = (item: MessageTemplateSummary) => (item.cpId === null ? 'Organization' : 'Channel');

/**
 * The dialog renders in a portal, but React still bubbles its events up the component tree:
 * the search box's form would otherwise submit the form the picker is mounted in.
 */
const keepSubmitInside = (event: FormEvent) => event.stopPropagation();

/**
 * "Use a template": a button opening a searchable list of the saved templates, each with its
 * title and push text to recognise it by; picking one loads it whole and hands it to `onPick`.
 * Every place that writes a message mounts this one picker.
 */
export function TemplatePicker({ onPick, label = 'Use a template', size }: TemplatePickerProps) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [found, setFound] = useState<Found>({ status: 'loading' });
  const [picking, setPicking] = useState<string | null>(null);
  const [pickError, setPickError] = useState<string | null>(null);
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    const query = {
      limit: PICKER_LIMIT,
      sort: 'name' as const,
      order: 'asc' as const,
      // A channel admin picks from the organisation's templates too.
      usable: true,
      ...(search.trim() ? { search: search.trim() } : {}),
    };
    fetchTemplatePage(query, controller.signal).then(
      (page) => setFound({ status: 'done', templates: page.templates, total: page.total }),
      (error: unknown) => {
        if (!controller.signal.aborted) setFound({ status: 'failed', error: errorMessage(error) });
      },
    );
    return () => controller.abort();
  }, [open, search, reloads]);

  /** Each new ask shows the loading state until its answer comes. */
  const ask = (change: () => void) => {
    setFound({ status: 'loading' });
    change();
  };

  const close = () => {
    setOpen(false);
    setSearch('');
    setPickError(null);
  };

  const pick = async (item: MessageTemplateSummary) => {
    setPicking(item._id);
    setPickError(null);
    try {
      const template = await fetchTemplate(item._id, undefined, true);
      close();
      onPick(template);
    } catch (error) {
      setPickError(errorMessage(error));
    } finally {
      setPicking(null);
    }
  };

  return (
    <>
      <Button variant="outline-secondary" size={size} onClick={() => ask(() => setOpen(true))}>
        <i className="bi bi-file-earmark-text me-2" aria-hidden="true" />
        {label}
      </Button>
      <Modal
        show={open}
        onHide={close}
        scrollable
        className="template-picker"
        aria-labelledby="template-picker-title"
      >
        <div onSubmit={keepSubmitInside} className="template-picker-events">
          <Modal.Header closeButton>
            <Modal.Title id="template-picker-title" as="h2" className="h5">
              Choose a template
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <SearchBox
              value={search}
              onSearch={(term) => {
                if (term !== search) ask(() => setSearch(term));
              }}
              label="Search templates"
              placeholder="Search by name"
            />
            {pickError && (
              <p className="text-danger small mt-2 mb-0" role="alert">
                {pickError}
              </p>
            )}
            <div className="mt-3">
              {found.status === 'loading' ? (
                <div className="d-flex align-items-center gap-2 text-body-secondary" role="status">
                  <Spinner animation="border" size="sm" aria-hidden="true" />
                  Loading templates…
                </div>
              ) : found.status === 'failed' ? (
                <LoadError
                  message={found.error}
                  onRetry={() => ask(() => setReloads((count) => count + 1))}
                />
              ) : found.templates.length === 0 ? (
                <p className="text-body-secondary mb-0">
                  {search ? 'No templates match this search.' : 'No templates saved yet.'}
                </p>
              ) : (
                <ListGroup role="group" aria-label="Templates">
                  {found.templates.map((item) => (
                    <ListGroup.Item
                      key={item._id}
                      action
                      as="button"
                      type="button"
                      disabled={picking !== null}
                      onClick={() => void pick(item)}
                    >
                      <span className="d-flex align-items-center gap-2">
                        <span className="fw-semibold me-auto text-break">{item.name}</span>
                        <Badge bg="light" text="dark" className="border fw-normal">
                          {placeOf(item)}
                        </Badge>
                        {picking === item._id && (
                          <Spinner animation="border" size="sm" aria-label="Loading" />
                        )}
                      </span>
                      {item.title && (
                        <span className="d-block small text-truncate">{item.title}</span>
                      )}
                      {item.push_message && (
                        <span className="d-block small text-body-secondary template-picker-push">
                          {item.push_message}
                        </span>
                      )}
                      {item.languages.length > 0 && (
                        <span className="d-block small text-body-secondary">
                          Also in {item.languages.map(languageName).join(', ')}
                        </span>
                      )}
                    </ListGroup.Item>
                  ))}
                </ListGroup>
              )}
              {found.status === 'done' && found.total > found.templates.length && (
                <p className="small text-body-secondary mt-2 mb-0">
                  Showing {found.templates.length} of {found.total}: search to find the others.
                </p>
              )}
            </div>
          </Modal.Body>
        </div>
      </Modal>
    </>
  );
}
