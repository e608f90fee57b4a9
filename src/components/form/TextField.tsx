import type { HTMLAttributes, ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { FieldFeedback } from './FieldFeedback';
import { useFieldState } from './useFieldState';

interface TextFieldProps {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password' | 'tel' | 'url' | 'date' | 'time';
  /** A standing hint under the input, such as a length rule. */
  help?: ReactNode;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  autoFocus?: boolean;
  placeholder?: string;
  /** The group's spacing; a field in a tight grid may drop the bottom margin. */
  className?: string;
}

/** A labelled one-line Formik field whose help and error are announced with the input. */
export function TextField({
  name,
  label,
  type = 'text',
  help,
  className = 'mb-3',
  ...inputProps
}: TextFieldProps) {
  const state = useFieldState<string>(name, help);
  return (
    <Form.Group className={className} controlId={name}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        {...state.field}
        {...inputProps}
        type={type}
        isInvalid={state.invalid}
        aria-invalid={state.invalid}
        aria-describedby={state.describedBy}
      />
      <FieldFeedback {...state} help={help} />
    </Form.Group>
  );
}
