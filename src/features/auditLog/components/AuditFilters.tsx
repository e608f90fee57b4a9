import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import {
  AUDIT_METHODS,
  AUDIT_OUTCOMES,
  AUDIT_TARGET_TYPES,
  type AuditPerson,
} from '../../../../contract/auditLog';
import { METHOD_LABELS, OUTCOME_LABELS, TARGET_LABELS } from '../auditLabels';
import { EMPTY_FILTER, type AuditFilterForm } from '../auditFilter';

interface AuditFiltersProps {
  value: AuditFilterForm;
  people: readonly AuditPerson[];
  onChange: (next: AuditFilterForm) => void;
}

/** Who, what, which action and outcome, and the days: each change reloads the first page. */
export function AuditFilters({ value, people, onChange }: AuditFiltersProps) {
  const set = (field: keyof AuditFilterForm) => (text: string) =>
    onChange({ ...value, [field]: text });
  const filtered = Object.values(value).some((text) => text !== '');
  const rangeBackwards = value.from !== '' && value.to !== '' && value.from > value.to;
  return (
    <Form
      className="audit-filters"
      aria-label="Filter the audit log"
      onSubmit={(e) => e.preventDefault()}
    >
      <Form.Group controlId="audit-admin">
        <Form.Label>Person</Form.Label>
        <Form.Select size="sm" value={value.admin} onChange={(e) => set('admin')(e.target.value)}>
          <option value="">Everyone</option>
          {people.map((person) => (
            <option key={person.id} value={person.id}>
              {person.name === person.email ? person.email : `${person.name} (${person.email})`}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Form.Group controlId="audit-target">
        <Form.Label>Target</Form.Label>
        <Form.Select
          size="sm"
          value={value.targetType}
          onChange={(e) => set('targetType')(e.target.value)}
        >
          <option value="">Anything</option>
          {AUDIT_TARGET_TYPES.map((type) => (
            <option key={type} value={type}>
              {TARGET_LABELS[type]}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Form.Group controlId="audit-method">
        <Form.Label>Action</Form.Label>
        <Form.Select size="sm" value={value.method} onChange={(e) => set('method')(e.target.value)}>
          <option value="">Any action</option>
          {AUDIT_METHODS.map((method) => (
            <option key={method} value={method}>
              {METHOD_LABELS[method]}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Form.Group controlId="audit-outcome">
        <Form.Label>Outcome</Form.Label>
        <Form.Select
          size="sm"
          value={value.outcome}
          onChange={(e) => set('outcome')(e.target.value)}
        >
          <option value="">Any outcome</option>
          {AUDIT_OUTCOMES.map((outcome) => (
            <option key={outcome} value={outcome}>
              {OUTCOME_LABELS[outcome]}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Form.Group controlId="audit-from">
        <Form.Label>From</Form.Label>
        <Form.Control
          size="sm"
          type="date"
          value={value.from}
          max={value.to || undefined}
          onChange={(e) => set('from')(e.target.value)}
        />
      </Form.Group>
      <Form.Group controlId="audit-to">
        <Form.Label>To</Form.Label>
        <Form.Control
          size="sm"
          type="date"
          value={value.to}
          min={value.from || undefined}
          isInvalid={rangeBackwards}
          aria-describedby={rangeBackwards ? 'audit-to-error' : undefined}
          onChange={(e) => set('to')(e.target.value)}
        />
        {rangeBackwards && (
          <Form.Control.Feedback id="audit-to-error" type="invalid" role="alert">
            The end is before the start.
          </Form.Control.Feedback>
        )}
      </Form.Group>
      <div className="audit-filters-clear">
        <Button
          size="sm"
          variant="link"
          disabled={!filtered}
          onClick={() => onChange(EMPTY_FILTER)}
        >
          Clear filters
        </Button>
      </div>
    </Form>
  );
}
