import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from './router';

// The sign-in chunk cannot be downloaded (e.g. removed by a new release); the storefront fails to
// render at /boom.
vi.mock('../auth/login-page', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/login-page-old.js');
});
vi.mock('../storefront/storefront-app', () => ({
  StorefrontApp: function StorefrontApp() {
    if (useLocation().pathname === '/boom') throw new Error('render failed');
    return <h1>Cửa hàng</h1>;
  },
}));

/** A link outside the failed area (as the browser's back button would be). */
function GoHome() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate('/')}>
      Về trang chủ
    </button>
  );
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
      <GoHome />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

beforeEach(() => {
  // React reports the errors its boundaries catch: expected here.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('app routes: errors', () => {
  it('shows the reload screen when an area’s chunk fails to download, and the other areas still open', async () => {
    const user = renderAt('/login');
    expect((await screen.findByRole('alert')).textContent).toContain('Đã có lỗi xảy ra');
    expect(screen.getByRole('button', { name: 'Tải lại trang' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Về trang chủ' }));
    expect(await screen.findByRole('heading', { name: 'Cửa hàng' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the reload screen on a rendering error, until the path changes', async () => {
    const user = renderAt('/boom');
    expect((await screen.findByRole('alert')).textContent).toContain('Không thể hiển thị trang này');

    await user.click(screen.getByRole('button', { name: 'Về trang chủ' }));
    expect(await screen.findByRole('heading', { name: 'Cửa hàng' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
