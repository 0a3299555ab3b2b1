import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminUser, signInStore, signOutStore } from '../test/auth-fixtures';
import { useAuthStore } from './auth-store';
import { RequireAuth, type LoginRedirectState } from './require-auth';

function LoginProbe() {
  const state = useLocation().state as LoginRedirectState | null;
  return <p>Trang đăng nhập, từ {state?.from?.pathname}</p>;
}

function renderGuarded(roleId?: number) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>Trang chủ</p> },
      { path: '/login', element: <LoginProbe /> },
      {
        path: '/admin/users',
        element: (
          <RequireAuth roleId={roleId}>
            <p>Nội dung bảo vệ</p>
          </RequireAuth>
        ),
      },
    ],
    { initialEntries: ['/', '/admin/users'], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  signOutStore();
});

describe('RequireAuth', () => {
  it('shows Đang xác thực... while the session is checked', () => {
    useAuthStore.setState({ isLoading: true });
    renderGuarded();
    expect(screen.getByRole('status').textContent).toContain('Đang xác thực...');
    expect(screen.queryByText('Nội dung bảo vệ')).toBeNull();
  });

  it('sends a signed-out visitor to /login, remembering where they were going', async () => {
    const router = renderGuarded();
    expect(await screen.findByText('Trang đăng nhập, từ /admin/users')).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('renders the content for a signed-in user', () => {
    signInStore();
    renderGuarded();
    expect(screen.getByText('Nội dung bảo vệ')).toBeVisible();
  });

  it('renders the content when the required role matches', () => {
    signInStore();
    renderGuarded(1);
    expect(screen.getByText('Nội dung bảo vệ')).toBeVisible();
  });

  it('shows the access-denied page for another role, with a Back button', async () => {
    signInStore({ ...adminUser, roleId: 3 });
    const router = renderGuarded(1);

    expect(screen.getByRole('heading', { name: 'Không có quyền truy cập' })).toBeVisible();
    expect(screen.getByText('Bạn không có quyền truy cập vào trang này. Yêu cầu quyền: Quản trị')).toBeVisible();
    expect(screen.queryByText('Nội dung bảo vệ')).toBeNull();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Quay lại' }));
    expect(await screen.findByText('Trang chủ')).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
  });
});
