/**
 * The value of one sample line of a Prometheus scrape, such as `name{labels} 3`: the first line
 * of that name carrying every one of `labels` (every series carries `role`); null when absent.
 */
export function metricSample(
  text: string,
  name: string,
  labels: Record<string, string> = {},
): number | null {
  const line = text
    .split('\n')
    .find(
      (entry) =>
        entry.startsWith(`${name}{`) &&
        Object.entries(labels).every(([key, value]) => entry.includes(`${key}="${value}"`)),
    );
  return line ? Number(line.split(' ').pop()) : null;
}
