import { routeHandleOf, type CrumbMatch } from './breadcrumbs';
import { ROUTE_DESCRIPTIONS } from './routeDescriptions';

/**
 * What the screen is for: the last matched route's description, with the sentence its query
 * value adds (which menu entry opens it, when the menu names it otherwise).
 */
export function screenDescription(matches: readonly CrumbMatch[], search = ''): string | undefined {
  const handle = matches
    .map((match) => routeHandleOf(match.handle))
    .findLast((found) => found !== undefined);
  if (!handle) return undefined;
  const description = ROUTE_DESCRIPTIONS[handle.id];
  const { queryNames } = handle;
  const value = queryNames ? new URLSearchParams(search).get(queryNames.param) : null;
  const extra = value === null ? undefined : queryNames?.descriptions?.[value];
  return extra ? `${description} ${extra}` : description;
}
