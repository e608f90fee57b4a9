import {
  DELIVERY_CHANNEL_LABELS,
  DELIVERY_CHANNELS,
  type AnalyticsInterval,
  type DeliveryChannel,
} from '../../../../contract/analytics';
import { SegmentedControl } from '../../../components/ui/SegmentedControl';
import type { ChannelName } from '../../../lib/channelChoices';
import { lastDays, PRESETS } from '../analyticsRange';

export interface AnalyticsFilterValues {
  channelID: string;
  from: string;
  to: string;
  interval: AnalyticsInterval;
  deliveryChannel: DeliveryChannel | '';
  messageType: string;
}

interface AnalyticsFiltersProps {
  values: AnalyticsFilterValues;
  /** Null: the caller sees one channel only, so there is nothing to choose. */
  channels: ChannelName[] | null;
  messageTypes: string[];
  rangeError: string | null;
  onChange: (values: AnalyticsFilterValues) => void;
}

const INTERVALS = [
  { value: 'day' as const, label: 'Per day' },
  { value: 'week' as const, label: 'Per week' },
];

/** The channel, the days (a preset or chosen), per day or week, and what to narrow to. */
export function AnalyticsFilters({
  values,
  channels,
  messageTypes,
  rangeError,
  onChange,
}: AnalyticsFiltersProps) {
  const set = (change: Partial<AnalyticsFilterValues>) => onChange({ ...values, ...change });
  return (
    <form
      className="row g-3 align-items-end mb-4 analytics-filters"
      aria-label="Analytics filters"
      onSubmit={(event) => event.preventDefault()}
    >
      {channels && (
        <div className="col-12 col-md-6 col-xl-3">
          <label htmlFor="analytics-channel" className="form-label">
            Channel
          </label>
          <select
            id="analytics-channel"
            className="form-select"
            value={values.channelID}
            onChange={(event) => set({ channelID: event.target.value })}
          >
            <option value="">The whole organisation</option>
            {channels.map((channel) => (
              <option key={channel._id} value={channel._id}>
                {channel.clientName}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="col-12 col-md-auto">
        <span className="form-label d-block" id="analytics-presets">
          Last
        </span>
        <div className="btn-group" role="group" aria-labelledby="analytics-presets">
          {PRESETS.map((preset) => {
            const range = lastDays(preset.days);
            const chosen = range.from === values.from && range.to === values.to;
            return (
              <button
                key={preset.days}
                type="button"
                className={`btn btn-outline-secondary${chosen ? ' active' : ''}`}
                aria-pressed={chosen}
                onClick={() => set({ ...range, ...(preset.days > 90 ? { interval: 'week' } : {}) })}
              >
                {preset.label}
              </button>
            );
          })}
        </div>
      </div>
      <div className="col-6 col-md-3 col-xl-2">
        <label htmlFor="analytics-from" className="form-label">
          From
        </label>
        <input
          id="analytics-from"
          type="date"
          className={`form-control${rangeError ? ' is-invalid' : ''}`}
          value={values.from}
          max={values.to}
          required
          onChange={(event) => set({ from: event.target.value })}
        />
      </div>
      <div className="col-6 col-md-3 col-xl-2">
        <label htmlFor="analytics-to" className="form-label">
          To
        </label>
        <input
          id="analytics-to"
          type="date"
          className={`form-control${rangeError ? ' is-invalid' : ''}`}
          value={values.to}
          min={values.from}
          required
          aria-describedby={rangeError ? 'analytics-range-error' : undefined}
          onChange={(event) => set({ to: event.target.value })}
        />
      </div>
      <div className="col-12 col-md-auto">
        <SegmentedControl
          label="Per day or per week"
          segments={INTERVALS}
          value={values.interval}
          onChange={(interval) => set({ interval })}
        />
      </div>
      <div className="col-6 col-md-3 col-xl-2">
        <label htmlFor="analytics-delivery" className="form-label">
          Delivery channel
        </label>
        <select
          id="analytics-delivery"
          className="form-select"
          value={values.deliveryChannel}
          onChange={(event) =>
            set({
              deliveryChannel:
                DELIVERY_CHANNELS.find((channel) => channel === event.target.value) ?? '',
            })
          }
        >
          <option value="">All</option>
          {DELIVERY_CHANNELS.map((channel) => (
            <option key={channel} value={channel}>
              {DELIVERY_CHANNEL_LABELS[channel]}
            </option>
          ))}
        </select>
      </div>
      <div className="col-6 col-md-3 col-xl-2">
        <label htmlFor="analytics-type" className="form-label">
          Message type
        </label>
        <select
          id="analytics-type"
          className="form-select"
          value={values.messageType}
          onChange={(event) => set({ messageType: event.target.value })}
        >
          <option value="">All</option>
          {messageTypes.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
      </div>
      {rangeError && (
        <div
          id="analytics-range-error"
          className="col-12 invalid-feedback d-block mt-1"
          role="alert"
        >
          {rangeError}
        </div>
      )}
    </form>
  );
}
