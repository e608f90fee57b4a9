const pad = (value: number) => String(value).padStart(2, '0');

/** SPEC.md section 9: dates display as YYYY-MM-DD, in the viewer's zone. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Today as YYYY-MM-DD, for file names. */
export function todayStamp(now = new Date()): string {
  return formatDate(now.toISOString());
}
