import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { SEARCH_DEBOUNCE_MS } from '../../../components/ui/SearchBox';
import { errorMessage } from '../../../lib/apiErrors';
import { messageTypeName } from '../../../lib/messageTypeLabels';
import { fromServerTime } from '../../../lib/serverTime';
import { useAppSelector } from '../../../state/hooks';
import { selectChannelInView, selectCompanyInView } from '../../../state/session';
import { searchMessageChoices, type MessageChoice } from '../messageChoicesApi';
import { useMessageName, type MessageName } from './useMessageName';

type Found =
  | { status: 'loading' }
  | { status: 'failed'; error: string }
  | { status: 'done'; messages: MessageChoice[]; total: number };

/** "Any message" first, then the messages found. */
type Option = { kind: 'any' } | { kind: 'message'; message: MessageChoice };

const ANY: Option = { kind: 'any' };

function nameText(name: MessageName | null): string {
  if (!name) return '';
  switch (name.status) {
    case 'found':
      return name.title;
    case 'deleted':
      return 'Deleted message';
    case 'loading':
      return 'Loading the message…';
    case 'unknown':
      return 'A message you may not list';
  }
}

interface MessagePickerProps {
  value: string | undefined;
  onChange: (messageId: string | undefined) => void;
}

/**
 * Which message an engagement condition is about: a combobox (the ARIA 1.2 pattern, list
 * autocomplete) searching the messages of the scope the console shows through the history's own
 * call. Arrow keys move through the list, Enter picks, Escape closes it and puts the chosen
 * message's title back.
 */
export function MessagePicker({ value, onChange }: MessagePickerProps) {
  const baseId = useId();
  const listId = `${baseId}-list`;
  const cpId = useAppSelector(selectChannelInView);
  const companyId = useAppSelector(selectCompanyInView);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  // The answer with the search it answers: another search shows loading until its own comes.
  const [answer, setAnswer] = useState<{ search: string; found: Found } | null>(null);
  const [active, setActive] = useState(-1);
  const [picked, setPicked] = useState<MessageChoice | null>(null);
  const listRef = useRef<HTMLUListElement>(null);

  const knownTitle = picked && picked.id === value ? picked.title : undefined;
  const name = useMessageName(companyId, value, knownTitle);

  // The search follows the typing after a pause, so each keystroke is not a call.
  useEffect(() => {
    const next = (query ?? '').trim();
    if (next === search) return;
    const timer = setTimeout(() => setSearch(next), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query, search]);

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    searchMessageChoices(cpId, search, controller.signal).then(
      (page) => setAnswer({ search, found: { status: 'done', ...page } }),
      (error: unknown) => {
        if (!controller.signal.aborted)
          setAnswer({ search, found: { status: 'failed', error: errorMessage(error) } });
      },
    );
    return () => controller.abort();
  }, [open, cpId, search]);

  const found: Found = answer && answer.search === search ? answer.found : { status: 'loading' };
  const options: Option[] =
    found.status === 'done'
      ? [ANY, ...found.messages.map((message) => ({ kind: 'message' as const, message }))]
      : [ANY];

  useEffect(() => {
    listRef.current
      ?.querySelector('[aria-selected="true"]')
      ?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  const close = () => {
    setOpen(false);
    setAnswer(null);
    setQuery(null);
    setSearch('');
    setActive(-1);
  };

  const pick = (option: Option) => {
    if (option.kind === 'any') {
      setPicked(null);
      onChange(undefined);
    } else {
      setPicked(option.message);
      onChange(option.message.id);
    }
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) setOpen(true);
        setActive((index) => Math.min(index + 1, options.length - 1));
        return;
      case 'ArrowUp':
        event.preventDefault();
        setActive((index) => Math.max(index - 1, 0));
        return;
      case 'Enter': {
        // Enter picks from the open list; it must not submit the segment's form meanwhile.
        if (!open) return;
        event.preventDefault();
        const option = options[active];
        if (option) pick(option);
        return;
      }
      case 'Escape':
        if (open || query !== null) {
          event.preventDefault();
          close();
        }
        return;
    }
  };

  const optionId = (index: number) => `${baseId}-option-${index}`;
  const shownText = query ?? (value === undefined ? '' : nameText(name));

  return (
    <div className="segment-message-picker">
      <Form.Control
        type="text"
        role="combobox"
        aria-label="Which message"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        placeholder="Any message: type to search by title"
        value={shownText}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(-1);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onBlur={close}
        onKeyDown={onKeyDown}
      />
      {open && (
        <div className="segment-message-popup border rounded shadow-sm bg-body">
          <ul
            ref={listRef}
            id={listId}
            role="listbox"
            aria-label="Messages"
            className="list-unstyled mb-0"
          >
            {options.map((option, index) => (
              <li
                key={option.kind === 'any' ? 'any' : option.message.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className={`segment-message-option px-2 py-1${index === active ? ' active' : ''}`}
                // Keep the focus in the input, so its blur does not close the list first.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(option)}
              >
                {option.kind === 'any' ? (
                  'Any message'
                ) : (
                  <>
                    <span className="d-block fw-semibold text-break">{option.message.title}</span>
                    <span className="d-block small text-body-secondary">
                      {`${fromServerTime(option.message.dateCreated)} · ${messageTypeName(option.message.type)}`}
                    </span>
                  </>
                )}
              </li>
            ))}
          </ul>
          <div role="status" className="small text-body-secondary px-2 py-1">
            {found.status === 'loading' ? (
              <span className="d-inline-flex align-items-center gap-2">
                <Spinner animation="border" size="sm" aria-hidden="true" />
                Searching messages…
              </span>
            ) : found.status === 'failed' ? (
              <span className="text-danger">Messages did not load: {found.error}</span>
            ) : found.messages.length === 0 ? (
              search ? (
                'No messages match this search.'
              ) : (
                'No messages sent yet.'
              )
            ) : found.total > found.messages.length ? (
              `Showing the newest ${found.messages.length} of ${found.total}: type to find the others.`
            ) : null}
          </div>
        </div>
      )}
    </div>
  );
}
