import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import type { Profile } from '../contract/auth';
import { makeStore, type RootState } from '../src/app/store';
import { authSlice } from '../src/features/auth/authSlice';
import { COOKIE, setCookie } from '../src/lib/cookies';
import { appRoutes } from '../src/routes/appRoutes';
import { seedAccount, startSession } from './msw/authHandlers';

// jsdom has no layout and does not implement scrolling; the router scrolls on every navigation.
window.scrollTo = () => undefined;

/** A session for `profile` on the MSW server, with its token in the cookie; returns the token. */
export function signIn(profile: Profile): string {
  const token = startSession(seedAccount({ profile }));
  setCookie(COOKIE.token, token);
  return token;
}

/** Store state with `profile` signed in and loaded (call after signIn, which sets the cookie). */
export function signedInState(profile: Profile): Partial<RootState> {
  return {
    auth: { ...authSlice.getInitialState(), user: profile, profileStatus: 'succeeded' },
  };
}

interface RenderAppOptions {
  /** Where the memory router starts: a path, or a path with the state a link would pass. */
  route?: string | { pathname: string; state?: unknown };
  /** An admin signed in for the test: a session on the MSW server and the profile loaded. */
  user?: Profile;
  /** Slices to start from; they win over the signed-in admin's auth state. */
  preloadedState?: Partial<RootState>;
}

function routesFor(ui: ReactElement | RouteObject[] | undefined): RouteObject[] {
  if (ui === undefined) return appRoutes;
  return Array.isArray(ui) ? ui : [{ path: '*', element: ui }];
}

/**
 * Renders with a real store, a memory router and the toasts: the app's own routes when `ui` is
 * left out, else the routes given, or `ui` at every path. Network calls go to the MSW handlers.
 * Returns the store, a user-event instance, the router and the session token (with `user`).
 */
export function renderApp(
  ui?: ReactElement | RouteObject[],
  { route = '/', user, preloadedState }: RenderAppOptions = {},
) {
  const token = user ? signIn(user) : null;
  const store = makeStore({ ...(user ? signedInState(user) : {}), ...preloadedState });
  const router = createMemoryRouter(routesFor(ui), { initialEntries: [route] });
  const events = userEvent.setup();
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
      <ToastContainer />
    </Provider>,
  );
  return { store, user: events, router, token };
}

/**
 * A lazily loaded feature's state in a test's store: present once the feature's module was
 * imported (the test's imports load it), which this checks rather than assumes.
 */
export function loadedSlice<Key extends keyof RootState>(
  state: RootState,
  key: Key,
): NonNullable<RootState[Key]> {
  const slice = state[key];
  if (slice === undefined || slice === null) throw new Error(`the ${key} slice is not loaded`);
  return slice;
}
