import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { makeStore, type RootState } from '../src/app/store';
import { appRoutes } from '../src/routes/appRoutes';

// jsdom has no layout and does not implement scrolling; the router scrolls on every navigation.
window.scrollTo = () => undefined;

interface RenderAppOptions {
  route?: string;
  preloadedState?: Partial<RootState>;
}

/**
 * Renders the app's routes at `route`, or `ui` at every path when given, with a real store and
 * a memory router. Network calls go to the MSW handlers.
 */
export function renderApp(
  ui?: ReactElement,
  { route = '/', preloadedState }: RenderAppOptions = {},
) {
  const store = makeStore(preloadedState);
  const routes: RouteObject[] = ui ? [{ path: '*', element: ui }] : appRoutes;
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  const user = userEvent.setup();
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { store, user, router };
}
