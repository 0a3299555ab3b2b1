import type { PermissionMap } from '@shop/core/permissions';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminUser, signInStore, signOutStore } from '../test/auth-fixtures';
import { mockFetch } from '../test/fetch-mock';
import { ALL_RIGHTS, NO_RIGHTS, READ_ONLY, renderAdmin } from './layout/render-admin.test-utils';

const sidebar = () => screen.getByRole('complementary', { name: 'Thanh điều hướng quản trị' });
const menu = () => within(sidebar()).getByRole('navigation', { name: 'Quản trị' });
const menuLabels = () =>
  within(menu())
    .queryAllByRole('link')
    .map((link) => link.textContent);

const OVERVIEW = ['Bảng Điều Khiển', 'Đơn Hàng', 'Cửa Hàng'];

/** Signs in with `roleId` whose role has `permissions`, renders /admin and waits for the rights. */
async function renderWithRights(roleId: number, permissions: PermissionMap) {
  signInStore({ ...adminUser, roleId });
  const api = mockFetch({ [`GET /api/rights/role-permissions/${roleId}`]: { body: permissions } });
  const view = renderAdmin();
  await waitFor(() => expect(api.to(`GET /api/rights/role-permissions/${roleId}`)).toHaveLength(1));
  // The dashboard is gated on the rights too: once it has stopped checking, they are in.
  await waitFor(() => expect(screen.queryByText('Đang kiểm tra quyền...')).toBeNull());
  return { ...view, api };
}

beforeEach(() => {
  signOutStore();
});

describe('admin shell', () => {
  it('is behind the guard', async () => {
    mockFetch({});
    renderAdmin();
    expect(await screen.findByText('Trang đăng nhập')).toBeVisible();
  });

  it("shows the user's first and last name, the role badge and the current page's label", async () => {
    signInStore({ ...adminUser, firstName: 'Lan', lastName: 'Nguyễn' });
    mockFetch({ 'GET /api/rights/role-permissions/1': { body: { products: ALL_RIGHTS } } });
    const { user } = renderAdmin();

    expect(within(sidebar()).getByText('Lan Nguyễn')).toBeVisible();
    expect(within(sidebar()).getByText('Quản trị')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Bảng Điều Khiển' })).toBeVisible();

    await user.click(within(menu()).getByRole('link', { name: 'Đơn Hàng' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Đơn Hàng' })).toBeVisible();
    await user.click(within(menu()).getByRole('link', { name: 'Cửa Hàng' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Cửa Hàng' })).toBeVisible();
  });

  it('has a Cửa Hàng button that opens the storefront in a new tab, apart from the Cửa Hàng screen', () => {
    signInStore();
    mockFetch({ 'GET /api/rights/role-permissions/1': { body: {} } });
    renderAdmin();

    const storefront = within(sidebar()).getByRole('link', { name: /Cửa Hàng.*mở trong thẻ mới/ });
    expect(storefront.getAttribute('href')).toBe('/');
    expect(storefront.getAttribute('target')).toBe('_blank');
    expect(storefront.getAttribute('rel')).toContain('noopener');

    const screenLink = within(menu()).getByRole('link', { name: 'Cửa Hàng' });
    expect(screenLink.getAttribute('href')).toBe('/admin/shop');
    expect(screenLink.getAttribute('target')).toBeNull();
  });
});

describe('menu gating', () => {
  it('shows only the Tổng Quan entries to a role without any right', async () => {
    await renderWithRights(4, { products: NO_RIGHTS, users: NO_RIGHTS });
    expect(within(menu()).getByRole('button', { name: 'Tổng Quan' })).toBeVisible();
    expect(menuLabels()).toEqual(OVERVIEW);
  });

  it('shows every entry to a role with rights everywhere, in the menu order', async () => {
    await renderWithRights(1, {
      products: ALL_RIGHTS,
      users: ALL_RIGHTS,
      images: ALL_RIGHTS,
      settings: ALL_RIGHTS,
      roles: ALL_RIGHTS,
      rights: ALL_RIGHTS,
      audit: READ_ONLY,
    });
    expect(menuLabels()).toEqual([
      ...OVERVIEW,
      'Sản Phẩm',
      'Người Dùng',
      'Ảnh',
      'Cài Đặt',
      'Vai Trò',
      'Quyền',
      'Nhật Ký',
    ]);
  });

  it('shows an entry for any single flag (change or delete alone count too)', async () => {
    await renderWithRights(2, {
      images: { read: false, change: true, delete: false },
      roles: { read: false, change: false, delete: true },
      users: NO_RIGHTS,
      settings: NO_RIGHTS,
    });
    expect(menuLabels()).toEqual([...OVERVIEW, 'Ảnh', 'Vai Trò']);
  });

  it.each(['products', 'categories', 'brands', 'sizes'])('shows Sản Phẩm with a right on %s only', async (resource) => {
    await renderWithRights(3, { [resource]: READ_ONLY });
    expect(menuLabels()).toEqual([...OVERVIEW, 'Sản Phẩm']);
    expect(within(menu()).getByRole('link', { name: 'Sản Phẩm' }).getAttribute('href')).toBe('/admin/products');
  });

  it('shows Hóa Đơn VAT and Khách Hàng to a role that may read orders', async () => {
    await renderWithRights(3, { orders: READ_ONLY });
    expect(menuLabels()).toEqual([...OVERVIEW, 'Hóa Đơn VAT', 'Khách Hàng']);
    expect(within(menu()).getByRole('link', { name: 'Hóa Đơn VAT' }).getAttribute('href')).toBe('/admin/invoices');
    expect(within(menu()).getByRole('link', { name: 'Khách Hàng' }).getAttribute('href')).toBe('/admin/customers');
  });

  it('shows the number of pending orders on Đơn Hàng, only to a role that may read orders', async () => {
    signInStore({ ...adminUser, roleId: 3 });
    const api = mockFetch({
      'GET /api/rights/role-permissions/3': { body: { orders: READ_ONLY } },
      'GET /api/orders/stats': {
        body: { total: 20, pending: 7, processing: 3, shipped: 4, completed: 5, cancelled: 1 },
      },
    });
    renderAdmin('/admin/shop');
    const orders = await within(menu()).findByRole('link', { name: 'Đơn Hàng, 7 đơn chờ xử lý' });
    expect(orders.textContent).toBe('Đơn Hàng7, 7 đơn chờ xử lý');
    expect(api.to('GET /api/orders/stats').length).toBeGreaterThan(0);
  });

  it('shows no badge without pending orders or without the orders read right', async () => {
    signInStore({ ...adminUser, roleId: 3 });
    const api = mockFetch({
      'GET /api/rights/role-permissions/3': { body: { shop: READ_ONLY } },
      'GET /api/orders/stats': {
        body: { total: 20, pending: 7, processing: 3, shipped: 4, completed: 5, cancelled: 1 },
      },
    });
    renderAdmin('/admin/shop');
    await waitFor(() => expect(api.to('GET /api/rights/role-permissions/3')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('Đang kiểm tra quyền...')).toBeNull());
    expect(within(menu()).getByRole('link', { name: 'Đơn Hàng' })).toBeVisible();
    expect(api.to('GET /api/orders/stats')).toHaveLength(0);
  });

  it('keeps the Tổng Quan group (always shown) collapsible', async () => {
    const { user } = await renderWithRights(4, {});
    const group = within(menu()).getByRole('button', { name: 'Tổng Quan' });
    expect(group.getAttribute('aria-expanded')).toBe('true');

    await user.click(group);
    expect(group.getAttribute('aria-expanded')).toBe('false');
    expect(menuLabels()).toEqual([]);

    await user.click(group);
    expect(group.getAttribute('aria-expanded')).toBe('true');
    expect(menuLabels()).toEqual(OVERVIEW);
  });

  it('tells when the rights could not be loaded and retries', async () => {
    signInStore({ ...adminUser, roleId: 2 });
    let calls = 0;
    mockFetch({
      'GET /api/rights/role-permissions/2': () => {
        calls += 1;
        return calls === 1 ? { status: 500, body: {} } : { body: { users: READ_ONLY } };
      },
    });
    const { user } = renderAdmin();
    const alert = await within(sidebar()).findByRole('alert');
    expect(within(alert).getByText('Không thể tải quyền')).toBeVisible();

    await user.click(within(alert).getByRole('button', { name: 'Thử lại' }));
    await waitFor(() => expect(menuLabels()).toEqual([...OVERVIEW, 'Người Dùng']));
  });
});

describe('role badge', () => {
  it.each([
    [1, 'Quản trị', 'bg-red-100'],
    [2, 'Quản lý', 'bg-blue-100'],
    [3, 'Nhân viên', 'bg-green-100'],
    [4, 'Khách', 'bg-stone-200'],
  ])('role %i shows %s in its colour', (roleId, name, colour) => {
    signInStore({ ...adminUser, roleId });
    mockFetch({ [`GET /api/rights/role-permissions/${roleId}`]: { body: {} } });
    renderAdmin();
    const badge = within(sidebar()).getByText(name);
    expect(badge.className).toContain(colour);
    // Role id 1 gets a distinct badge: the crown and a gold ring.
    expect(badge.querySelector('svg') !== null).toBe(roleId === 1);
    expect(badge.className.includes('ring-primary')).toBe(roleId === 1);
  });

  it('shows the name of a role the owner made, as the server tells it', () => {
    signInStore({ ...adminUser, roleId: 7, roleName: 'Thu ngân' });
    mockFetch({ 'GET /api/rights/role-permissions/7': { body: {} } });
    renderAdmin();
    expect(within(sidebar()).getByText('Thu ngân')).toBeVisible();
    expect(within(sidebar()).queryByText('Vai trò không xác định')).toBeNull();
  });

  it('shows Vai trò không xác định (not English) for a role id it does not know', () => {
    signInStore({ ...adminUser, roleId: 99 });
    mockFetch({ 'GET /api/rights/role-permissions/99': { body: {} } });
    renderAdmin();
    expect(within(sidebar()).getByText('Vai trò không xác định').textContent).toBe('Vai trò không xác định');
    expect(within(sidebar()).queryByText(/Unknown/)).toBeNull();
  });
});

describe('logout', () => {
  it('asks before logging out (warning, Đăng xuất / Hủy), then revokes the session and goes to /login', async () => {
    signInStore();
    const api = mockFetch({
      'GET /api/rights/role-permissions/1': { body: {} },
      'POST /api/auth/logout': { body: { success: true } },
    });
    const { user } = renderAdmin();

    await user.click(screen.getByRole('button', { name: 'Đăng xuất' }));
    const dialog = screen.getByRole('dialog', { name: 'Xác nhận đăng xuất' });
    expect(within(dialog).getByText(/cần đăng nhập lại/)).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Hủy' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.to('POST /api/auth/logout')).toHaveLength(0);
    expect(localStorage.getItem('user_data')).toBe(JSON.stringify(adminUser));

    await user.click(screen.getByRole('button', { name: 'Đăng xuất' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Đăng xuất' }));

    expect(await screen.findByText('Trang đăng nhập')).toBeVisible();
    expect(api.to('POST /api/auth/logout')).toHaveLength(1);
    expect(localStorage.getItem('user_data')).toBeNull();
  });
});

describe('mobile drawer', () => {
  it('opens from the menu button, takes the focus, and closes with Escape giving the focus back', async () => {
    signInStore();
    mockFetch({ 'GET /api/rights/role-permissions/1': { body: {} } });
    const { user } = renderAdmin();
    const open = screen.getByRole('button', { name: 'Mở menu' });
    expect(open.getAttribute('aria-expanded')).toBe('false');

    await user.click(open);
    expect(open.getAttribute('aria-expanded')).toBe('true');
    expect(sidebar().getAttribute('data-open')).toBe('true');
    expect(document.activeElement).toBe(within(sidebar()).getByRole('button', { name: 'Đóng menu' }));

    await user.keyboard('{Escape}');
    expect(sidebar().getAttribute('data-open')).toBe('false');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Mở menu' }));
  });

  it('closes when an entry is chosen', async () => {
    signInStore();
    mockFetch({ 'GET /api/rights/role-permissions/1': { body: {} } });
    const { user, router } = renderAdmin();
    await user.click(screen.getByRole('button', { name: 'Mở menu' }));
    await user.click(within(menu()).getByRole('link', { name: 'Đơn Hàng' }));
    expect(router.state.location.pathname).toBe('/admin/orders');
    expect(sidebar().getAttribute('data-open')).toBe('false');
  });
});
