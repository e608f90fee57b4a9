import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import type { Profile } from '../contract/auth';
import { makeStore, type RootState } from '../src/app/store';
import { authSlice } from '../src/features/auth/authSlice';
import { COOKIE, setCookie } from '../src/lib/cookies';
import { seedAccount, startSession } from './msw/authHandlers';

interface RenderRoutesOptions {
  route?: string;
  preloadedState?: Partial<RootState>;
  /** For tests on fake timers: user-event then advances them while it waits. */
  advanceTimers?: (ms: number) => void;
}

/** Renders the given routes (not the app's) with a real store, a memory router and toasts. */
export function renderRoutes(
  routes: RouteObject[],
  { route = '/', preloadedState, advanceTimers }: RenderRoutesOptions = {},
) {
  const store = makeStore(preloadedState);
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  const user = userEvent.setup(advanceTimers ? { advanceTimers } : {});
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
      <ToastContainer />
    </Provider>,
  );
  return { store, user, router };
}

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
