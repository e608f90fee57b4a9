import Form from 'react-bootstrap/Form';

export interface FilterOption {
  value: string;
  label: string;
}

/** What a select filter is, apart from its value: a bar may list its fixed selects as data. */
export interface SelectFilterSpec {
  /** The select's id, which its label names. */
  id: string;
  label: string;
  /** The first option, '' for any: "Any type", "Everyone". */
  anyLabel: string;
  options: readonly FilterOption[];
}

interface SelectFilterProps extends SelectFilterSpec {
  value: string;
  onChange: (value: string) => void;
}

/** One filter of a FilterBar: a labelled select whose first option sets no filter. */
export function SelectFilter({ id, label, value, anyLabel, options, onChange }: SelectFilterProps) {
  return (
    <Form.Group controlId={id} className="filter-bar-select">
      <Form.Label>{label}</Form.Label>
      <Form.Select size="sm" value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}
