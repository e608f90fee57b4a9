import { useEffect, useId, useMemo, useRef } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { assetUrl } from '../../lib/assetUrl';
import { FieldFeedback } from './FieldFeedback';
import { imageFileProblem } from './imageFile';
import { useRefusableFieldState } from './useFieldState';
import './ImageField.css';

/** An image chosen in a form: a new file, or the stored one (kept or removed). */
export interface ImageChoice {
  file: File | null;
  remove: boolean;
}

export const KEEP_IMAGE: ImageChoice = { file: null, remove: false };

export const IMAGE_ACCEPT =
  'image/png,image/jpeg,image/webp,image/x-icon,image/vnd.microsoft.icon,image/svg+xml,.ico,.svg';

interface ImageFieldProps {
  name: string;
  label: string;
  help: string;
  /** The stored image's path, shown until another is chosen or it is removed. */
  stored: string | null;
  /** The largest file the API takes for it: a larger one is refused before it is sent. */
  maxBytes?: number;
  /** The kinds the picker offers, when the API takes fewer than IMAGE_ACCEPT's. */
  accept?: string;
  /** A class on the field, for a preview drawn otherwise (a banner's square). */
  className?: string;
}

/** The preview address of a choice: the new file's, else the stored image unless removed. */
export function useImagePreview(choice: ImageChoice, stored: string | null): string | null {
  const objectUrl = useMemo(
    () => (choice.file ? URL.createObjectURL(choice.file) : null),
    [choice.file],
  );
  useEffect(
    () => () => {
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    },
    [objectUrl],
  );
  if (objectUrl) return objectUrl;
  return choice.remove ? null : assetUrl(stored);
}

/**
 * A logo or favicon: its preview, a file picker, and Remove. A picked file that is no image by
 * its content, or too large, is refused at once in the API's words and the choice stays as it was.
 */
export function ImageField({
  name,
  label,
  help,
  stored,
  maxBytes,
  accept = IMAGE_ACCEPT,
  className,
}: ImageFieldProps) {
  const { state, refuse: setRefused } = useRefusableFieldState<ImageChoice>(name, help);
  const choice = state.field.value;
  const preview = useImagePreview(choice, stored);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  return (
    <Form.Group className={className ? `mb-3 ${className}` : 'mb-3'}>
      <Form.Label htmlFor={inputId}>{label}</Form.Label>
      <div className="d-flex align-items-center gap-3 flex-wrap">
        <div className="image-preview" aria-hidden={!preview}>
          {preview ? (
            <img src={preview} alt={`${label} preview`} />
          ) : (
            <i className="bi bi-image text-body-tertiary" aria-hidden="true" />
          )}
        </div>
        <div className="d-flex flex-column gap-2 flex-grow-1 image-input">
          <Form.Control
            ref={input}
            id={inputId}
            type="file"
            accept={accept}
            isInvalid={state.invalid}
            aria-invalid={state.invalid}
            aria-describedby={state.describedBy}
            onChange={(event) => {
              const picker = event.target as HTMLInputElement;
              const file = picker.files?.[0] ?? null;
              void state.helpers.setTouched(true, false);
              if (!file) return;
              void imageFileProblem(file, label.toLowerCase(), maxBytes).then((problem) => {
                setRefused(problem);
                if (problem) picker.value = '';
                else void state.helpers.setValue({ file, remove: false });
              });
            }}
          />
          {(preview || choice.file) && (
            <div>
              <Button
                variant="outline-secondary"
                size="sm"
                onClick={() => {
                  if (input.current) input.current.value = '';
                  setRefused(null);
                  void state.helpers.setValue({ file: null, remove: true });
                }}
              >
                Remove {label.toLowerCase()}
              </Button>
            </div>
          )}
        </div>
      </div>
      <FieldFeedback {...state} help={help} />
    </Form.Group>
  );
}
