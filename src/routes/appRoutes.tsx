import { Navigate, type RouteObject } from 'react-router-dom';
import { PageLoading } from '../components/ui/PageLoading';
import { RouteErrorPage } from '../components/ui/RouteErrorPage';
import { PublicOnly, RequireAuth } from './guards';
import { routeTable, type RouteAccess, type RouteEntry } from './routeTable';

function toRouteObject(entry: RouteEntry): RouteObject {
  if ('redirectTo' in entry) {
    return { path: entry.path, element: <Navigate to={entry.redirectTo} replace /> };
  }
  return { path: entry.path, lazy: async () => ({ Component: await entry.page() }) };
}

function routesWith(access: RouteAccess): RouteObject[] {
  return routeTable.filter((entry) => entry.access === access).map(toRouteObject);
}

/** The route table as router objects, shared by the browser router and the tests' memory router. */
export const appRoutes: RouteObject[] = [
  {
    HydrateFallback: PageLoading,
    ErrorBoundary: RouteErrorPage,
    children: [
      { Component: PublicOnly, children: routesWith('guest') },
      { Component: RequireAuth, children: routesWith('private') },
      ...routesWith('open'),
    ],
  },
];
