import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminUser, signInStore, signOutStore } from '../test/auth-fixtures';
import { mockFetch } from '../test/fetch-mock';
import { usePermissions } from './use-permissions';

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

beforeEach(() => {
  signOutStore();
});

describe('usePermissions', () => {
  it("answers from the signed-in user's role permissions", async () => {
    signInStore({ ...adminUser, roleId: 2 });
    const api = mockFetch({
      'GET /api/rights/role-permissions/2': {
        body: {
          products: { read: true, change: true, delete: false },
          users: { read: false, change: false, delete: false },
        },
      },
    });

    const { result } = renderHook(() => usePermissions(), { wrapper });
    expect(result.current.can('products', 'read')).toBe(false); // unknown until loaded
    await waitFor(() => expect(result.current.isLoading).toBe(false));

    expect(result.current.can('products', 'change')).toBe(true);
    expect(result.current.can('products', 'delete')).toBe(false);
    expect(result.current.hasAny('products')).toBe(true);
    expect(result.current.hasAny('users')).toBe(false);
    expect(result.current.hasAny('orders')).toBe(false);
    expect(api.requests[0]?.headers.get('Authorization')).toBe('Bearer stored-token');
  });

  it('asks nothing and allows nothing when signed out', () => {
    const api = mockFetch({});
    const { result } = renderHook(() => usePermissions(), { wrapper });
    expect(result.current.can('products', 'read')).toBe(false);
    expect(result.current.isLoading).toBe(false);
    expect(api.requests).toHaveLength(0);
  });
});
