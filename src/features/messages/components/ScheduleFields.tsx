import { useFormikContext } from 'formik';
import { WEEKDAY_LABELS } from '../../../../contract/messages';
import { CheckboxField } from '../../../components/form/CheckboxField';
import { CheckboxGroupField } from '../../../components/form/ChoiceFields';
import { TextField } from '../../../components/form/TextField';
import { SegmentedControl } from '../../../components/ui/SegmentedControl';
import { isoWeekday, type ComposeValues, type ScheduleKind } from '../composeForm';

const KINDS = [
  { value: 'now', label: 'Send now' },
  { value: 'once', label: 'Once' },
  { value: 'weekdays', label: 'Weekdays' },
  { value: 'daily', label: 'Every day' },
] as const;

/** Monday is 1, as the API counts weekdays. */
const WEEKDAYS = WEEKDAY_LABELS.map((label, index) => ({ value: index + 1, label }));

/**
 * When the message goes out, as wall-clock time in the sender's zone, or for a once-schedule
 * optionally on each recipient's own clock.
 */
export function ScheduleFields({ timeZone }: { timeZone: string }) {
  const { values, setFieldValue } = useFormikContext<ComposeValues>();
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6 mb-2">When</legend>
      <SegmentedControl<ScheduleKind>
        label="When"
        segments={KINDS}
        value={values.schedule}
        onChange={(kind) => {
          void setFieldValue('schedule', kind);
          // A weekday schedule starts with today ticked, on the sender's clock.
          if (kind === 'weekdays' && values.schedule_days.length === 0)
            void setFieldValue('schedule_days', [isoWeekday(new Date())]);
        }}
      />
      {values.schedule !== 'now' && (
        <div className="schedule-fields mt-2">
          {values.schedule === 'once' && (
            <TextField name="schedule_date" label="Date" type="date" className="mb-0" />
          )}
          {values.schedule === 'weekdays' && (
            <div className="weekday-picker">
              <CheckboxGroupField
                name="schedule_days"
                label="Days"
                choices={WEEKDAYS}
                className="mb-0"
              />
            </div>
          )}
          <TextField
            name="schedule_time"
            label="Time"
            type="time"
            className="mb-0"
            help={
              values.schedule === 'once' && values.localTime
                ? 'On each recipient’s own clock.'
                : `Your time zone: ${timeZone}`
            }
          />
        </div>
      )}
      {values.schedule === 'once' && (
        <CheckboxField
          name="localTime"
          label="At this time in each recipient’s local time"
          help="Each recipient gets it when their own clock shows this date and time."
          className="mt-2 mb-0"
        />
      )}
    </fieldset>
  );
}
