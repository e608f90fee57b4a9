import { CHANNEL_ADMIN_GROUPS, COMPANY_ADMIN_GROUPS, USER_GROUPS } from './adminGroups';

/**
 * The side menu's top-level items an organisation's admin menu override (`adminMenu`) may rename,
 * move or point elsewhere, by the id the override names them with. The console's menu
 * (src/routes/defaultMenu.ts) holds the same ids, names, icons and groups; a test keeps them so.
 */
export interface AdminMenuItemInfo {
  id: string;
  /** The name the menu shows when the override does not rename it. */
  name: string;
  icon: string;
  /** The admin groups whose menu holds it. */
  groups: readonly number[];
  /** Tells two items of one name apart in a choice: whose menu holds it. */
  whose?: string;
}

export const ADMIN_MENU_ITEMS: readonly AdminMenuItemInfo[] = [
  { id: 'dashboard', name: 'Home', icon: 'bi-house', groups: USER_GROUPS },
  { id: 'sendMessage', name: 'Send Message', icon: 'bi-send', groups: USER_GROUPS },
  { id: 'messageHistory', name: 'Message History', icon: 'bi-clock-history', groups: USER_GROUPS },
  { id: 'messageReviews', name: 'Approvals', icon: 'bi-patch-check', groups: USER_GROUPS },
  { id: 'analytics', name: 'Analytics', icon: 'bi-graph-up', groups: USER_GROUPS },
  {
    id: 'messageTemplates',
    name: 'Message Templates',
    icon: 'bi-file-earmark-text',
    groups: USER_GROUPS,
  },
  { id: 'uploadContent', name: 'Upload Content', icon: 'bi-cloud-upload', groups: USER_GROUPS },
  {
    id: 'messageSequence',
    name: 'Message Sequence',
    icon: 'bi-collection',
    groups: CHANNEL_ADMIN_GROUPS,
    whose: 'channel admins',
  },
  { id: 'links', name: 'App Content (Links)', icon: 'bi-link-45deg', groups: USER_GROUPS },
  {
    id: 'linkTypes',
    name: 'Content Folders (Banners)',
    icon: 'bi-folder2-open',
    groups: USER_GROUPS,
  },
  { id: 'users', name: 'Users', icon: 'bi-people', groups: USER_GROUPS },
  { id: 'channels', name: 'Channels', icon: 'bi-broadcast', groups: COMPANY_ADMIN_GROUPS },
  {
    id: 'settings',
    name: 'Settings',
    icon: 'bi-gear',
    groups: COMPANY_ADMIN_GROUPS,
    whose: 'organisation admins',
  },
  {
    id: 'appSettings',
    name: 'Settings',
    icon: 'bi-gear',
    groups: CHANNEL_ADMIN_GROUPS,
    whose: 'channel admins',
  },
];

/** An item of the menu as a choice names it: "Settings (channel admins)". */
export const adminMenuChoiceName = (item: AdminMenuItemInfo) =>
  item.whose ? `${item.name} (${item.whose})` : item.name;

/** One entry of an override, as the company stores it. */
export interface AdminMenuOverride {
  id: string;
  name: string;
  url?: string;
  icon?: string;
}

/**
 * The menu an override makes of the default items (SPEC.md section 2: "default items missing from
 * the override are appended"): the override's entries first, in its order, each a default item
 * it names by id (`rename`) or a link of its own (`custom`, which may drop an entry with no
 * address); then the default items it leaves out, in default order. An id given twice counts once.
 */
export function placeAdminMenu<T extends { id: string }>(
  defaults: readonly T[],
  overrides: readonly AdminMenuOverride[],
  rename: (item: T, entry: AdminMenuOverride) => T,
  custom: (entry: AdminMenuOverride) => T | null,
): T[] {
  const byId = new Map(defaults.map((item) => [item.id, item]));
  const placed = new Set<string>();
  const head = overrides.flatMap((entry): T[] => {
    if (placed.has(entry.id)) return [];
    placed.add(entry.id);
    const item = byId.get(entry.id);
    if (item) return [rename(item, entry)];
    const own = custom(entry);
    return own ? [own] : [];
  });
  return [...head, ...defaults.filter((item) => !placed.has(item.id))];
}
