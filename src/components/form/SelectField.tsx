import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { FieldFeedback } from './FieldFeedback';
import { useFieldState } from './useFieldState';

export interface FieldOption {
  value: string;
  label: string;
}

interface SelectFieldProps {
  name: string;
  label: string;
  options: readonly FieldOption[];
  /** A first option with the empty value ("Choose a channel"), for a choice not made yet. */
  placeholder?: string;
  help?: ReactNode;
}

/** A labelled drop-down of options, as a Formik field. */
export function SelectField({ name, label, options, placeholder, help }: SelectFieldProps) {
  const state = useFieldState<string>(name, help);
  return (
    <Form.Group className="mb-3" controlId={name}>
      <Form.Label>{label}</Form.Label>
      <Form.Select
        {...state.field}
        isInvalid={state.invalid}
        aria-invalid={state.invalid}
        aria-describedby={state.describedBy}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Form.Select>
      <FieldFeedback {...state} help={help} />
    </Form.Group>
  );
}
