import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser } from '../../test/auth-fixtures';
import { apiError, mockFetch } from '../../test/fetch-mock';
import { ALL, READ, renderScreen, rights } from '../components/test-render';
import { lookups } from '../products/catalogue-fixtures';
import { ProductsPage } from '../products/products-page';

const path = '/admin/products?tab=categories';

describe('categories tab', { timeout: 30_000 }, () => {
  it('lists sorted cards with icon, description or Chưa có mô tả, and the homepage badge; searches', async () => {
    mockFetch({ ...lookups, 'GET /api/rights/role-permissions/1': rights({ categories: ALL }) });
    const { user } = renderScreen(<ProductsPage />, { path });
    const list = await screen.findByRole('list', { name: 'Danh sách danh mục' });
    expect(
      within(list)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Đồng hồ Nam', 'Đồng hồ Nữ']);
    const women = screen.getByRole('heading', { name: 'Đồng hồ Nữ' }).closest('li')!;
    expect(within(women).getByText('Chưa có mô tả')).toBeVisible();
    expect(within(women).getByRole('img', { name: 'Biểu tượng Đồng hồ Nữ' }).textContent).toBe('👩');
    expect(within(women).queryByText('Trang chủ')).toBeNull();
    const men = screen.getByRole('heading', { name: 'Đồng hồ Nam' }).closest('li')!;
    expect(within(men).getByText('Trang chủ')).toBeVisible();

    await user.type(screen.getByRole('searchbox', { name: 'Tìm danh mục' }), 'phai manh');
    expect(
      within(list)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Đồng hồ Nam']);
  });

  it('shows save and delete errors as errors, with the server message when there is one', async () => {
    let saveStatus = 500;
    mockFetch({
      ...lookups,
      'GET /api/rights/role-permissions/1': rights({ categories: ALL }),
      'POST /api/categories': () =>
        saveStatus === 500 ? { status: 500, raw: 'oops' } : apiError(400, 'Tên danh mục đã tồn tại'),
      'DELETE /api/categories/2': { status: 500, raw: 'oops' },
    });
    const { user } = renderScreen(<ProductsPage />, { path });
    await user.click(await screen.findByRole('button', { name: 'Thêm Danh Mục' }));
    const dialog = screen.getByRole('dialog', { name: 'Thêm Danh Mục' });
    await user.click(within(dialog).getByRole('button', { name: 'Thêm Danh Mục' }));
    expect(await within(dialog).findByText('Tên danh mục là bắt buộc')).toBeVisible();
    await user.type(within(dialog).getByLabelText('Tên danh mục *'), 'Đồng hồ Thể Thao');
    await user.type(within(dialog).getByLabelText('Ảnh danh mục'), 'khong-phai-url');
    await user.click(within(dialog).getByRole('button', { name: 'Thêm Danh Mục' }));
    expect(await within(dialog).findByText('Ảnh phải là một URL hợp lệ')).toBeVisible();
    await user.clear(within(dialog).getByLabelText('Ảnh danh mục'));

    await user.click(within(dialog).getByRole('button', { name: 'Thêm Danh Mục' }));
    let alert = await screen.findByRole('dialog', { name: 'Lỗi' });
    expect(within(alert).getByText('Có lỗi xảy ra khi lưu danh mục!')).toBeVisible();
    await user.click(within(alert).getByRole('button', { name: 'Đóng' }));
    saveStatus = 400;
    await user.click(within(dialog).getByRole('button', { name: 'Thêm Danh Mục' }));
    alert = await screen.findByRole('dialog', { name: 'Lỗi' });
    expect(within(alert).getByText('Tên danh mục đã tồn tại')).toBeVisible();
    await user.click(within(alert).getByRole('button', { name: 'Đóng' }));
    await user.click(within(dialog).getByRole('button', { name: 'Hủy' }));

    await user.click(screen.getByRole('button', { name: 'Xóa danh mục Đồng hồ Nữ' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Xác nhận xóa' })).getByRole('button', { name: 'Xóa' }));
    alert = await screen.findByRole('dialog', { name: 'Lỗi' });
    expect(within(alert).getByText('Có lỗi khi xóa danh mục!')).toBeVisible();
  });

  it('hides add, edit and delete without the rights', async () => {
    mockFetch({ ...lookups, 'GET /api/rights/role-permissions/3': rights({ categories: READ }) });
    renderScreen(<ProductsPage />, { path, user: { ...adminUser, roleId: 3 } });
    await screen.findByRole('list', { name: 'Danh sách danh mục' });
    expect(screen.queryByRole('button', { name: 'Thêm Danh Mục' })).toBeNull();
    expect(screen.queryByRole('button', { name: /danh mục Đồng hồ/ })).toBeNull();
  });
});
