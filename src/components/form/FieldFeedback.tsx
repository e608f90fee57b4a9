import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';

interface FieldFeedbackProps {
  error?: string;
  errorId: string;
  help?: ReactNode;
  helpId: string;
}

/** A field's error (announced as it appears) and its standing help text, in that order. */
export function FieldFeedback({ error, errorId, help, helpId }: FieldFeedbackProps) {
  return (
    <>
      {error && (
        <Form.Control.Feedback id={errorId} type="invalid" className="d-block" role="alert">
          {error}
        </Form.Control.Feedback>
      )}
      {help && (
        <Form.Text id={helpId} className="d-block">
          {help}
        </Form.Text>
      )}
    </>
  );
}
