import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoader } from '../components/ui/page-loader';
import { AppShell } from './app-shell';
import { RouteError } from './route-error';

/**
 * Three audiences, three lazy chunks: sign-in, the back office (guard + layout + its own routes
 * under /admin/*) and the public storefront, which never downloads the back office.
 */
export const appRoutes: RouteObject[] = [
  {
    Component: AppShell,
    HydrateFallback: PageLoader,
    ErrorBoundary: RouteError,
    children: [
      {
        path: 'login',
        lazy: async () => ({ Component: (await import('../auth/login-page')).LoginPage }),
        ErrorBoundary: RouteError,
      },
      {
        path: 'admin/*',
        lazy: async () => ({ Component: (await import('../admin/admin-app')).AdminApp }),
        ErrorBoundary: RouteError,
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('../storefront/storefront-app')).StorefrontApp }),
        ErrorBoundary: RouteError,
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
