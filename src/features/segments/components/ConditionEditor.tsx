import Form from 'react-bootstrap/Form';
import {
  ENGAGEMENT_EVENTS,
  SEGMENT_FIELDS,
  type EngagementEvent,
  type SegmentCondition,
  type SegmentField,
} from '../../../../contract/segments';
import { LANGUAGE_OPTIONS } from '../../../lib/languageOptions';
import type { RuleChoices } from '../segmentsApi';
import { MessagePicker } from './MessagePicker';
import { EVENT_LABELS, FIELD_LABELS, newCondition } from './ruleText';

interface Option {
  value: string;
  label: string;
}

/** Every IANA zone the browser knows, "Not reported" first. */
const ZONES: Option[] = [
  { value: '', label: 'Not reported by the app' },
  ...Intl.supportedValuesOf('timeZone').map((zone) => ({ value: zone, label: zone })),
];
const LANGUAGES: Option[] = [{ value: '', label: 'Not set' }, ...LANGUAGE_OPTIONS];
const PLATFORMS: Option[] = [
  { value: 'ios', label: 'iOS' },
  { value: 'android', label: 'Android' },
  { value: 'web', label: 'Web' },
];

/** A multiple choice as a list of checkboxes, scrolling when long. */
function Choices({
  id,
  label,
  options,
  values,
  onChange,
}: {
  id: string;
  label: string;
  options: Option[];
  values: string[];
  onChange: (values: string[]) => void;
}) {
  if (options.length === 0)
    return <p className="small text-body-secondary mb-0">None to choose from yet.</p>;
  return (
    <fieldset className="segment-choices border rounded px-2 py-1">
      <legend className="visually-hidden">{label}</legend>
      {options.map((option) => (
        <Form.Check
          key={option.value}
          id={`${id}-${option.value || 'none'}`}
          label={option.label}
          checked={values.includes(option.value)}
          onChange={(event) =>
            onChange(
              event.target.checked
                ? [...values, option.value]
                : values.filter((v) => v !== option.value),
            )
          }
        />
      ))}
    </fieldset>
  );
}

/** A long list (time zones, languages): a select to add one, and the chosen ones as chips. */
function Picker({
  id,
  label,
  options,
  values,
  onChange,
}: {
  id: string;
  label: string;
  options: Option[];
  values: string[];
  onChange: (values: string[]) => void;
}) {
  const labelOf = (value: string) => options.find((o) => o.value === value)?.label ?? value;
  return (
    <div>
      <Form.Select
        id={id}
        aria-label={label}
        value="-"
        onChange={(event) => {
          const value = event.target.value;
          if (value !== '-' && !values.includes(value)) onChange([...values, value]);
        }}
      >
        <option value="-">
          {values.length ? 'Add another…' : `Choose ${label.toLowerCase()}…`}
        </option>
        {options
          .filter((o) => !values.includes(o.value))
          .map((option) => (
            <option key={option.value || 'none'} value={option.value}>
              {option.label}
            </option>
          ))}
      </Form.Select>
      <div className="d-flex flex-wrap gap-1 mt-1">
        {values.map((value) => (
          <span key={value || 'none'} className="badge text-bg-light border d-inline-flex gap-1">
            {labelOf(value)}
            <button
              type="button"
              className="btn-close btn-close-sm"
              style={{ fontSize: '0.6rem' }}
              aria-label={`Remove ${labelOf(value)}`}
              onClick={() => onChange(values.filter((v) => v !== value))}
            />
          </span>
        ))}
      </div>
    </div>
  );
}

interface ConditionEditorProps {
  id: string;
  condition: SegmentCondition;
  choices: RuleChoices;
  /** A channel admin's segments are over their channel: no channel condition to offer. */
  channelsOffered: boolean;
  onChange: (condition: SegmentCondition) => void;
  onRemove: () => void;
}

/** One condition: its kind, "is / is not", and the inputs its kind needs. */
export function ConditionEditor({
  id,
  condition,
  choices,
  channelsOffered,
  onChange,
  onRemove,
}: ConditionEditorProps) {
  const values = condition.values ?? [];
  const set = (patch: Partial<SegmentCondition>) => onChange({ ...condition, ...patch });
  const setValues = (next: string[]) => set({ values: next });
  const fields = SEGMENT_FIELDS.filter((f) => channelsOffered || f !== 'channel');
  const field = condition.field;
  const fieldChoice = choices.customFields.find((f) => f.name === condition.name);

  const inputs = (() => {
    switch (field) {
      case 'status':
        return (
          <Choices
            id={id}
            label="Status"
            options={[
              { value: 'active', label: 'Active' },
              { value: 'suspended', label: 'Suspended' },
            ]}
            values={values}
            onChange={setValues}
          />
        );
      case 'registration':
        return (
          <Choices
            id={id}
            label="Registration"
            options={[
              { value: 'registered', label: 'Registered' },
              { value: 'unregistered', label: 'Not registered' },
            ]}
            values={values}
            onChange={setValues}
          />
        );
      case 'platform':
        return (
          <Choices
            id={id}
            label="Platforms"
            options={PLATFORMS}
            values={values}
            onChange={setValues}
          />
        );
      case 'group':
        return (
          <Choices
            id={id}
            label="Groups"
            options={choices.groups.map((g) => ({ value: g._id, label: g.name }))}
            values={values}
            onChange={setValues}
          />
        );
      case 'channel':
        return (
          <Choices
            id={id}
            label="Channels"
            options={choices.channels.map((c) => ({ value: c._id, label: c.clientName }))}
            values={values}
            onChange={setValues}
          />
        );
      case 'customField':
        return (
          <div className="d-flex flex-column gap-1">
            <Form.Select
              aria-label="Custom field"
              value={condition.name ?? ''}
              onChange={(event) => set({ name: event.target.value, values: [] })}
            >
              <option value="">Choose a field…</option>
              {choices.customFields.map((f) => (
                <option key={f.name} value={f.name}>
                  {f.name}
                </option>
              ))}
            </Form.Select>
            {fieldChoice && (
              <>
                <Choices
                  id={id}
                  label={`${fieldChoice.name} values`}
                  options={fieldChoice.values.map((v) => ({ value: v, label: v }))}
                  values={values}
                  onChange={setValues}
                />
                <span className="form-text mt-0">No value ticked: the field is set at all.</span>
              </>
            )}
          </div>
        );
      case 'language':
        return (
          <Picker
            id={id}
            label="Languages"
            options={LANGUAGES}
            values={values}
            onChange={setValues}
          />
        );
      case 'timeZone':
        return (
          <Picker id={id} label="Time zones" options={ZONES} values={values} onChange={setValues} />
        );
      case 'registeredAt': {
        const mode = condition.withinDays !== undefined ? 'within' : 'between';
        return (
          <div className="d-flex flex-column gap-1">
            <Form.Select
              aria-label="Registered when"
              value={mode}
              onChange={(event) =>
                onChange(
                  event.target.value === 'within'
                    ? { field, negate: condition.negate, withinDays: 30 }
                    : {
                        field,
                        negate: condition.negate,
                        after: new Date().toISOString().slice(0, 10),
                      },
                )
              }
            >
              <option value="within">In the last N days</option>
              <option value="between">Between dates</option>
            </Form.Select>
            {mode === 'within' ? (
              <DaysInput
                value={condition.withinDays}
                onChange={(days) => set({ withinDays: days })}
              />
            ) : (
              <div className="d-flex gap-1 flex-wrap">
                <Form.Control
                  type="date"
                  aria-label="On or after"
                  value={condition.after ?? ''}
                  onChange={(event) =>
                    onChange({ ...condition, after: event.target.value || undefined })
                  }
                  style={{ maxWidth: '11rem' }}
                />
                <Form.Control
                  type="date"
                  aria-label="Before"
                  value={condition.before ?? ''}
                  onChange={(event) =>
                    onChange({ ...condition, before: event.target.value || undefined })
                  }
                  style={{ maxWidth: '11rem' }}
                />
              </div>
            )}
          </div>
        );
      }
      case 'engagement':
        return (
          <div className="d-flex flex-column gap-1">
            <Form.Select
              aria-label="What the member did"
              value={condition.event ?? 'received'}
              onChange={(event) => set({ event: event.target.value as EngagementEvent })}
            >
              {ENGAGEMENT_EVENTS.map((event) => (
                <option key={event} value={event}>
                  {EVENT_LABELS[event]}
                </option>
              ))}
            </Form.Select>
            <DaysInput
              value={condition.withinDays}
              onChange={(days) => set({ withinDays: days })}
            />
            <MessagePicker
              value={condition.messageId}
              onChange={(messageId) => onChange({ ...condition, messageId })}
            />
          </div>
        );
    }
  })();

  return (
    <div className="segment-condition d-flex flex-wrap align-items-start gap-2 py-2">
      <Form.Select
        aria-label="Condition"
        className="segment-condition-field"
        value={field}
        onChange={(event) => onChange(newCondition(event.target.value as SegmentField))}
      >
        {fields.map((f) => (
          <option key={f} value={f}>
            {FIELD_LABELS[f]}
          </option>
        ))}
      </Form.Select>
      <Form.Select
        aria-label="Is or is not"
        className="segment-condition-negate"
        value={condition.negate ? 'not' : 'is'}
        onChange={(event) => set({ negate: event.target.value === 'not' })}
      >
        <option value="is">{field === 'engagement' ? 'has' : 'is'}</option>
        <option value="not">{field === 'engagement' ? 'has not' : 'is not'}</option>
      </Form.Select>
      <div className="segment-condition-inputs flex-grow-1">{inputs}</div>
      <button
        type="button"
        className="btn btn-link text-danger p-1"
        aria-label={`Remove the ${FIELD_LABELS[field].toLowerCase()} condition`}
        title="Remove condition"
        onClick={onRemove}
      >
        <i className="bi bi-x-lg" aria-hidden="true" />
      </button>
    </div>
  );
}

/** "within N days"; empty: ever. */
function DaysInput({
  value,
  onChange,
}: {
  value: number | undefined;
  onChange: (days: number | undefined) => void;
}) {
  return (
    <div className="input-group" style={{ maxWidth: '16rem' }}>
      <span className="input-group-text">within</span>
      <Form.Control
        type="number"
        min={1}
        max={3650}
        aria-label="Within the last days"
        placeholder="ever"
        value={value ?? ''}
        onChange={(event) => {
          const days = Number.parseInt(event.target.value, 10);
          onChange(Number.isFinite(days) && days > 0 ? Math.min(days, 3650) : undefined);
        }}
      />
      <span className="input-group-text">days</span>
    </div>
  );
}
