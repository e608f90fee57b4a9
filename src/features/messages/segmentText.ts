import type { MessageSummary } from '../../../contract/messages';
import { formatCount } from '../../lib/numbers';

/**
 * A message's saved segment in words: "Segment: Day shift — reached 1,240". The count is the
 * latest send's, the rule evaluated when it went out; a deleted segment and a send still to go
 * each say so.
 */
export function segmentText(segment: NonNullable<MessageSummary['segment']>): string {
  const name = segment.name ?? 'a deleted segment';
  const reach =
    segment.reached === null ? 'not sent yet' : `reached ${formatCount(segment.reached)}`;
  return `Segment: ${name} — ${reach}`;
}
