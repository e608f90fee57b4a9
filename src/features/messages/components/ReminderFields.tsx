import { useFormikContext } from 'formik';
import { CheckboxField } from '../../../components/form/CheckboxField';
import { NumberField } from '../../../components/form/NumberField';
import type { ComposeValues } from '../composeForm';

/**
 * Compose-time reminders, offered for a message that asks for confirmation or feedback: the
 * engine reminds those who have not confirmed every N hours after sending, at most K times.
 */
export function ReminderFields() {
  const { values } = useFormikContext<ComposeValues>();
  if (!values.isReadRequired && !values.enableFeedback) return null;
  return (
    <fieldset className="mb-3">
      <legend className="visually-hidden">Reminders</legend>
      <CheckboxField
        name="remind"
        label="Remind those who have not confirmed"
        help="Each reminder goes to whoever has not confirmed by then, and refers to this message."
      />
      {values.remind && (
        <div className="compose-grid">
          <NumberField name="remindAfterHours" label="Every (hours)" min={1} max={720} />
          <NumberField name="remindTimes" label="At most (times)" min={1} max={10} />
        </div>
      )}
    </fieldset>
  );
}
