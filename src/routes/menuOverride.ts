import { USER_GROUPS } from '../../contract/adminGroups';
import type { AccessUser, MenuItem } from './menuTypes';

type AdminMenuEntry = NonNullable<AccessUser['company']>['adminMenu'][number];

const CUSTOM_LINK_ICON = 'bi-link-45deg';

function customLink(entry: AdminMenuEntry, url: string): MenuItem {
  return {
    id: entry.id,
    name: entry.name,
    icon: entry.icon ?? CUSTOM_LINK_ICON,
    url,
    userGroups: USER_GROUPS,
    external: /^https?:\/\//i.test(url),
  };
}

/**
 * A company's adminMenu first, in its order: an entry with a default item's id renames, moves
 * and relinks that item (its children and groups stay); any other entry is a custom link. Every
 * default item the override leaves out follows in default order.
 */
export function applyAdminMenu(
  defaults: readonly MenuItem[],
  overrides: readonly AdminMenuEntry[],
): MenuItem[] {
  const byId = new Map(defaults.map((item) => [item.id, item]));
  const placed = new Set<string>();
  const head = overrides.flatMap((entry): MenuItem[] => {
    if (placed.has(entry.id)) return [];
    placed.add(entry.id);
    const item = byId.get(entry.id);
    if (item) {
      return [
        { ...item, name: entry.name, url: entry.url ?? item.url, icon: entry.icon ?? item.icon },
      ];
    }
    return entry.url ? [customLink(entry, entry.url)] : [];
  });
  return [...head, ...defaults.filter((item) => !placed.has(item.id))];
}
