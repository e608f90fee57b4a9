import {
  AUDIT_METHODS,
  AUDIT_OUTCOMES,
  AUDIT_TARGET_TYPES,
  type AuditPerson,
} from '../../../../contract/auditLog';
import { DateRangeFilter } from '../../../components/filters/DateRangeFilter';
import { FilterBar } from '../../../components/filters/FilterBar';
import { SelectFilter, type SelectFilterSpec } from '../../../components/filters/SelectFilter';
import { isFiltered } from '../../../lib/filterParams';
import { METHOD_LABELS, OUTCOME_LABELS, TARGET_LABELS } from '../auditLabels';
import { EMPTY_FILTER, type AuditFilterForm } from '../auditFilter';

/** The selects whose choices are fixed, in their order on the bar after the person. */
const SELECTS: readonly (SelectFilterSpec & { field: keyof AuditFilterForm })[] = [
  {
    field: 'targetType',
    id: 'audit-target',
    label: 'Target',
    anyLabel: 'Anything',
    options: AUDIT_TARGET_TYPES.map((type) => ({ value: type, label: TARGET_LABELS[type] })),
  },
  {
    field: 'method',
    id: 'audit-method',
    label: 'Action',
    anyLabel: 'Any action',
    options: AUDIT_METHODS.map((method) => ({ value: method, label: METHOD_LABELS[method] })),
  },
  {
    field: 'outcome',
    id: 'audit-outcome',
    label: 'Outcome',
    anyLabel: 'Any outcome',
    options: AUDIT_OUTCOMES.map((outcome) => ({ value: outcome, label: OUTCOME_LABELS[outcome] })),
  },
];

interface AuditFiltersProps {
  value: AuditFilterForm;
  people: readonly AuditPerson[];
  onChange: (next: AuditFilterForm) => void;
}

/** Who, what, which action and outcome, and the days: each change reloads the first page. */
export function AuditFilters({ value, people, onChange }: AuditFiltersProps) {
  const set = (field: keyof AuditFilterForm) => (text: string) =>
    onChange({ ...value, [field]: text });
  const personOptions = people.map((person) => ({
    value: person.id,
    label: person.name === person.email ? person.email : `${person.name} (${person.email})`,
  }));
  return (
    <FilterBar
      label="Filter the audit log"
      className="audit-filters"
      canClear={isFiltered(value)}
      onClear={() => onChange(EMPTY_FILTER)}
    >
      <SelectFilter
        id="audit-admin"
        label="Person"
        anyLabel="Everyone"
        options={personOptions}
        value={value.admin}
        onChange={set('admin')}
      />
      {SELECTS.map(({ field, ...select }) => (
        <SelectFilter key={field} {...select} value={value[field]} onChange={set(field)} />
      ))}
      <DateRangeFilter
        idPrefix="audit"
        from={value.from}
        to={value.to}
        onChange={(range) => onChange({ ...value, ...range })}
      />
    </FilterBar>
  );
}
