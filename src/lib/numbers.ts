import { localNumberFormat } from './locale';

/** A count with the reader's thousands separators: 1,234 (1.234 in German). */
export function formatCount(value: number): string {
  return localNumberFormat().format(value);
}

/** A count, or an estimate of one shown as "≈62,000". */
export function formatCountOrEstimate(value: number, estimated: boolean | undefined): string {
  return `${estimated ? '≈' : ''}${formatCount(value)}`;
}

/** "1 user", "3 users". */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}

const BYTE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/**
 * The format of one unit, made on first use: a unit format loads its locale data, which took
 * about 10 ms of the first render of every page importing this module, most of which show no
 * size at all.
 */
function byteFormat(step: number): Intl.NumberFormat {
  const unit = BYTE_UNITS[step] ?? 'byte';
  return localNumberFormat({
    style: 'unit',
    unit,
    unitDisplay: unit === 'byte' ? 'long' : 'short',
    maximumFractionDigits: 1,
  });
}

/** A size in bytes as people read it, in steps of 1024: "512 bytes", "3.4 MB", "1.2 GB". */
export function formatBytes(bytes: number): string {
  let value = Math.max(0, bytes);
  let step = 0;
  while (value >= 1024 && step < BYTE_UNITS.length - 1) {
    value /= 1024;
    step += 1;
  }
  return byteFormat(step).format(step === 0 ? Math.round(value) : value);
}

/** A span of seconds, rounded, for "time left": "45 s", "3 min 5 s", "1 h 20 min". */
export function formatSeconds(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = whole % 60;
  if (hours > 0) return minutes > 0 ? `${hours} h ${minutes} min` : `${hours} h`;
  if (minutes > 0) return rest > 0 ? `${minutes} min ${rest} s` : `${minutes} min`;
  return `${rest} s`;
}
