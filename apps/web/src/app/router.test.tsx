import { render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { signOutStore } from '../test/auth-fixtures';
import { mockFetch } from '../test/fetch-mock';
import { Providers } from './providers';
import { AppRoutes } from './router';

/** Where the router is (what the address bar would show). */
function LocationProbe() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

const shownPath = () => screen.getByTestId('location').textContent;

function renderAt(path: string) {
  render(
    <Providers>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </Providers>,
  );
}

beforeEach(() => {
  signOutStore();
  mockFetch({});
});

describe('app routes', () => {
  it('serves the public home: the slogan and the shop-now link, no admin link when signed out', async () => {
    renderAt('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: /Vẻ Đẹp\s*Vượt Thời Gian/ }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: /Mua Sắm Ngay/ }).getAttribute('href')).toBe(
      '/products?page=1&sort=featured',
    );
    expect(screen.queryByRole('link', { name: /Quản trị/ })).toBeNull();
  });

  it('sends a signed-out visitor of /admin to the login form', async () => {
    renderAt('/admin/orders');
    expect(await screen.findByLabelText('Tên đăng nhập', {}, { timeout: 10_000 })).toBeVisible();
    expect(shownPath()).toBe('/login');
  });

  it('serves /about (a storefront page) at its own path', async () => {
    renderAt('/about');
    expect(await screen.findByRole('heading', { level: 1, name: /^Giới thiệu/ }, { timeout: 10_000 })).toBeVisible();
    expect(shownPath()).toBe('/about');
  });

  it('sends an unknown path to the home page', async () => {
    renderAt('/khong-co-trang-nay');
    expect(
      await screen.findByRole('heading', { level: 1, name: /Vẻ Đẹp\s*Vượt Thời Gian/ }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(shownPath()).toBe('/');
  });
});
