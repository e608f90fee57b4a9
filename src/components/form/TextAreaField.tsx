import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { FieldFeedback } from './FieldFeedback';
import { useFieldState } from './useFieldState';

interface TextAreaFieldProps {
  name: string;
  label: string;
  rows?: number;
  help?: ReactNode;
  maxLength?: number;
}

/** A labelled multi-line Formik field, for longer text such as a description. */
export function TextAreaField({ name, label, rows = 3, help, maxLength }: TextAreaFieldProps) {
  const state = useFieldState<string>(name, help);
  return (
    <Form.Group className="mb-3" controlId={name}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        {...state.field}
        as="textarea"
        rows={rows}
        maxLength={maxLength}
        isInvalid={state.invalid}
        aria-invalid={state.invalid}
        aria-describedby={state.describedBy}
      />
      <FieldFeedback {...state} help={help} />
    </Form.Group>
  );
}
