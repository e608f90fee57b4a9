import { useField } from 'formik';
import { useState, type ReactNode } from 'react';

/**
 * A Formik field with what its label, error and help text need: the error shows once the field
 * was touched (or the form submitted), and the input names both in aria-describedby.
 */
export function useFieldState<Value>(name: string, help?: ReactNode) {
  const [field, meta, helpers] = useField<Value>(name);
  const error = meta.touched && typeof meta.error === 'string' ? meta.error : undefined;
  const errorId = `${name}-error`;
  const helpId = `${name}-hint`;
  const describedBy = [help ? helpId : null, error ? errorId : null].filter(Boolean).join(' ');
  return {
    field,
    helpers,
    error,
    invalid: Boolean(error),
    errorId,
    helpId,
    describedBy: describedBy || undefined,
  };
}

/**
 * useFieldState for a file picker that judges a file before taking it: a refused file's words
 * show as the field's error (announced, named in aria-describedby) while the value stays as it
 * was; `refuse(null)` clears them when a file is taken.
 */
export function useRefusableFieldState<Value>(name: string, help?: ReactNode) {
  const fieldState = useFieldState<Value>(name, help);
  const [refused, refuse] = useState<string | null>(null);
  const state = refused
    ? {
        ...fieldState,
        error: refused,
        invalid: true,
        describedBy: [fieldState.describedBy, fieldState.errorId].filter(Boolean).join(' '),
      }
    : fieldState;
  return { state, refuse };
}
