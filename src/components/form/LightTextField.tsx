import type { ChangeEvent, FocusEvent, HTMLAttributes } from 'react';
import Form from 'react-bootstrap/Form';
import { FieldFeedback } from './FieldFeedback';

interface LightTextFieldProps {
  name: string;
  label: string;
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: (event: FocusEvent<HTMLInputElement>) => void;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  autoFocus?: boolean;
}

/** TextField's label, input, error and aria wiring, for a useLightForm form (no Formik). */
export function LightTextField({
  name,
  label,
  error,
  type = 'text',
  ...input
}: LightTextFieldProps) {
  const errorId = `${name}-error`;
  return (
    <Form.Group className="mb-3" controlId={name}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        {...input}
        name={name}
        type={type}
        isInvalid={Boolean(error)}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
      />
      <FieldFeedback error={error} errorId={errorId} helpId={`${name}-hint`} />
    </Form.Group>
  );
}
