import type { ComponentType } from 'react';

/**
 * guest: public, and a signed-in user is sent on (to the redirect target or /).
 * private: needs a session. open: anyone, signed in or not.
 */
export type RouteAccess = 'guest' | 'private' | 'open';

interface RouteBase {
  name: string;
  path: string;
  access: RouteAccess;
}

export interface PageRoute extends RouteBase {
  page: () => Promise<ComponentType>;
}

export interface RedirectRoute extends RouteBase {
  redirectTo: string;
}

export type RouteEntry = PageRoute | RedirectRoute;

export const routeTable: readonly RouteEntry[] = [
  { name: 'Home', path: '/', access: 'open', redirectTo: '/dashboard' },
  {
    name: 'Login',
    path: '/login',
    access: 'guest',
    page: () => import('../features/auth/pages/LoginPage').then((m) => m.LoginPage),
  },
  {
    name: 'Password Reset',
    path: '/password/reset/:type',
    access: 'guest',
    page: () => import('../features/auth/pages/PasswordResetPage').then((m) => m.PasswordResetPage),
  },
  {
    name: 'Dashboard',
    path: '/dashboard',
    access: 'private',
    page: () => import('../features/auth/pages/DashboardPage').then((m) => m.DashboardPage),
  },
  {
    name: 'Not Found',
    path: '*',
    access: 'open',
    page: () => import('../components/ui/NotFoundPage').then((m) => m.NotFoundPage),
  },
];
