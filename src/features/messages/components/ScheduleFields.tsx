import { useFormikContext } from 'formik';
import Form from 'react-bootstrap/Form';
import { WEEKDAY_LABELS } from '../../../../contract/messages';
import { SegmentedControl } from '../../../components/ui/SegmentedControl';
import type { ComposeValues, ScheduleKind } from '../composeForm';

const KINDS = [
  { value: 'now', label: 'Send now' },
  { value: 'once', label: 'Once' },
  { value: 'weekdays', label: 'Weekdays' },
  { value: 'daily', label: 'Every day' },
] as const;

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={id} className="invalid-feedback d-block mb-0" role="alert">
      {error}
    </p>
  );
}

/** When the message goes out, as wall-clock time in the sender's zone. */
export function ScheduleFields({ timeZone }: { timeZone: string }) {
  const { values, errors, touched, setFieldValue, handleChange, handleBlur } =
    useFormikContext<ComposeValues>();
  const error = (name: 'schedule_date' | 'schedule_time' | 'schedule_days') =>
    touched[name] ? (errors[name] as string | undefined) : undefined;
  const toggleDay = (day: number) =>
    void setFieldValue(
      'schedule_days',
      values.schedule_days.includes(day)
        ? values.schedule_days.filter((d) => d !== day)
        : [...values.schedule_days, day],
    );

  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6 mb-2">When</legend>
      <SegmentedControl<ScheduleKind>
        label="When"
        segments={KINDS}
        value={values.schedule}
        onChange={(kind) => void setFieldValue('schedule', kind)}
      />
      {values.schedule !== 'now' && (
        <div className="schedule-fields mt-2">
          {values.schedule === 'once' && (
            <Form.Group controlId="schedule_date">
              <Form.Label>Date</Form.Label>
              <Form.Control
                type="date"
                name="schedule_date"
                value={values.schedule_date}
                onChange={handleChange}
                onBlur={handleBlur}
                isInvalid={Boolean(error('schedule_date'))}
                aria-describedby="schedule_date-error"
              />
              <FieldError id="schedule_date-error" error={error('schedule_date')} />
            </Form.Group>
          )}
          {values.schedule === 'weekdays' && (
            <fieldset>
              <legend className="form-label fs-6 mb-1">Days</legend>
              <div className="weekday-picker" role="group" aria-label="Weekdays">
                {WEEKDAY_LABELS.map((label, index) => (
                  <Form.Check
                    key={label}
                    inline
                    id={`weekday-${index + 1}`}
                    label={label}
                    checked={values.schedule_days.includes(index + 1)}
                    onChange={() => toggleDay(index + 1)}
                  />
                ))}
              </div>
              <FieldError id="schedule_days-error" error={error('schedule_days')} />
            </fieldset>
          )}
          <Form.Group controlId="schedule_time">
            <Form.Label>Time</Form.Label>
            <Form.Control
              type="time"
              name="schedule_time"
              value={values.schedule_time}
              onChange={handleChange}
              onBlur={handleBlur}
              isInvalid={Boolean(error('schedule_time'))}
              aria-describedby="schedule_time-hint schedule_time-error"
            />
            <FieldError id="schedule_time-error" error={error('schedule_time')} />
            <Form.Text id="schedule_time-hint">Your time zone: {timeZone}</Form.Text>
          </Form.Group>
        </div>
      )}
    </fieldset>
  );
}
