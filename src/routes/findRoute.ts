import { matchRoutes } from 'react-router-dom';
import { routeTable } from './routeTable';
import type { RouteEntry, RouteId } from './routeTypes';

const lookup = routeTable.map((entry) => ({ path: entry.path, entry }));
const byId = new Map(routeTable.map((entry) => [entry.id, entry]));

/** The table entry a URL opens, ranked as the router ranks (static segments first). */
export function routeForUrl(url: string): RouteEntry | undefined {
  return matchRoutes(lookup, url)?.at(-1)?.route.entry;
}

/** The table entry of an id; RouteId holds only declared ids, so one is always found. */
export function routeById(id: RouteId): RouteEntry {
  const entry = byId.get(id);
  if (!entry) throw new Error(`No route ${id}`);
  return entry;
}
