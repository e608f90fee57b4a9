import { useEffect, useState } from 'react';
import Spinner from 'react-bootstrap/Spinner';
import type { SegmentCount, SegmentRule } from '../../../../contract/segments';
import { errorMessage } from '../../../lib/apiErrors';
import { countRule } from '../segmentsApi';
import { countSentence } from './ruleText';

/** How long the rule must rest before it is counted: typing a number counts once. */
export const COUNT_DEBOUNCE_MS = 400;

/** "About 48,200 members now": the rule being edited, counted as it changes. */
export function LiveCount({ rule, channelId }: { rule: SegmentRule; channelId: string | null }) {
  const [count, setCount] = useState<SegmentCount | null>(null);
  const [error, setError] = useState<string | null>(null);
  /** The rule the count (or error) shown is of: counting while it is not the one edited. */
  const [countedKey, setCountedKey] = useState<string | null>(null);
  const key = JSON.stringify({ rule, channelId });
  const counting = countedKey !== key;

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const body = JSON.parse(key) as { rule: SegmentRule; channelId: string | null };
      countRule(body, controller.signal)
        .then((counted) => {
          setCount(counted);
          setError(null);
          setCountedKey(key);
        })
        .catch((err: unknown) => {
          if (controller.signal.aborted) return;
          setError(errorMessage(err));
          setCountedKey(key);
        });
    }, COUNT_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key]);

  return (
    <div className="segment-live-count" aria-live="polite" data-testid="segment-live-count">
      <div className="d-flex align-items-center gap-2">
        <i className="bi bi-people fs-4 text-primary" aria-hidden="true" />
        <span className="fs-5 fw-semibold">
          {error ? 'Not counted' : count ? countSentence(count) : 'Counting…'}
        </span>
        {counting && <Spinner animation="border" size="sm" role="status" aria-label="Counting" />}
      </div>
      {error ? (
        <p className="text-danger small mb-0 mt-1">{error}</p>
      ) : (
        count &&
        !count.exact && (
          <p className="small text-body-secondary mb-0 mt-1">
            An estimate from a sample of the members; every send counts its audience exactly.
          </p>
        )
      )}
    </div>
  );
}
