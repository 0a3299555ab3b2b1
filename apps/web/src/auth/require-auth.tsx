import type { ReactNode } from 'react';
import { Navigate, useLocation, type Location } from 'react-router';
import { PageLoader } from '../components/ui/page-loader';
import { roleLabelOf } from '../lib/roles';
import { AccessDenied } from './access-denied';
import { useAuthStore } from './auth-store';

/** What the guard leaves in the router state when it sends someone to /login. */
export interface LoginRedirectState {
  from?: Location;
}

export const AUTH_LOADING_LABEL = 'Đang xác thực...';

export interface RequireAuthProps {
  children: ReactNode;
  /** Only this role may pass; others see the access-denied page. */
  roleId?: number;
}

/** Guard (docs/product/storefront.md#access-guard): loading → signed out → wrong role → content. */
export function RequireAuth({ children, roleId }: RequireAuthProps) {
  const isLoading = useAuthStore((s) => s.isLoading);
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const userRoleId = useAuthStore((s) => s.user?.roleId);
  const location = useLocation();

  if (isLoading) return <PageLoader label={AUTH_LOADING_LABEL} />;
  if (!isAuthenticated) {
    const state: LoginRedirectState = { from: location };
    return <Navigate to="/login" replace state={state} />;
  }
  if (roleId !== undefined && userRoleId !== roleId) {
    return <AccessDenied role={roleLabelOf(roleId) ?? String(roleId)} />;
  }
  return children;
}
