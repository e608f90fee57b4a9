import { useField } from 'formik';
import { useRef } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FieldFeedback } from '../../../components/form/FieldFeedback';
import { useFieldState } from '../../../components/form/useFieldState';
import { DownloadProgress } from '../../../components/ui/DownloadProgress';

interface AttachmentFieldProps {
  /** 0–100 while the file goes up, null while its size is unknown; undefined when idle. */
  progress?: number | null;
  uploading: boolean;
}

const sizeOf = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** An optional HTML or PDF file the recipients can open, with the upload's progress. */
export function AttachmentField({ progress, uploading }: AttachmentFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const [{ value: file }, meta] = useField<File | null>('file');
  // The chosen file's name and size stand under the input unless it is at fault.
  const help = file && !meta.error ? `${file.name}, ${sizeOf(file.size)}` : undefined;
  const state = useFieldState<File | null>('file', help);

  const remove = () => {
    void state.helpers.setValue(null);
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
          isInvalid={state.invalid}
          aria-invalid={state.invalid}
          aria-describedby={state.describedBy}
          disabled={uploading}
          onChange={(event) => {
            const chosen = (event.target as HTMLInputElement).files?.[0] ?? null;
            void state.helpers.setTouched(true, false);
            void state.helpers.setValue(chosen);
          }}
        />
        {file && !uploading && (
          <Button variant="link" size="sm" onClick={remove}>
            Remove {file.name}
          </Button>
        )}
      </div>
      <FieldFeedback {...state} help={help} />
      {uploading && file && (
        <DownloadProgress
          direction="upload"
          progress={progress ?? null}
          what="the file"
          barLabel="Upload"
          className="mt-2"
        />
      )}
    </Form.Group>
  );
}
