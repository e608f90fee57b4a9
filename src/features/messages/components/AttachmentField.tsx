import { useFormikContext } from 'formik';
import { useRef } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import ProgressBar from 'react-bootstrap/ProgressBar';

interface AttachmentFieldProps {
  /** 0–100 while the file goes up, null while its size is unknown; undefined when idle. */
  progress?: number | null;
  uploading: boolean;
}

const sizeOf = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** An optional HTML or PDF file the recipients can open, with the upload's progress. */
export function AttachmentField({ progress, uploading }: AttachmentFieldProps) {
  const { values, errors, setFieldValue, setFieldTouched } = useFormikContext<{
    file: File | null;
  }>();
  const input = useRef<HTMLInputElement>(null);
  const error = typeof errors.file === 'string' ? errors.file : null;

  const remove = () => {
    void setFieldValue('file', null);
    if (input.current) input.current.value = '';
  };

  return (
    <Form.Group className="mb-3" controlId="file">
      <Form.Label>Attachment (HTML or PDF, optional)</Form.Label>
      <div className="d-flex flex-wrap gap-2 align-items-center">
        <Form.Control
          ref={input}
          type="file"
          accept=".html,.htm,.pdf,text/html,application/pdf"
          className="attachment-input"
          isInvalid={Boolean(error)}
          disabled={uploading}
          onChange={(event) => {
            const file = (event.target as HTMLInputElement).files?.[0] ?? null;
            void setFieldTouched('file', true, false);
            void setFieldValue('file', file);
          }}
        />
        {values.file && !uploading && (
          <Button variant="link" size="sm" onClick={remove}>
            Remove {values.file.name}
          </Button>
        )}
      </div>
      {error && (
        <Form.Control.Feedback type="invalid" className="d-block" role="alert">
          {error}
        </Form.Control.Feedback>
      )}
      {values.file && !error && (
        <Form.Text>
          {values.file.name}, {sizeOf(values.file.size)}
        </Form.Text>
      )}
      {uploading && values.file && (
        <div role="status" className="mt-2">
          <span className="small text-body-secondary">
            {progress == null ? 'Uploading…' : `Uploading… ${progress}%`}
          </span>
          <ProgressBar
            now={progress ?? 100}
            striped={progress == null}
            animated={progress == null}
            aria-label="Upload"
            style={{ height: '0.375rem' }}
          />
        </div>
      )}
    </Form.Group>
  );
}
