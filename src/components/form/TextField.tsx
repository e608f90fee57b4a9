import { useField } from 'formik';
import type { HTMLAttributes } from 'react';
import Form from 'react-bootstrap/Form';

interface TextFieldProps {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password' | 'tel';
  /** A standing hint under the input, such as a length rule. */
  hint?: string;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  autoFocus?: boolean;
  /** Makes the field a textarea of this many rows, for longer text such as a description. */
  rows?: number;
}

/** A labelled Formik field whose hint and error are announced with the input. */
export function TextField({
  name,
  label,
  type = 'text',
  hint,
  rows,
  ...inputProps
}: TextFieldProps) {
  const [field, meta] = useField<string>(name);
  const invalid = meta.touched && Boolean(meta.error);
  const errorId = `${name}-error`;
  const hintId = `${name}-hint`;
  const describedBy = [hint ? hintId : null, invalid ? errorId : null].filter(Boolean).join(' ');
  return (
    <Form.Group className="mb-3" controlId={name}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        {...field}
        {...inputProps}
        {...(rows ? { as: 'textarea', rows } : { type })}
        isInvalid={invalid}
        aria-invalid={invalid}
        aria-describedby={describedBy || undefined}
      />
      {invalid && (
        <Form.Control.Feedback id={errorId} type="invalid" role="alert">
          {meta.error}
        </Form.Control.Feedback>
      )}
      {hint && (
        <Form.Text id={hintId} className="d-block">
          {hint}
        </Form.Text>
      )}
    </Form.Group>
  );
}
