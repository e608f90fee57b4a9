import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import {
  DELIVERY_MODES,
  HISTORY_STATUSES,
  MESSAGE_TYPES,
  type MessageSender,
} from '../../../../contract/messages';
import { SearchBox } from '../../../components/ui/SearchBox';
import {
  EMPTY_HISTORY_FILTER,
  isFiltered,
  rangeBackwards,
  type HistoryFilterForm,
} from '../historyFilter';
import { DELIVERY_MODE_LABELS, HISTORY_STATUS_LABELS, typeLabel } from '../messageLabels';

interface HistoryFiltersProps {
  value: HistoryFilterForm;
  senders: readonly MessageSender[];
  onChange: (next: HistoryFilterForm, options?: { replace?: boolean }) => void;
}

/**
 * The history's search box and filters (type, delivery, status, days, sender). Each change
 * reloads the first page; the page keeps them in the address.
 */
export function HistoryFilters({ value, senders, onChange }: HistoryFiltersProps) {
  const set = (field: keyof HistoryFilterForm) => (text: string) =>
    onChange({ ...value, [field]: text });
  const backwards = rangeBackwards(value);
  // A sender chosen from a link but no longer among the writers still shows as chosen.
  const senderKnown = value.sender === '' || senders.some((s) => s._id === value.sender);
  return (
    <>
      <SearchBox
        value={value.search}
        // Typing a search replaces the address rather than add a step per pause.
        onSearch={(search) => onChange({ ...value, search }, { replace: value.search !== '' })}
        label="Search messages"
        placeholder="Search title or text"
      />
      <Form
        className="history-filters"
        aria-label="Filter messages"
        onSubmit={(event) => event.preventDefault()}
      >
        <Form.Group controlId="history-type">
          <Form.Label>Type</Form.Label>
          <Form.Select size="sm" value={value.type} onChange={(e) => set('type')(e.target.value)}>
            <option value="">Any type</option>
            {MESSAGE_TYPES.map((type) => (
              <option key={type} value={type}>
                {typeLabel(type)}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group controlId="history-delivery">
          <Form.Label>Delivery</Form.Label>
          <Form.Select
            size="sm"
            value={value.deliveryMode}
            onChange={(e) => set('deliveryMode')(e.target.value)}
          >
            <option value="">Any delivery</option>
            {DELIVERY_MODES.map((mode) => (
              <option key={mode} value={mode}>
                {DELIVERY_MODE_LABELS[mode]}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group controlId="history-status">
          <Form.Label>Status</Form.Label>
          <Form.Select
            size="sm"
            value={value.status}
            onChange={(e) => set('status')(e.target.value)}
          >
            <option value="">Any status</option>
            {HISTORY_STATUSES.map((status) => (
              <option key={status} value={status}>
                {HISTORY_STATUS_LABELS[status]}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group controlId="history-from">
          <Form.Label>From</Form.Label>
          <Form.Control
            size="sm"
            type="date"
            value={value.from}
            max={value.to || undefined}
            onChange={(e) => set('from')(e.target.value)}
          />
        </Form.Group>
        <Form.Group controlId="history-to">
          <Form.Label>To</Form.Label>
          <Form.Control
            size="sm"
            type="date"
            value={value.to}
            min={value.from || undefined}
            isInvalid={backwards}
            aria-describedby={backwards ? 'history-to-error' : undefined}
            onChange={(e) => set('to')(e.target.value)}
          />
          {backwards && (
            <Form.Control.Feedback id="history-to-error" type="invalid" role="alert">
              The end is before the start.
            </Form.Control.Feedback>
          )}
        </Form.Group>
        <Form.Group controlId="history-sender">
          <Form.Label>Sender</Form.Label>
          <Form.Select
            size="sm"
            value={value.sender}
            onChange={(e) => set('sender')(e.target.value)}
          >
            <option value="">Anyone</option>
            {!senderKnown && <option value={value.sender}>The admin chosen</option>}
            {senders.map((sender) => (
              <option key={sender._id} value={sender._id}>
                {sender.name}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <div className="history-filters-clear">
          <Button
            size="sm"
            variant="link"
            disabled={!isFiltered(value)}
            onClick={() => onChange(EMPTY_HISTORY_FILTER)}
          >
            Clear filters
          </Button>
        </div>
      </Form>
    </>
  );
}
