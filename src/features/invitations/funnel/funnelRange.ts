import { FUNNEL_MAX_DAYS } from '../../../../contract/invitationFunnel';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const timeOf = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** Why the chosen days cannot be asked for, before the API is asked; null when they can. */
export function rangeError(from: string, to: string): string | null {
  if (!DAY.test(from) || !DAY.test(to) || Number.isNaN(timeOf(from)) || Number.isNaN(timeOf(to))) {
    return 'Choose both days.';
  }
  if (timeOf(from) > timeOf(to)) return 'The first day must not be after the last.';
  if ((timeOf(to) - timeOf(from)) / 86_400_000 + 1 > FUNNEL_MAX_DAYS) {
    return `Choose at most ${FUNNEL_MAX_DAYS} days.`;
  }
  return null;
}
