import type { MenuItem } from '../../routes/menuTypes';

const PROBE_ORIGIN = 'http://menu.invalid';

interface Place {
  pathname: string;
  search: string;
}

export function isExternalItem(item: Pick<MenuItem, 'url' | 'external'>): boolean {
  return Boolean(item.external) || /^https?:\/\//i.test(item.url ?? '');
}

/** Every internal url in the menu, to tell a parent path (/users) from its own page. */
export function menuUrls(items: readonly MenuItem[]): string[] {
  return items.flatMap((item) => [
    ...(item.url && !isExternalItem(item) ? [item.url] : []),
    ...menuUrls(item.children ?? []),
  ]);
}

/**
 * Whether a menu url names the current page. A url is active on its sub-paths too, unless the
 * menu has its own entry for a sub-path; query parameters in the url must match as well.
 */
export function isUrlActive(url: string, place: Place, allUrls: readonly string[]): boolean {
  const target = new URL(url, PROBE_ORIGIN);
  const path = target.pathname.replace(/(.)\/$/, '$1');
  const exactOnly = allUrls.some((other) => {
    const otherPath = new URL(other, PROBE_ORIGIN).pathname;
    return otherPath !== path && otherPath.startsWith(`${path}/`);
  });
  const pathMatches =
    place.pathname === path || (!exactOnly && place.pathname.startsWith(`${path}/`));
  if (!pathMatches) return false;
  const current = new URLSearchParams(place.search);
  return [...target.searchParams].every(([key, value]) => current.get(key) === value);
}

export function hasActiveDescendant(
  item: MenuItem,
  place: Place,
  allUrls: readonly string[],
): boolean {
  return (item.children ?? []).some(
    (child) =>
      (child.url !== undefined &&
        !isExternalItem(child) &&
        isUrlActive(child.url, place, allUrls)) ||
      hasActiveDescendant(child, place, allUrls),
  );
}
