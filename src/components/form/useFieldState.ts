import { useField } from 'formik';
import type { ReactNode } from 'react';

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
