import { dayjs } from '../../contract/dayjs';

/** SPEC.md section 9: dates display as YYYY-MM-DD, in the viewer's zone. */
export function formatDate(iso: string): string {
  // Read by Date, as before: dayjs would read a bare YYYY-MM-DD as local midnight, not UTC.
  const date = dayjs(new Date(iso));
  return date.isValid() ? date.format('YYYY-MM-DD') : '';
}

/** Today as YYYY-MM-DD, for file names. */
export function todayStamp(now = new Date()): string {
  return formatDate(now.toISOString());
}
