import { useId, useRef, useState, type DragEvent } from 'react';
import Button from 'react-bootstrap/Button';
import { FieldFeedback } from '../../../components/form/FieldFeedback';
import { useRefusableFieldState } from '../../../components/form/useFieldState';
import { formatBytes } from '../../../lib/numbers';

interface FileDropFieldProps {
  name: string;
  label: string;
  /** The file chooser's filter. */
  accept: string;
  /** Names the formats: "MP3, WAV, OGG…". */
  formats: string;
  icon: string;
  disabled?: boolean;
  /** A file was chosen or dropped (the upload form fills an empty title from its name). */
  onChosen?: (file: File) => void;
  /** What is wrong with a file before it is taken (its type by content), or null. */
  check?: (file: File) => Promise<string | null>;
}

/**
 * A file as a Formik field (File or null): dropped on the zone, or chosen with its button. The
 * zone is a target for the mouse only; the button and its label serve the keyboard and screen
 * readers.
 */
export function FileDropField({
  name,
  label,
  accept,
  formats,
  icon,
  disabled,
  onChosen,
  check,
}: FileDropFieldProps) {
  const help = `${formats}. Drop it here or choose it.`;
  // A file the check refused is said at once, and the choice stays as it was.
  const { state, refuse: setRefused } = useRefusableFieldState<File | null>(name, help);
  const file = state.field.value;
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [over, setOver] = useState(false);

  const take = (chosen: File | null) => {
    setRefused(null);
    void state.helpers.setValue(chosen);
    if (chosen) onChosen?.(chosen);
  };
  const choose = (chosen: File | null) => {
    void state.helpers.setTouched(true, false);
    if (!chosen || !check) return take(chosen);
    void check(chosen).then((problem) => (problem ? setRefused(problem) : take(chosen)));
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    if (disabled) return;
    const dropped = event.dataTransfer.files[0];
    if (dropped) choose(dropped);
  };

  return (
    <div className="mb-3">
      <label className="form-label" htmlFor={inputId}>
        {label}
      </label>
      <div
        className={[
          'upload-drop',
          over ? 'upload-drop--over' : '',
          state.invalid ? 'upload-drop--invalid' : '',
          disabled ? 'upload-drop--disabled' : '',
        ].join(' ')}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        data-testid="upload-drop"
      >
        <i
          className={`bi ${file ? 'bi-file-earmark-check' : icon} upload-drop__icon`}
          aria-hidden="true"
        />
        {file ? (
          <div className="upload-drop__file">
            <span className="fw-semibold text-break">{file.name}</span>
            <span className="small text-body-secondary">{formatBytes(file.size)}</span>
          </div>
        ) : (
          <div className="upload-drop__hint">
            <span className="fw-semibold">Drop a file here</span>
            <span className="small text-body-secondary">or choose one from this device</span>
          </div>
        )}
        <Button
          variant="outline-primary"
          size="sm"
          disabled={disabled}
          onClick={() => input.current?.click()}
          aria-describedby={state.describedBy}
        >
          {file ? 'Choose another file' : 'Choose a file'}
        </Button>
        <input
          ref={input}
          id={inputId}
          type="file"
          className="visually-hidden"
          tabIndex={-1}
          accept={accept}
          disabled={disabled}
          aria-invalid={state.invalid}
          aria-describedby={state.describedBy}
          onChange={(event) => {
            choose(event.target.files?.[0] ?? null);
            event.target.value = '';
          }}
        />
      </div>
      <FieldFeedback {...state} help={help} />
    </div>
  );
}
