import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import ListGroup from 'react-bootstrap/ListGroup';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import type {
  MessageTemplate,
  MessageTemplateSummary,
} from '../../../../contract/messageTemplates';
import { LoadError } from '../../../components/ui/LoadError';
import { SearchBox } from '../../../components/ui/SearchBox';
import { failureOf } from '../../../state/createApiThunk';
import { useAppDispatch } from '../../../state/hooks';
import '../messageTemplatesSlice';
import { fetchTemplate, fetchTemplates } from '../messageTemplatesThunks';
import { languageName } from './languageNames';

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
}

/**
 * "Use a template": a button opening a searchable list of the saved templates; picking one
 * loads it whole and hands it to `onPick`. Pages that compose messages mount it.
 */
export function TemplatePicker({ onPick, label = 'Use a template' }: TemplatePickerProps) {
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [found, setFound] = useState<Found>({ status: 'loading' });
  const [picking, setPicking] = useState<string | null>(null);
  const [pickError, setPickError] = useState<string | null>(null);
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    if (!open) return;
    const request = dispatch(
      fetchTemplates({
        limit: PICKER_LIMIT,
        sort: 'name',
        order: 'asc',
        ...(search.trim() ? { search: search.trim() } : {}),
      }),
    );
    void request.then((result) => {
      if (fetchTemplates.fulfilled.match(result)) {
        setFound({ status: 'done', ...result.payload });
        return;
      }
      const failure = failureOf(result);
      if (failure) setFound({ status: 'failed', error: failure.message });
    });
    return () => request.abort();
  }, [dispatch, open, search, reloads]);

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
    const result = await dispatch(fetchTemplate(item._id));
    setPicking(null);
    if (fetchTemplate.fulfilled.match(result)) {
      onPick(result.payload);
      close();
      return;
    }
    setPickError(failureOf(result)?.message ?? null);
  };

  return (
    <>
      <Button variant="outline-secondary" onClick={() => ask(() => setOpen(true))}>
        <i className="bi bi-file-earmark-text me-2" aria-hidden="true" />
        {label}
      </Button>
      <Modal show={open} onHide={close} scrollable aria-labelledby="template-picker-title">
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
                      <span className="fw-semibold me-auto">{item.name}</span>
                      {picking === item._id && (
                        <Spinner animation="border" size="sm" aria-label="Loading" />
                      )}
                    </span>
                    <span className="d-block small text-body-secondary text-truncate">
                      {item.title || item.push_message}
                    </span>
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
      </Modal>
    </>
  );
}
