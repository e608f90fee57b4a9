import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { FieldFeedback } from './FieldFeedback';
import { useFieldState } from './useFieldState';

interface CheckboxFieldProps {
  name: string;
  /** What ticking it means: "Repeat every day at this time". */
  label: string;
  help?: ReactNode;
  /** A switch reads as on and off rather than yes and no. */
  switch?: boolean;
  className?: string;
}

/** A yes-or-no Formik field (a boolean value) with its label beside the box. */
export function CheckboxField({
  name,
  label,
  help,
  switch: asSwitch = false,
  className = 'mb-3',
}: CheckboxFieldProps) {
  const state = useFieldState<boolean>(name, help);
  const { value, ...field } = state.field;
  return (
    <div className={className}>
      <Form.Check
        {...field}
        type={asSwitch ? 'switch' : 'checkbox'}
        id={name}
        label={label}
        checked={Boolean(value)}
        isInvalid={state.invalid}
        aria-describedby={state.describedBy}
      />
      <FieldFeedback {...state} help={help} />
    </div>
  );
}
