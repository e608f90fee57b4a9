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

/** Per menu, whether a path has a sub-path of its own in the menu: worked out once per path. */
const exactOnlyByMenu = new WeakMap<readonly string[], Map<string, boolean>>();

/**
 * Whether the menu has its own entry for a sub-path of `path`. Each render of the side menu asks
 * for every entry, and comparing each with all the others made a thousand URLs a render.
 */
function isExactOnly(path: string, allUrls: readonly string[]): boolean {
  let known = exactOnlyByMenu.get(allUrls);
  if (!known) {
    known = new Map();
    exactOnlyByMenu.set(allUrls, known);
  }
  let exactOnly = known.get(path);
  if (exactOnly === undefined) {
    exactOnly = allUrls.some((other) => {
      const otherPath = new URL(other, PROBE_ORIGIN).pathname;
      return otherPath !== path && otherPath.startsWith(`${path}/`);
    });
    known.set(path, exactOnly);
  }
  return exactOnly;
}

/**
 * Whether a menu url names the current page. A url is active on its sub-paths too, unless the
 * menu has its own entry for a sub-path; query parameters in the url must match as well.
 */
export function isUrlActive(url: string, place: Place, allUrls: readonly string[]): boolean {
  const target = new URL(url, PROBE_ORIGIN);
  const path = target.pathname.replace(/(.)\/$/, '$1');
  const exactOnly = isExactOnly(path, allUrls);
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
