import { isCompanyAdminGroup } from '../../contract/adminGroups';
import { isMessagingOnly } from '../state/session';
import { routeDecision } from './access';
import { DEFAULT_MENU, UPLOAD_CONTENT_ID } from './defaultMenu';
import { routeById, routeForUrl } from './findRoute';
import { applyAdminMenu } from './menuOverride';
import type { AccessUser, MenuItem } from './menuTypes';

const PRIVATE_VIDEO_INDEX = 1;

/** SPEC.md section 6: groups 1 and 4 always see the video upload entry, others when enabled. */
function hidesPrivateVideo(user: AccessUser): boolean {
  return !isCompanyAdminGroup(user.userGroup) && !user.enablePrivateVideo;
}

/** A default item names its route by id; a company's own link is found by its url. */
function routeOf(item: MenuItem, url: string) {
  if (item.route) return routeById(item.route);
  return item.external ? undefined : routeForUrl(url);
}

/** A link shows when the user may open its route; messaging-only mode drops everything else. */
function mayFollow(user: AccessUser, item: MenuItem): boolean {
  if (!item.url) return true;
  const route = routeOf(item, item.url);
  if (route?.access === 'private') return routeDecision(user, route) === 'allow';
  return !isMessagingOnly(user);
}

function visibleItems(items: readonly MenuItem[], user: AccessUser, parentId?: string): MenuItem[] {
  return items.flatMap((item): MenuItem[] => {
    if (!item.userGroups.includes(user.userGroup) || !mayFollow(user, item)) return [];
    if (item.needsDevMailbox && !user.devMailbox) return [];
    if (
      parentId === UPLOAD_CONTENT_ID &&
      item.index === PRIVATE_VIDEO_INDEX &&
      hidesPrivateVideo(user)
    ) {
      return [];
    }
    if (!item.children) return [item];
    const children = visibleItems(item.children, user, item.id);
    return children.length > 0 || item.url ? [{ ...item, children }] : [];
  });
}

const isDivider = (item: MenuItem) => Boolean(item.separator || item.spacer);
const isHeading = (item: MenuItem) => Boolean(item.title);

/** Drops titles with nothing under them and separators at the ends or next to each other. */
function withoutEmptySections(items: readonly MenuItem[]): MenuItem[] {
  const kept: MenuItem[] = [];
  items.forEach((item, i) => {
    const next = items[i + 1];
    if (isHeading(item) && (!next || isDivider(next) || isHeading(next))) return;
    const previous = kept.at(-1);
    if (isDivider(item) && (!previous || isDivider(previous))) return;
    kept.push(item);
  });
  const last = kept.at(-1);
  return last && isDivider(last) ? kept.slice(0, -1) : kept;
}

/** The side menu for the signed-in admin (SPEC.md section 2, "Side menu by route and user group"). */
export function buildMenu(user: AccessUser): MenuItem[] {
  const adminMenu = user.company?.adminMenu ?? [];
  const items = adminMenu.length > 0 ? applyAdminMenu(DEFAULT_MENU, adminMenu) : DEFAULT_MENU;
  return withoutEmptySections(visibleItems(items, user));
}

/** Every url of the menu, depth first: parents before their children. */
export function menuUrls(menu: readonly MenuItem[]): string[] {
  return menu.flatMap((item) => [
    ...(item.url ? [item.url] : []),
    ...menuUrls(item.children ?? []),
  ]);
}
