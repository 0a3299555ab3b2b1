import { Outlet, ScrollRestoration } from 'react-router';

/** Root route: the matched area, with scroll positions restored on back/forward. */
export function AppShell() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
