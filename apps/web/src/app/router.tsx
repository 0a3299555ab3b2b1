import { lazy, Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Route, Routes, useLocation } from 'react-router';
import { PageLoader } from '../components/ui/page-loader';
import { RouteError } from './route-error';
import { ScrollRestoration } from './scroll-restoration';

/**
 * Three audiences, three lazy chunks: sign-in, the back office (guard + layout + its own routes
 * under /admin/*) and the public storefront, which never downloads the back office.
 */
const LoginPage = lazy(async () => ({ default: (await import('../auth/login-page')).LoginPage }));
const AdminApp = lazy(async () => ({ default: (await import('../admin/admin-app')).AdminApp }));
const StorefrontApp = lazy(async () => ({ default: (await import('../storefront/storefront-app')).StorefrontApp }));

/**
 * The app's routes, inside a <BrowserRouter> (main.tsx) or a <MemoryRouter> (tests). Declarative
 * mode: the data router's loaders, actions and fetchers are not used, and not shipped. A failed
 * chunk download or a rendering error shows RouteError until the path changes.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary fallback={<RouteError />} resetKeys={[pathname]}>
      <Suspense fallback={<PageLoader />}>
        <ScrollRestoration>
          <Routes>
            <Route path="login" element={<LoginPage />} />
            <Route path="admin/*" element={<AdminApp />} />
            <Route path="*" element={<StorefrontApp />} />
          </Routes>
        </ScrollRestoration>
      </Suspense>
    </ErrorBoundary>
  );
}
