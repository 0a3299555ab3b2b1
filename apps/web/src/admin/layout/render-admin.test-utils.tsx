import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { vi } from 'vitest';
import { AdminApp } from '../admin-app';

// Whole screens on a shared, busy machine: give findBy/waitFor more than the default second.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

export const ALL_RIGHTS = { read: true, change: true, delete: true };
export const READ_ONLY = { read: true, change: false, delete: false };
export const NO_RIGHTS = { read: false, change: false, delete: false };

/** Renders the whole back office at `path` (router, query client, toasts), as the app does. */
export function renderAdmin(path = '/admin') {
  const router = createMemoryRouter(
    [
      { path: '/admin/*', element: <AdminApp /> },
      { path: '/login', element: <p>Trang đăng nhập</p> },
    ],
    { initialEntries: [path] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  // No pause between keystrokes: the forms are typed into a lot.
  const user = userEvent.setup({ delay: null });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { router, user, queryClient };
}
