import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { FieldFeedback } from './FieldFeedback';
import { useFieldState } from './useFieldState';

interface NumberFieldProps {
  name: string;
  label: string;
  help?: ReactNode;
  min?: number;
  max?: number;
  step?: number;
}

/**
 * A labelled number input. Formik keeps its value as a number, or '' while the input is empty
 * (or holds no number), which yup's number() reads as missing: give it required() and a
 * typeError message.
 */
export function NumberField({ name, label, help, min, max, step = 1 }: NumberFieldProps) {
  const state = useFieldState<number | ''>(name, help);
  return (
    <Form.Group className="mb-3" controlId={name}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        {...state.field}
        type="number"
        inputMode={step % 1 === 0 ? 'numeric' : 'decimal'}
        min={min}
        max={max}
        step={step}
        isInvalid={state.invalid}
        aria-invalid={state.invalid}
        aria-describedby={state.describedBy}
      />
      <FieldFeedback {...state} help={help} />
    </Form.Group>
  );
}
