import { Component, lazy, Suspense, type ReactNode } from 'react';
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

interface BoundaryProps {
  pathname: string;
  children: ReactNode;
}
interface BoundaryState {
  failed: boolean;
  /** The path that failed; another path starts over. */
  at: string | null;
}

/** Shows RouteError for a failed chunk download or a rendering error, until the path changes. */
class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, at: null };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true, at: null };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (!state.failed) return null;
    if (state.at === null) return { at: props.pathname };
    return state.at === props.pathname ? null : { failed: false, at: null };
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

/**
 * The app's routes, inside a <BrowserRouter> (main.tsx) or a <MemoryRouter> (tests). Declarative
 * mode: the data router's loaders, actions and fetchers are not used, and not shipped. A failed
 * chunk download or a rendering error shows RouteError until the path changes.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary pathname={pathname}>
      <Suspense fallback={<PageLoader />}>
        <ScrollRestoration>
          <Routes>
            <Route path="login" element={<LoginPage />} />
            <Route path="admin/*" element={<AdminApp />} />
            <Route path="*" element={<StorefrontApp />} />
          </Routes>
        </ScrollRestoration>
      </Suspense>
    </RouteErrorBoundary>
  );
}
