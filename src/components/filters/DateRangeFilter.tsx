import Form from 'react-bootstrap/Form';
import { rangeBackwards } from '../../lib/filterParams';

interface DateRangeFilterProps {
  /** Prefixes the fields' ids: "history" gives history-from and history-to. */
  idPrefix: string;
  /** The days as YYYY-MM-DD, '' when open. */
  from: string;
  to: string;
  onChange: (range: { from: string; to: string }) => void;
}

/** From and To days of a FilterBar; a range that ends before it starts is said under To. */
export function DateRangeFilter({ idPrefix, from, to, onChange }: DateRangeFilterProps) {
  const backwards = rangeBackwards(from, to);
  const errorId = `${idPrefix}-to-error`;
  return (
    <>
      <Form.Group controlId={`${idPrefix}-from`}>
        <Form.Label>From</Form.Label>
        <Form.Control
          size="sm"
          type="date"
          value={from}
          max={to || undefined}
          onChange={(event) => onChange({ from: event.target.value, to })}
        />
      </Form.Group>
      <Form.Group controlId={`${idPrefix}-to`}>
        <Form.Label>To</Form.Label>
        <Form.Control
          size="sm"
          type="date"
          value={to}
          min={from || undefined}
          isInvalid={backwards}
          aria-describedby={backwards ? errorId : undefined}
          onChange={(event) => onChange({ from, to: event.target.value })}
        />
        {backwards && (
          <Form.Control.Feedback id={errorId} type="invalid" role="alert">
            The end is before the start.
          </Form.Control.Feedback>
        )}
      </Form.Group>
    </>
  );
}
