import type { LinkChannel } from '../invitationsApi';
import { lastWeeks } from './funnelFormat';

/** The ranges a click away: the last 4, 12 or 52 weeks up to today. */
const PRESETS = [4, 12, 26, 52] as const;

export interface FunnelFilterValues {
  channelID: string;
  from: string;
  to: string;
}

interface FunnelFiltersProps {
  values: FunnelFilterValues;
  /** Null: the caller has one channel only, so there is nothing to choose. */
  channels: LinkChannel[] | null;
  rangeError: string | null;
  onChange: (values: FunnelFilterValues) => void;
}

/** The funnel's channel and its first and last day. */
export function FunnelFilters({ values, channels, rangeError, onChange }: FunnelFiltersProps) {
  const set = (change: Partial<FunnelFilterValues>) => onChange({ ...values, ...change });
  return (
    <form
      className="row g-3 align-items-end mb-4"
      aria-label="Funnel filters"
      onSubmit={(event) => event.preventDefault()}
    >
      {channels && (
        <div className="col-12 col-lg-3">
          <label htmlFor="funnel-channel" className="form-label">
            Channel
          </label>
          <select
            id="funnel-channel"
            className="form-select"
            value={values.channelID}
            onChange={(event) => set({ channelID: event.target.value })}
          >
            <option value="">All channels</option>
            {channels.map((channel) => (
              <option key={channel._id} value={channel._id}>
                {channel.clientName}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="col-6 col-lg-2">
        <label htmlFor="funnel-from" className="form-label">
          From
        </label>
        <input
          id="funnel-from"
          type="date"
          className={`form-control${rangeError ? ' is-invalid' : ''}`}
          value={values.from}
          max={values.to}
          required
          onChange={(event) => set({ from: event.target.value })}
        />
      </div>
      <div className="col-6 col-lg-2">
        <label htmlFor="funnel-to" className="form-label">
          To
        </label>
        <input
          id="funnel-to"
          type="date"
          className={`form-control${rangeError ? ' is-invalid' : ''}`}
          value={values.to}
          min={values.from}
          required
          aria-describedby={rangeError ? 'funnel-range-error' : undefined}
          onChange={(event) => set({ to: event.target.value })}
        />
      </div>
      <div className="col-12 col-md-auto">
        {/* Plain buttons: react-bootstrap's toggle group would become a chunk shared with the
            dashboard, named in the sign-in page's download, which is at its budget. */}
        <div className="btn-group" role="group" aria-label="Last weeks">
          {PRESETS.map((weeks) => {
            const range = lastWeeks(weeks);
            const chosen = range.from === values.from && range.to === values.to;
            return (
              <button
                key={weeks}
                type="button"
                className={`btn btn-outline-secondary${chosen ? ' active' : ''}`}
                aria-pressed={chosen}
                onClick={() => set(range)}
              >
                {weeks} weeks
              </button>
            );
          })}
        </div>
      </div>
      {rangeError && (
        <div id="funnel-range-error" className="col-12 invalid-feedback d-block mt-1" role="alert">
          {rangeError}
        </div>
      )}
    </form>
  );
}
