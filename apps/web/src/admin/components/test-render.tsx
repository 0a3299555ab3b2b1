import type { Permission, Resource } from '@shop/core/permissions';
import type { User } from '@shop/core/schemas/user';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { Toaster } from 'sonner';
import { adminUser, signInStore } from '../../test/auth-fixtures';

/** Test helper (not used by the app): rights of a role as the API answers them. */
export const ALL: Permission = { read: true, change: true, delete: true };
export const READ: Permission = { read: true, change: false, delete: false };
export const NONE: Permission = { read: false, change: false, delete: false };

export function rights(map: Partial<Record<Resource, Permission>>) {
  return { body: map };
}

/** Signs in `user` (role 1 by default) and renders `ui` with a fresh query client, a router and the toaster. */
export function renderScreen(
  ui: ReactNode,
  { user = adminUser, path = '/admin' }: { user?: User; path?: string } = {},
) {
  signInStore(user);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...result, queryClient, user: userEvent.setup() };
}
