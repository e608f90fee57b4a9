import { useEffect, useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';

/** Long enough to skip the keystrokes of a word, short enough to feel immediate. */
export const SEARCH_DEBOUNCE_MS = 350;

interface SearchBoxProps {
  /** The search in force (from the URL); the box follows it when it changes elsewhere, as on Back. */
  value: string;
  onSearch: (value: string) => void;
  label: string;
  placeholder?: string;
  delay?: number;
}

export function SearchBox({
  value,
  onSearch,
  label,
  placeholder,
  delay = SEARCH_DEBOUNCE_MS,
}: SearchBoxProps) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    setDraft(value);
  }

  useEffect(() => {
    if (draft.trim() === value.trim()) return;
    const timer = setTimeout(() => onSearch(draft.trim()), delay);
    return () => clearTimeout(timer);
  }, [draft, value, onSearch, delay]);

  return (
    <Form role="search" onSubmit={(event) => event.preventDefault()} className="search-box">
      <Form.Label htmlFor={id} visuallyHidden>
        {label}
      </Form.Label>
      <InputGroup>
        <InputGroup.Text className="bg-body">
          <i className="bi bi-search" aria-hidden="true" />
        </InputGroup.Text>
        <Form.Control
          id={id}
          type="search"
          value={draft}
          placeholder={placeholder}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            // Enter searches at once rather than after the pause.
            if (event.key === 'Enter') onSearch(draft.trim());
          }}
          autoComplete="off"
        />
      </InputGroup>
    </Form>
  );
}
