import type { AuditEntry } from '@shop/core/schemas/audit';
import type { User } from '@shop/core/schemas/user';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminUser, signInStore, signOutStore } from '../../test/auth-fixtures';
import { mockFetch, type MockRequest } from '../../test/fetch-mock';
import { ALL_RIGHTS, NO_RIGHTS, READ_ONLY, renderAdmin } from '../layout/render-admin.test-utils';
import { AUDIT_PAGE_SIZE } from './audit-page';

configure({ asyncUtilTimeout: 5000 });

const AT = '2026-11-20T03:04:05.000Z';
const ENTRIES: AuditEntry[] = [
  {
    id: 42,
    at: AT,
    userId: 2,
    username: 'lan.nv',
    ip: '203.0.113.7',
    action: 'update',
    resource: 'products',
    resourceId: '12',
    changes: { 'variants.5.price': [15_000_000, 14_000_000], featured: [false, true] },
    parentId: null,
    label: 'Tissot PRX',
    details: [
      { field: 'variants.5.price', label: 'Phiên bản "40mm" · Giá', before: '15.000.000 ₫', after: '14.000.000 ₫' },
      { field: 'featured', label: 'Nổi bật', before: 'Không', after: 'Có' },
    ],
  },
  {
    id: 41,
    at: AT,
    userId: 1,
    username: 'admin',
    ip: '127.0.0.1',
    action: 'password-reset',
    resource: 'users',
    resourceId: '2',
    changes: { password: ['***', '***'] },
    parentId: null,
    label: 'Lan Nguyễn',
    details: [
      {
        field: 'password',
        label: 'Mật khẩu',
        before: '(đã đổi, không lưu giá trị)',
        after: '(đã đổi, không lưu giá trị)',
      },
    ],
  },
  {
    id: 40,
    at: AT,
    userId: null,
    username: 'ke-la',
    ip: '198.51.100.1',
    action: 'login-failed',
    resource: 'auth',
    resourceId: null,
    changes: null,
    parentId: null,
    label: null,
    details: [],
  },
];
const USERS = [
  {
    id: 1,
    username: 'admin',
    email: 'a@x.vn',
    firstName: 'Quản',
    lastName: 'Trị',
    roleId: 1,
    isActive: true,
    lastLoginAt: null,
  },
  {
    id: 2,
    username: 'lan.nv',
    email: 'l@x.vn',
    firstName: 'Lan',
    lastName: 'Nguyễn',
    roleId: 2,
    isActive: true,
    lastLoginAt: null,
  },
] as User[];

function setup(
  path: string,
  permissions: Record<string, unknown> = { audit: READ_ONLY, users: ALL_RIGHTS },
  total = ENTRIES.length,
  entries = ENTRIES,
) {
  signInStore({ ...adminUser, roleId: 2 });
  const api = mockFetch({
    'GET /api/rights/role-permissions/2': { body: permissions },
    'GET /api/audit': { body: { entries, total } },
    'GET /api/users': { body: USERS },
    'GET /api/roles': { body: [] },
    'GET /api/users/manageable-roles': { body: [] },
  });
  return { api, ...renderAdmin(path) };
}
const lastQuery = (api: { to: (k: string) => MockRequest[] }) => api.to('GET /api/audit').at(-1)!.url.searchParams;

beforeEach(() => signOutStore());

describe('Nhật Ký screen', { timeout: 30_000 }, () => {
  it('is closed to a role without the audit read right, and has no menu entry for it', async () => {
    const { api } = setup('/admin/audit', { audit: NO_RIGHTS, users: ALL_RIGHTS });
    expect(await screen.findByText(/Bạn không có quyền xem nhật ký thay đổi/)).toBeVisible();
    expect(api.to('GET /api/audit')).toHaveLength(0);
    const menu = screen.getByRole('navigation', { name: 'Quản trị' });
    expect(within(menu).queryByRole('link', { name: 'Nhật Ký' })).toBeNull();
  });

  it('lists who did what, when, from where, newest first; an entry opens to its before and after', async () => {
    const { api, user } = setup('/admin/audit');
    const row = (await screen.findByRole('row', { name: 'Mục nhật ký 42' })) as HTMLElement;
    // dd/MM/yyyy HH:mm in the shop's time (UTC+7).
    expect(within(row).getByText('20/11/2026 10:04').textContent).toBe('20/11/2026 10:04');
    expect(within(row).getByText('lan.nv')).toBeVisible();
    expect(within(row).getByText('Sửa')).toBeVisible();
    expect(within(row).getByText('203.0.113.7')).toBeVisible();
    // Names, not numbers: the product's name, the user's name.
    expect(row.textContent).toContain('Sản phẩm · Tissot PRX');
    expect(row.textContent).not.toContain('#12');
    expect(screen.getByRole('row', { name: 'Mục nhật ký 41' }).textContent).toContain('Người dùng · Lan Nguyễn');
    expect(screen.getByRole('row', { name: 'Mục nhật ký 40' }).textContent).toContain('Đăng nhập thất bại');
    expect(screen.getByText('3 mục')).toBeVisible();
    expect(lastQuery(api).get('limit')).toBe(String(AUDIT_PAGE_SIZE));
    expect(lastQuery(api).get('skip')).toBe('0');
    // A failed sign-in has no fields to show.
    expect(within(screen.getByRole('row', { name: 'Mục nhật ký 40' })).queryByRole('button')).toBeNull();

    expect(screen.queryByRole('table', { name: 'Thay đổi của mục 42' })).toBeNull();
    const open = within(row).getByRole('button', { name: 'Xem 2 thay đổi' });
    await user.click(open);
    expect(open.getAttribute('aria-expanded')).toBe('true');
    const diff = screen.getByRole('table', { name: 'Thay đổi của mục 42' });
    const price = within(diff).getByRole('row', { name: /Phiên bản "40mm" · Giá/ });
    expect(
      within(price)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['15.000.000 ₫', '14.000.000 ₫']);
    const featured = within(diff).getByRole('row', { name: /Nổi bật/ });
    expect(
      within(featured)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Không', 'Có']);

    // A password change shows that it changed, never a value.
    await user.click(
      within(screen.getByRole('row', { name: 'Mục nhật ký 41' })).getByRole('button', { name: 'Xem 1 thay đổi' }),
    );
    const reset = screen.getByRole('table', { name: 'Thay đổi của mục 41' });
    expect(within(reset).getAllByText('(đã đổi, không lưu giá trị)')).toHaveLength(2);
    // No raw keys or English action names anywhere on the screen.
    expect(document.body.textContent).not.toMatch(/variants\.\d|featured|password|\bupdate\b/);
    await user.click(within(row).getByRole('button', { name: 'Ẩn thay đổi' }));
    expect(screen.queryByRole('table', { name: 'Thay đổi của mục 42' })).toBeNull();
  });

  it('names an import by its entry, and each product it changed as part of it', async () => {
    const imported: AuditEntry[] = [
      {
        ...ENTRIES[0]!,
        id: 51,
        action: 'import',
        parentId: 50,
      },
      {
        ...ENTRIES[0]!,
        id: 50,
        action: 'import',
        resourceId: null,
        label: null,
        changes: { update: [null, 1] },
        details: [{ field: 'update', label: 'Sản phẩm được cập nhật', before: '', after: '1' }],
      },
    ];
    setup('/admin/audit', undefined, 2, imported);
    const product = await screen.findByRole('row', { name: 'Mục nhật ký 51' });
    expect(product.textContent).toContain('Sản phẩm · Tissot PRX · thuộc lần nhập #50');
    expect(screen.getByRole('row', { name: 'Mục nhật ký 50' }).textContent).toContain('Sản phẩm · lần nhập #50');
  });

  it('hides sign-ins by default; they are a filter of their own', async () => {
    const { api, user } = setup('/admin/audit');
    await screen.findByRole('row', { name: 'Mục nhật ký 42' });
    expect(lastQuery(api).get('kind')).toBe('changes');
    const kind = screen.getByLabelText('Loại mục');
    expect((kind as HTMLSelectElement).selectedOptions[0]!.textContent).toBe('Thay đổi');
    await user.selectOptions(kind, 'Đăng nhập, đăng xuất');
    await waitFor(() => expect(lastQuery(api).get('kind')).toBe('sign-ins'));
    await user.selectOptions(kind, 'Tất cả');
    await waitFor(() => expect(lastQuery(api).has('kind')).toBe(false));
    // Signing in is not a kind of data of its own any more.
    expect(within(screen.getByLabelText('Loại dữ liệu')).queryByRole('option', { name: 'Đăng nhập' })).toBeNull();
  });

  it('filters by resource, user and dates, and pages', async () => {
    const { api, user } = setup('/admin/audit', undefined, 60);
    await screen.findByRole('row', { name: 'Mục nhật ký 42' });
    await user.selectOptions(screen.getByLabelText('Loại dữ liệu'), 'Sản phẩm');
    await waitFor(() => expect(lastQuery(api).get('resource')).toBe('products'));
    await screen.findByRole('option', { name: 'lan.nv' });
    await user.selectOptions(screen.getByLabelText('Người dùng'), 'lan.nv');
    await waitFor(() => expect(lastQuery(api).get('userId')).toBe('2'));
    await user.type(screen.getByLabelText('Từ ngày'), '2026-11-01');
    await user.type(screen.getByLabelText('Đến ngày'), '2026-11-20');
    await waitFor(() => expect(lastQuery(api).get('to')).toBe(new Date('2026-11-20T23:59:59.999').toISOString()));
    expect(lastQuery(api).get('from')).toBe(new Date('2026-11-01T00:00:00').toISOString());

    await user.click(await screen.findByRole('button', { name: 'Trang 2' }));
    await waitFor(() => expect(lastQuery(api).get('skip')).toBe(String(AUDIT_PAGE_SIZE)));
    expect(lastQuery(api).get('resource')).toBe('products');
    expect(lastQuery(api).get('userId')).toBe('2');
    // A new filter starts again at the first page.
    await user.selectOptions(screen.getByLabelText('Loại dữ liệu'), 'Người dùng');
    await waitFor(() => expect(lastQuery(api).get('resource')).toBe('users'));
    expect(lastQuery(api).get('skip')).toBe('0');
  });

  it("opens on one record's history from its link, and can drop that filter", async () => {
    const { api, user } = setup('/admin/audit?resource=products&record=12');
    await screen.findByRole('row', { name: 'Mục nhật ký 42' });
    expect(lastQuery(api).get('resource')).toBe('products');
    expect(lastQuery(api).get('record')).toBe('12');
    expect(screen.getByText(/Lịch sử của sản phẩm Tissot PRX/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Bỏ lọc bản ghi' }));
    await waitFor(() => expect(lastQuery(api).has('record')).toBe(false));
    expect(lastQuery(api).get('resource')).toBe('products');
  });

  it("a user's row links to that user's history, for a role with the audit right only", async () => {
    const { api, user } = setup('/admin/users');
    const link = await screen.findByRole('link', { name: 'Lịch sử thay đổi của người dùng lan.nv' });
    await user.click(link);
    await waitFor(() => expect(api.to('GET /api/audit')).toHaveLength(1));
    expect(lastQuery(api).get('resource')).toBe('users');
    expect(lastQuery(api).get('record')).toBe('2');
  });

  it('no history links without the audit right', async () => {
    setup('/admin/users', { audit: NO_RIGHTS, users: READ_ONLY });
    await screen.findByText('@lan.nv');
    expect(screen.queryByRole('link', { name: /Lịch sử thay đổi/ })).toBeNull();
  });
});
