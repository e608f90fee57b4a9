import { memo, useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { Segment } from '../../../contract/segments';
import { errorMessage } from '../../lib/apiErrors';
import { formatCount } from '../../lib/numbers';
import { fetchSegmentChoices } from '../../lib/segmentReads';

type Choices =
  | { status: 'loading' }
  | { status: 'failed'; error: string }
  | { status: 'done'; segments: Segment[] };

interface SegmentSelectProps {
  /** The chosen segment's id, '' for none. */
  value: string;
  onChange: (segmentId: string) => void;
  /** The select's accessible name. */
  label: string;
  /** The first option's words: "All members" in a filter, "Choose a segment" in a form. */
  noneLabel: string;
  /**
   * The channel the choice is for: only the organisation's segments and this channel's are
   * offered. Undefined: every segment the admin may use.
   */
  channelId?: string | undefined;
  id?: string;
  className?: string;
  size?: 'sm';
  isInvalid?: boolean;
  'aria-describedby'?: string;
}

/** A segment's option text: its name, its channel when it is a channel's, and its last count. */
export function segmentOptionText(segment: Segment): string {
  const place = segment.channelName ? ` · ${segment.channelName}` : '';
  const count = segment.lastCount
    ? ` — ${segment.lastCount.exact ? '' : 'about '}${formatCount(segment.lastCount.count)} members`
    : '';
  return `${segment.name}${place}${count}`;
}

/**
 * A select of the saved segments, each with its last count: the users page's segment filter and
 * the audience pickers use it. Loading, none saved and a failed read each say so; a chosen
 * segment that is not in the list (deleted, or beyond it) stays chosen and named as such.
 */
export const SegmentSelect = memo(function SegmentSelect({
  value,
  onChange,
  label,
  noneLabel,
  channelId,
  id,
  className,
  size,
  isInvalid,
  'aria-describedby': describedBy,
}: SegmentSelectProps) {
  const [choices, setChoices] = useState<Choices>({ status: 'loading' });
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    fetchSegmentChoices(controller.signal).then(
      (segments) => setChoices({ status: 'done', segments }),
      (error: unknown) => {
        if (!controller.signal.aborted)
          setChoices({ status: 'failed', error: errorMessage(error) });
      },
    );
    return () => controller.abort();
  }, [reloads]);

  if (choices.status === 'failed')
    return (
      <div className={`d-flex align-items-center gap-2 ${className ?? ''}`} role="alert">
        <span className="text-danger small">Segments did not load: {choices.error}</span>
        <Button
          variant="outline-danger"
          size="sm"
          onClick={() => {
            setChoices({ status: 'loading' });
            setReloads((n) => n + 1);
          }}
        >
          Try again
        </Button>
      </div>
    );

  const segments =
    choices.status === 'done'
      ? choices.segments.filter(
          (segment) =>
            channelId === undefined ||
            segment.channelId === null ||
            segment.channelId === channelId,
        )
      : [];
  const known = segments.some((segment) => segment.id === value);
  return (
    <Form.Select
      id={id}
      aria-label={label}
      aria-describedby={describedBy}
      value={value}
      size={size}
      className={className}
      isInvalid={isInvalid}
      disabled={choices.status === 'loading'}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">
        {choices.status === 'loading'
          ? 'Loading segments…'
          : segments.length === 0
            ? 'No saved segments yet'
            : noneLabel}
      </option>
      {segments.map((segment) => (
        <option key={segment.id} value={segment.id}>
          {segmentOptionText(segment)}
        </option>
      ))}
      {value && !known && choices.status === 'done' && (
        <option value={value}>A segment no longer listed</option>
      )}
    </Form.Select>
  );
});
