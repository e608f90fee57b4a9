import type { ConfigState } from '../../../../contract/appSettingsWire';
import { canonicalJson } from '../../../../contract/appSettingsCheck';
import { settingTitle } from '../settingForms';

const MAX_SHOWN = 80;

/** A value short enough to read in a line: lists of modules or links by their names. */
export function shortValue(value: unknown): string {
  if (value === undefined) return '(none)';
  if (typeof value === 'string') return value === '' ? '(empty)' : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return '(none)';
    const parts = value.map((item: unknown) => {
      if (typeof item !== 'object' || item === null) return String(item);
      const record = item as Record<string, unknown>;
      const label = record.id ?? record.network ?? record.key ?? record.phone;
      const hidden = record.visible === false ? ' (hidden)' : '';
      return typeof label === 'string' ? `${label}${hidden}` : canonicalJson(item);
    });
    const text = parts.join(', ');
    return text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN - 1)}…` : text;
  }
  const text = canonicalJson(value);
  return text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN - 1)}…` : text;
}

interface FieldChange {
  field: string;
  live: string;
  draft: string;
}

/** The fields of one setting whose draft differs from the live value. */
export function fieldChanges(live: unknown, draft: unknown): FieldChange[] {
  const isRecord = (v: unknown): v is Record<string, unknown> =>
    typeof v === 'object' && v !== null && !Array.isArray(v);
  if (!isRecord(live) || !isRecord(draft)) {
    return [{ field: 'value', live: shortValue(live), draft: shortValue(draft) }];
  }
  const keys = [...new Set([...Object.keys(live), ...Object.keys(draft)])];
  return keys
    .filter((key) => canonicalJson(live[key]) !== canonicalJson(draft[key]))
    .map((key) => ({ field: key, live: shortValue(live[key]), draft: shortValue(draft[key]) }));
}

/** What publishing changes: each changed setting, field by field, live beside draft. */
export function ConfigDiff({ config }: { config: ConfigState }) {
  if (config.changed.length === 0) {
    return <p className="mb-0">The draft is the live version: nothing differs.</p>;
  }
  if (!config.live) {
    return (
      <p className="mb-0">
        Nothing is published yet: every setting goes live as version 1 (
        {config.changed.map(settingTitle).join(', ')}).
      </p>
    );
  }
  const live = config.live.settings;
  return (
    // Focusable, so the keyboard can scroll a wide table on a phone.
    <div
      className="table-responsive"
      tabIndex={0}
      role="region"
      aria-label="Draft against the live version"
    >
      <table className="table table-sm align-middle mb-0">
        <caption className="visually-hidden">Draft against the live version</caption>
        <thead>
          <tr>
            <th scope="col">Setting</th>
            <th scope="col">Field</th>
            <th scope="col">Live</th>
            <th scope="col">Draft</th>
          </tr>
        </thead>
        <tbody>
          {config.changed.flatMap((name) =>
            fieldChanges(live[name], config.draft[name]).map((change, index) => (
              <tr key={`${name}-${change.field}`}>
                {index === 0 ? <th scope="row">{settingTitle(name)}</th> : <td />}
                <td>{change.field}</td>
                <td className="text-body-secondary text-break">{change.live}</td>
                <td className="fw-semibold text-break">{change.draft}</td>
              </tr>
            )),
          )}
        </tbody>
      </table>
    </div>
  );
}
