import { generatePath, type Params } from 'react-router-dom';
import type { QueryNames, RouteId } from './routeTypes';

/** A route's breadcrumb ancestor: its path may hold parameters of the current match. */
export interface TrailStep {
  name: string;
  path: string;
  queryNames?: QueryNames;
}

/** What every table route carries as its router `handle`. */
export interface RouteHandle {
  id: RouteId;
  name: string;
  queryNames?: QueryNames;
  trail: readonly TrailStep[];
}

export interface Crumb {
  name: string;
  url: string;
}

export interface CrumbMatch {
  pathname: string;
  params?: Params;
  handle?: unknown;
}

export function routeHandleOf(handle: unknown): RouteHandle | undefined {
  if (typeof handle !== 'object' || handle === null) return undefined;
  if (!('name' in handle) || typeof handle.name !== 'string') return undefined;
  if (!('trail' in handle) || !Array.isArray(handle.trail)) return undefined;
  return handle as RouteHandle;
}

/** The name a query value gives the screen, and the query that keeps it (empty if none). */
function byQuery(name: string, queryNames: QueryNames | undefined, search: string) {
  const value = queryNames ? new URLSearchParams(search).get(queryNames.param) : null;
  const named = queryNames && value !== null ? queryNames.names[value] : undefined;
  if (!queryNames || value === null || named === undefined) return { name, query: '' };
  return {
    name: named,
    query: `?${new URLSearchParams({ [queryNames.param]: value }).toString()}`,
  };
}

function trailCrumb(step: TrailStep, params: Params, search: string): Crumb[] {
  try {
    const { name, query } = byQuery(step.name, step.queryNames, search);
    return [{ name, url: `${generatePath(step.path, params)}${query}` }];
  } catch {
    // A parent whose path needs a parameter this match lacks gets no crumb.
    return [];
  }
}

/** The breadcrumbs of the matched routes: each named route after its trail of parents. */
export function breadcrumbsFor(matches: readonly CrumbMatch[], search = ''): Crumb[] {
  return matches.flatMap((match) => {
    const handle = routeHandleOf(match.handle);
    if (!handle) return [];
    const params = match.params ?? {};
    const { name, query } = byQuery(handle.name, handle.queryNames, search);
    return [
      ...handle.trail.flatMap((step) => trailCrumb(step, params, search)),
      { name, url: `${match.pathname}${query}` },
    ];
  });
}
