import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { signOutStore } from '../test/auth-fixtures';
import { mockFetch } from '../test/fetch-mock';
import { Providers } from './providers';
import { appRoutes } from './router';

function renderAt(path: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

beforeEach(() => {
  signOutStore();
  mockFetch({});
});

describe('app routes', () => {
  it('serves the public home: the slogan and the shop-now link, no admin link when signed out', async () => {
    renderAt('/');
    expect(await screen.findByRole('heading', { level: 1, name: /Vẻ Đẹp\s*Vượt Thời Gian/ }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Mua Sắm Ngay/ }).getAttribute('href')).toBe('/products?page=1&sort=featured');
    expect(screen.queryByRole('link', { name: /Quản trị/ })).toBeNull();
  });

  it('sends a signed-out visitor of /admin to the login form', async () => {
    const router = renderAt('/admin/orders');
    expect(await screen.findByLabelText('Tên đăng nhập', {}, { timeout: 10_000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });
});
