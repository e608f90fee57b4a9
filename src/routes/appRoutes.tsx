import { Navigate, type RouteObject } from 'react-router-dom';
import { PageLoading } from '../components/ui/PageLoading';
import { RouteErrorPage } from '../components/ui/RouteErrorPage';
import type { RouteHandle, TrailStep } from './breadcrumbs';
import { ChunkErrorPage } from './ChunkErrorPage';
import { routeById } from './findRoute';
import { PublicOnly, RequireAccess, RequireAuth } from './guards';
import { loadPage } from './lazyPage';
import { RootLayout } from './RootLayout';
import { routeTable } from './routeTable';
import type { PageRoute, RouteAccess, RouteEntry } from './routeTypes';

/** The parents named by `parent`, root first. */
function trailOf(entry: RouteEntry): TrailStep[] {
  if (!entry.parent) return [];
  const parent = routeById(entry.parent);
  const step = { name: parent.name, path: parent.path, queryNames: parent.queryNames };
  return [...trailOf(parent), step];
}

function handleOf(entry: RouteEntry): RouteHandle {
  const { id, name, queryNames } = entry;
  return { id, name, queryNames, trail: trailOf(entry) };
}

/** Each page is its own chunk, loaded when its route first matches. */
function lazyPage(entry: PageRoute): Pick<RouteObject, 'lazy' | 'ErrorBoundary'> {
  return {
    lazy: async () => ({ Component: await loadPage(entry.name, entry.page) }),
    ErrorBoundary: ChunkErrorPage,
  };
}

function toRouteObject(entry: RouteEntry): RouteObject {
  const handle = handleOf(entry);
  if ('redirectTo' in entry) {
    return { path: entry.path, handle, element: <Navigate to={entry.redirectTo} replace /> };
  }
  if (entry.access !== 'private') return { path: entry.path, handle, ...lazyPage(entry) };
  return {
    path: entry.path,
    handle,
    element: <RequireAccess route={entry} />,
    children: [{ index: true, ...lazyPage(entry) }],
  };
}

function routesWith(access: RouteAccess): RouteObject[] {
  return routeTable.filter((entry) => entry.access === access).map(toRouteObject);
}

/** The route table as router objects, shared by the browser router and the tests' memory router. */
export const appRoutes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: PageLoading,
    ErrorBoundary: RouteErrorPage,
    children: [
      { Component: PublicOnly, children: routesWith('guest') },
      {
        Component: RequireAuth,
        children: [
          {
            // The frame of private pages (menus, dropdowns, the organisation switcher) is its
            // own chunk, so the sign-in page does not download it.
            lazy: async () => ({ Component: (await import('../app/shell/Shell')).Shell }),
            ErrorBoundary: ChunkErrorPage,
            children: routesWith('private'),
          },
        ],
      },
      ...routesWith('open'),
    ],
  },
];
