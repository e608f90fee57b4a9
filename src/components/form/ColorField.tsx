import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { HexColorPicker } from 'react-colorful';
import { FieldFeedback } from './FieldFeedback';
import { useFieldState } from './useFieldState';
import './ColorField.css';

const HEX = /^#[0-9a-f]{6}$/i;

interface ColorFieldProps {
  name: string;
  label: string;
  help?: string;
  /** Shown in the swatch while the field is empty: the colour the console falls back to. */
  fallback: string;
}

/** A colour as a hex text field, with a swatch that opens a picker (keyboard: arrow keys). */
export function ColorField({ name, label, help, fallback }: ColorFieldProps) {
  const state = useFieldState<string>(name, help);
  const [open, setOpen] = useState(false);
  const value = state.field.value;
  const swatch = HEX.test(value) ? value : fallback;
  return (
    <Form.Group className="mb-3" controlId={name}>
      <Form.Label>{label}</Form.Label>
      <div className="d-flex gap-2 align-items-start">
        <button
          type="button"
          className="btn color-swatch"
          style={{ background: swatch }}
          aria-label={`${open ? 'Close' : 'Open'} the ${label.toLowerCase()} picker`}
          aria-expanded={open}
          onClick={() => setOpen((shown) => !shown)}
        />
        <Form.Control
          {...state.field}
          placeholder={fallback}
          maxLength={7}
          spellCheck={false}
          className="font-monospace color-hex"
          isInvalid={state.invalid}
          aria-invalid={state.invalid}
          aria-describedby={state.describedBy}
        />
      </div>
      {open && (
        <div className="color-picker mt-2">
          <HexColorPicker
            color={swatch}
            onChange={(color) => {
              void state.helpers.setTouched(true, false);
              void state.helpers.setValue(color);
            }}
          />
        </div>
      )}
      <FieldFeedback {...state} help={help} />
    </Form.Group>
  );
}
