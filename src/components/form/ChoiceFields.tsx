import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { FieldFeedback } from './FieldFeedback';
import { useFieldState } from './useFieldState';

export interface Choice<Value extends string | number> {
  value: Value;
  label: string;
  /** A line under the choice on what it means. */
  help?: string;
}

interface ChoiceFieldProps<Value extends string | number> {
  name: string;
  /** The group's legend. */
  label: string;
  choices: readonly Choice<Value>[];
  help?: ReactNode;
  /** Choices side by side rather than one under the other. */
  inline?: boolean;
  /** The fieldset's spacing. */
  className?: string;
}

/** One of a few choices, as radio buttons in a fieldset. */
export function RadioGroupField<Value extends string>({
  name,
  label,
  choices,
  help,
  inline = false,
  className = 'mb-4',
}: ChoiceFieldProps<Value>) {
  const state = useFieldState<Value>(name, help);
  return (
    <fieldset className={className} aria-describedby={state.describedBy}>
      <legend className="form-label fs-6 mb-2">{label}</legend>
      {choices.map((choice) => {
        const id = `${name}-${choice.value}`;
        return (
          <Form.Check key={choice.value} type="radio" id={id} inline={inline} className="mb-2">
            <Form.Check.Input
              type="radio"
              name={name}
              value={choice.value}
              checked={state.field.value === choice.value}
              onChange={() => void state.helpers.setValue(choice.value)}
              onBlur={state.field.onBlur}
              aria-describedby={choice.help ? `${id}-hint` : undefined}
            />
            <Form.Check.Label>{choice.label}</Form.Check.Label>
            {choice.help && (
              <Form.Text id={`${id}-hint`} className="d-block mt-0">
                {choice.help}
              </Form.Text>
            )}
          </Form.Check>
        );
      })}
      <FieldFeedback {...state} help={help} />
    </fieldset>
  );
}

/** Any number of choices, as check boxes in a fieldset; the value is the chosen values. */
export function CheckboxGroupField<Value extends string | number>({
  name,
  label,
  choices,
  help,
  inline = true,
  className = 'mb-3',
}: ChoiceFieldProps<Value>) {
  const state = useFieldState<Value[]>(name, help);
  const chosen = state.field.value;
  const toggle = (value: Value) => {
    void state.helpers.setTouched(true, false);
    void state.helpers.setValue(
      chosen.includes(value) ? chosen.filter((other) => other !== value) : [...chosen, value],
    );
  };
  return (
    <fieldset className={className} aria-describedby={state.describedBy}>
      <legend className="form-label fs-6 mb-1">{label}</legend>
      {choices.map((choice) => (
        <Form.Check
          key={choice.value}
          inline={inline}
          id={`${name}-${choice.value}`}
          label={choice.label}
          checked={chosen.includes(choice.value)}
          onChange={() => toggle(choice.value)}
        />
      ))}
      <FieldFeedback {...state} help={help} />
    </fieldset>
  );
}
