import { useId } from 'react';
import { formatCountOrEstimate } from '../../lib/numbers';
import './SegmentedControl.css';

export interface Segment<T extends string> {
  value: T;
  label: string;
  /** Shown beside the label; null or undefined when the count is not known. */
  count?: number | null;
  /** The count is an estimate: shown as "≈62,000". */
  estimated?: boolean;
}

interface SegmentedControlProps<T extends string> {
  label: string;
  segments: readonly Segment<T>[];
  value: T;
  onChange: (value: T) => void;
}

/** One choice of a few, as native radios: arrow keys move between them, Tab leaves. */
export function SegmentedControl<T extends string>({
  label,
  segments,
  value,
  onChange,
}: SegmentedControlProps<T>) {
  const name = useId();
  return (
    <div className="segmented" role="radiogroup" aria-label={label}>
      {segments.map((segment) => {
        const id = `${name}-${segment.value}`;
        const checked = segment.value === value;
        return (
          <span key={segment.value} className="segmented-item">
            <input
              type="radio"
              className="btn-check"
              name={name}
              id={id}
              value={segment.value}
              checked={checked}
              onChange={() => onChange(segment.value)}
            />
            <label className="segmented-option" htmlFor={id}>
              {segment.label}
              {segment.count != null && (
                <span className="segmented-count">
                  {formatCountOrEstimate(segment.count, segment.estimated)}
                </span>
              )}
            </label>
          </span>
        );
      })}
    </div>
  );
}
