import { formatDate } from '../../lib/dates';

const pad = (value: number) => String(value).padStart(2, '0');

/** SPEC.md section 9: times display as HH:mm:ss, in the viewer's zone. */
export function clockTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** YYYY-MM-DD HH:mm:ss. */
export function dateTime(iso: string): string {
  return `${formatDate(iso)} ${clockTime(iso)}`;
}

/** A list's time column: the time for today's messages, the date for older ones. */
export function listTime(iso: string, now = new Date()): string {
  return formatDate(iso) === formatDate(now.toISOString()) ? clockTime(iso) : formatDate(iso);
}
