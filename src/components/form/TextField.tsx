import { useField } from 'formik';
import type { HTMLAttributes } from 'react';
import Form from 'react-bootstrap/Form';

interface TextFieldProps {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  autoFocus?: boolean;
}

/** A labelled Formik field whose error is announced with the input. */
export function TextField({ name, label, type = 'text', ...inputProps }: TextFieldProps) {
  const [field, meta] = useField<string>(name);
  const invalid = meta.touched && Boolean(meta.error);
  const errorId = `${name}-error`;
  return (
    <Form.Group className="mb-3" controlId={name}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        {...field}
        {...inputProps}
        type={type}
        isInvalid={invalid}
        aria-invalid={invalid}
        aria-describedby={invalid ? errorId : undefined}
      />
      <Form.Control.Feedback id={errorId} type="invalid">
        {meta.error}
      </Form.Control.Feedback>
    </Form.Group>
  );
}
