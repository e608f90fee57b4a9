import { useField } from 'formik';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';

function Cell({ name, label }: { name: string; label: string }) {
  const [field, meta] = useField<string>(name);
  const invalid = meta.touched && Boolean(meta.error);
  const errorId = `${name}-error`;
  return (
    <Form.Group className="flex-grow-1 min-w-0" controlId={name}>
      <Form.Label className="small mb-1">{label}</Form.Label>
      <Form.Control
        {...field}
        size="sm"
        isInvalid={invalid}
        aria-invalid={invalid}
        aria-describedby={invalid ? errorId : undefined}
      />
      {invalid && (
        <Form.Control.Feedback id={errorId} type="invalid">
          {meta.error}
        </Form.Control.Feedback>
      )}
    </Form.Group>
  );
}

/** One name and value of a user's custom fields; the labels carry the row number for readers. */
export function CustomFieldRow({ index, onRemove }: { index: number; onRemove: () => void }) {
  return (
    <div className="d-flex align-items-start gap-2 mb-3">
      <Cell name={`fields.${index}.name`} label={`Field ${index + 1} name`} />
      <Cell name={`fields.${index}.value`} label={`Field ${index + 1} value`} />
      <Button
        variant="link"
        size="sm"
        className="text-danger mt-4"
        aria-label={`Remove field ${index + 1}`}
        onClick={onRemove}
      >
        <i className="bi bi-x-lg" aria-hidden="true" />
      </Button>
    </div>
  );
}
