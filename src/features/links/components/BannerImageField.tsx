import { useEffect, useId, useMemo, useRef } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FieldFeedback } from '../../../components/form/FieldFeedback';
import { useFieldState } from '../../../components/form/useFieldState';
import { assetUrl } from '../../../lib/assetUrl';

/** An image chosen in the form: a new file, or the stored one (kept or removed). */
export interface ImageChoice {
  file: File | null;
  remove: boolean;
}

export const KEEP_IMAGE: ImageChoice = { file: null, remove: false };

const IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp,image/svg+xml,.svg';

interface BannerImageFieldProps {
  name: string;
  label: string;
  help: string;
  /** The stored image's path, shown until another is chosen or it is removed. */
  stored: string | null;
}

/** The image: its preview, a file picker, and Remove. */
export function BannerImageField({ name, label, help, stored }: BannerImageFieldProps) {
  const state = useFieldState<ImageChoice>(name, help);
  const choice = state.field.value;
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
  const preview = objectUrl ?? (choice.remove ? null : assetUrl(stored));
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  return (
    <Form.Group className="mb-3">
      <Form.Label htmlFor={inputId}>{label}</Form.Label>
      <div className="d-flex align-items-center gap-3 flex-wrap">
        <div className="banner-image-preview">
          {preview ? (
            <img src={preview} alt={`${label} preview`} />
          ) : (
            <i className="bi bi-image text-body-tertiary" aria-hidden="true" />
          )}
        </div>
        <div className="d-flex flex-column gap-2 flex-grow-1 banner-image-input">
          <Form.Control
            ref={input}
            id={inputId}
            type="file"
            accept={IMAGE_ACCEPT}
            isInvalid={state.invalid}
            aria-invalid={state.invalid}
            aria-describedby={state.describedBy}
            onChange={(event) => {
              const file = (event.target as HTMLInputElement).files?.[0] ?? null;
              void state.helpers.setTouched(true, false);
              void state.helpers.setValue({ file, remove: false });
            }}
          />
          {preview && (
            <div>
              <Button
                variant="outline-secondary"
                size="sm"
                onClick={() => {
                  if (input.current) input.current.value = '';
                  void state.helpers.setValue({ file: null, remove: true });
                }}
              >
                Remove image
              </Button>
            </div>
          )}
        </div>
      </div>
      <FieldFeedback {...state} help={help} />
    </Form.Group>
  );
}
