import type { LinkChannel } from '../invitationsApi';

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
        <div className="col-12 col-md-4">
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
      <div className="col-6 col-md-3">
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
      <div className="col-6 col-md-3">
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
      {rangeError && (
        <div id="funnel-range-error" className="col-12 invalid-feedback d-block mt-1" role="alert">
          {rangeError}
        </div>
      )}
    </form>
  );
}
