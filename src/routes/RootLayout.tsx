import { Outlet, ScrollRestoration } from 'react-router-dom';

/** Every navigation starts at the top of the page, or at its hash target. */
export function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
