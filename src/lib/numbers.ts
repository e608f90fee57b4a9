const countFormat = new Intl.NumberFormat('en-US');

/** A count with thousands separators: 1,234. */
export function formatCount(value: number): string {
  return countFormat.format(value);
}

/** "1 user", "3 users". */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}
