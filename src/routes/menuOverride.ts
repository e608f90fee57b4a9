import { USER_GROUPS } from '../../contract/adminGroups';
import { placeAdminMenu, type AdminMenuOverride } from '../../contract/adminMenu';
import type { MenuItem } from './menuTypes';

const CUSTOM_LINK_ICON = 'bi-link-45deg';

function customLink(entry: AdminMenuOverride, url: string): MenuItem {
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
 * default item the override leaves out follows in default order (contract/adminMenu.ts).
 */
export function applyAdminMenu(
  defaults: readonly MenuItem[],
  overrides: readonly AdminMenuOverride[],
): MenuItem[] {
  return placeAdminMenu(
    defaults,
    overrides,
    (item, entry) => ({
      ...item,
      // A new url is the company's: the menu finds its route by that url, not the item's id.
      route: entry.url ? undefined : item.route,
      name: entry.name,
      url: entry.url ?? item.url,
      icon: entry.icon ?? item.icon,
    }),
    (entry) => (entry.url ? customLink(entry, entry.url) : null),
  );
}
