import type { StoredAudience } from '../../db/schema/messages';

/*
 * The audience of an award campaign or a sequence step: everyone it reaches, or the members of a
 * saved segment among them, kept as a users filter naming only the segment so the fan-out reads
 * the rule when it sends (docs/decisions.md, "Segments as the audience").
 */

export const segmentAudience = (segmentId: string | null | undefined): StoredAudience =>
  segmentId ? { kind: 'users', filter: { segmentId } } : { kind: 'all' };

/** The saved segment a stored audience names, or null. */
export function segmentIdOf(audience: StoredAudience): string | null {
  if (audience.kind !== 'users') return null;
  const id = audience.filter.segmentId;
  return typeof id === 'string' ? id : null;
}
