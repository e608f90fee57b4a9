import { matchRoutes } from 'react-router-dom';
import { routeTable } from './routeTable';
import type { RouteEntry } from './routeTypes';

const lookup = routeTable.map((entry) => ({ path: entry.path, entry }));

/** The table entry a URL opens, ranked as the router ranks (static segments first). */
export function routeForUrl(url: string): RouteEntry | undefined {
  return matchRoutes(lookup, url)?.at(-1)?.route.entry;
}
