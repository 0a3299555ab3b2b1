import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockFetch, type MockRequest } from '../../test/fetch-mock';
import { ALL, renderScreen, rights } from '../components/test-render';
import { lookups, product, variant } from './catalogue-fixtures';
import { ProductsPage } from './products-page';
import { VIEW_STORAGE_KEY } from './products-url';

const withStock = (id: number, extra: Parameters<typeof product>[1] = {}) => ({
  ...product(id, {
    variants: [variant(id * 10, id, { stock: 2 }), variant(id * 10 + 1, id, { stock: null })],
    ...extra,
  }),
  stock: 2,
});
const list = {
  'GET /api/products/manage': {
    body: {
      products: [withStock(1), withStock(2, { featured: true }), { ...withStock(3), variants: [], stock: null }],
      total: 3,
    },
  },
};

afterEach(() => localStorage.clear());

describe('products screen as a working tool', { timeout: 30_000 }, () => {
  it('shows a table view, remembered on this browser, with sortable columns kept in the URL', async () => {
    const api = mockFetch({ ...lookups, 'GET /api/rights/role-permissions/1': rights({ products: ALL }), ...list });
    const { user } = renderScreen(<ProductsPage />, { path: '/admin/products' });
    await screen.findByRole('heading', { name: 'Đồng hồ 1' });
    await user.click(screen.getByRole('button', { name: 'Bảng' }));
    const table = await screen.findByRole('table', { name: 'Bảng sản phẩm' });
    expect(localStorage.getItem(VIEW_STORAGE_KEY)).toBe('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent?.trim());
    expect(headers).toEqual([
      '',
      'Ảnh',
      'Tên',
      'Thương hiệu',
      'Danh mục',
      'Giá',
      'Tồn kho',
      'Nổi bật',
      'Cập nhật',
      'Thao tác',
    ]);
    const row1 = within(table).getByRole('rowheader', { name: 'Đồng hồ 1' }).closest('tr')!;
    expect(within(row1).getByText('2')).toBeVisible();
    expect(within(row1).getByText('01/01/2025 07:00')).toBeVisible();
    const row3 = within(table).getByRole('rowheader', { name: 'Đồng hồ 3' }).closest('tr')!;
    expect(within(row3).getByText('—')).toBeVisible();

    await user.click(within(table).getByRole('button', { name: /Tồn kho/ }));
    await waitFor(() => expect(api.to('GET /api/products/manage').at(-1)!.url.searchParams.get('sort')).toBe('stock'));
    expect(
      within(table)
        .getByRole('columnheader', { name: /Tồn kho/ })
        .getAttribute('aria-sort'),
    ).toBe('descending');
  });

  it('changes the selected products in one request after a confirmation stating how many, and lists why when refused', async () => {
    let refuse = true;
    const api = mockFetch({
      ...lookups,
      'GET /api/rights/role-permissions/1': rights({ products: ALL }),
      ...list,
      'POST /api/products/bulk': (req: MockRequest) =>
        refuse
          ? {
              status: 409,
              body: {
                error: {
                  statusCode: 409,
                  code: 'CONFLICT',
                  message: 'Không thể thay đổi: một số sản phẩm không đổi được, chưa có gì bị thay đổi',
                  details: [{ id: 2, name: 'Đồng hồ 2', message: 'Sản phẩm chưa có phiên bản' }],
                },
              },
            }
          : { body: { action: (req.body as { action: string }).action, changed: 2 } },
    });
    const { user } = renderScreen(<ProductsPage />, { path: '/admin/products' });
    await screen.findByRole('heading', { name: 'Đồng hồ 1' });
    await user.click(screen.getByRole('checkbox', { name: 'Chọn Đồng hồ 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Chọn Đồng hồ 2' }));
    const bar = screen.getByRole('region', { name: 'Thao tác hàng loạt' });
    expect(within(bar).getByText('Đã chọn 2 sản phẩm')).toBeVisible();
    await user.selectOptions(within(bar).getByRole('combobox', { name: 'Thao tác' }), 'setDiscount');
    await user.type(within(bar).getByRole('textbox', { name: 'Phần trăm giảm giá' }), '15');
    await user.click(within(bar).getByRole('button', { name: 'Áp dụng' }));
    const confirm = await screen.findByRole('dialog', { name: 'Xác nhận' });
    expect(within(confirm).getByText('Thay đổi 2 sản phẩm: đặt giảm giá 15%?')).toBeVisible();
    await user.click(within(confirm).getByRole('button', { name: 'Áp dụng' }));
    const warning = await screen.findByRole('dialog', { name: 'Cảnh báo' });
    expect(within(warning).getByText('Đồng hồ 2')).toBeVisible();
    expect(within(warning).getByText(/Sản phẩm chưa có phiên bản/)).toBeVisible();
    expect(api.to('POST /api/products/bulk')[0]!.body).toEqual({ ids: [1, 2], action: 'setDiscount', value: 15 });
    await user.click(within(warning).getByRole('button', { name: 'Đóng' }));

    refuse = false;
    await user.click(within(bar).getByRole('button', { name: 'Áp dụng' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Xác nhận' })).getByRole('button', { name: 'Áp dụng' }),
    );
    const done = await screen.findByRole('dialog', { name: 'Thành công' });
    expect(within(done).getByText('Đã đặt giảm giá 15% cho 2 sản phẩm.')).toBeVisible();
  });

  it('edits a variant price, discount and stock in place from the card', async () => {
    const api = mockFetch({
      ...lookups,
      'GET /api/rights/role-permissions/1': rights({ products: ALL }),
      ...list,
      'PUT /api/product-variants/10': (req: MockRequest) => ({ body: { ...variant(10, 1), ...(req.body as object) } }),
    });
    const { user } = renderScreen(<ProductsPage />, { path: '/admin/products' });
    const card = (await screen.findByRole('heading', { name: 'Đồng hồ 1' })).closest('li')!;
    await user.click(within(card).getByRole('button', { name: 'Sửa nhanh giá, kho' }));
    const price = within(card).getByRole('textbox', { name: 'Giá Phiên bản 10' });
    await user.clear(price);
    await user.type(price, '9900000');
    const stock = within(card).getByRole('textbox', { name: 'Tồn kho Phiên bản 10' });
    await user.clear(stock);
    await user.type(stock, '5');
    await user.click(within(card).getByRole('button', { name: 'Lưu Phiên bản 10' }));
    await waitFor(() => expect(api.to('PUT /api/product-variants/10')).toHaveLength(1));
    expect(api.to('PUT /api/product-variants/10')[0]!.body).toEqual({
      name: 'Phiên bản 10',
      sizeId: 1,
      color: null,
      price: 9_900_000,
      discount: 0,
      stock: 5,
    });
  });
});

describe('import preview', { timeout: 30_000 }, () => {
  const row = (n: number, action: 'create' | 'update' | 'unchanged' | 'error', extra = {}) => ({
    row: n,
    action,
    name: `Đồng hồ ${n}`,
    variant: `40mm ${n}`,
    errors: [],
    changes: [],
    ...extra,
  });
  const preview = {
    dryRun: true,
    rows: [
      row(2, 'unchanged'),
      row(3, 'update', {
        changes: [
          { field: 'Giá', before: '12.000.000 ₫', after: '13.500.000 ₫' },
          { field: 'Tồn kho', before: '3', after: '5' },
        ],
      }),
      row(4, 'unchanged'),
      row(5, 'create'),
    ],
    create: 1,
    update: 1,
    unchanged: 2,
    errors: 0,
  };

  it('lists only the rows that change, each changed field old → new; a toggle shows every row', async () => {
    mockFetch({
      ...lookups,
      'GET /api/rights/role-permissions/1': rights({ products: ALL }),
      ...list,
      'POST /api/products/import': { body: preview },
    });
    const { user } = renderScreen(<ProductsPage />, { path: '/admin/products' });
    await user.click(await screen.findByRole('button', { name: 'Nhập từ tệp' }));
    const dialog = screen.getByRole('dialog', { name: 'Nhập sản phẩm từ tệp' });
    await user.upload(
      within(dialog).getByLabelText('Chọn tệp'),
      new File(['Tên,Thương hiệu,Giới tính\n'], 'san-pham.csv', { type: 'text/csv' }),
    );
    const table = await within(dialog).findByRole('table', { name: 'Xem trước nhập sản phẩm' });
    const shownRows = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.querySelector('td')!.textContent);
    expect(shownRows()).toEqual(['3', '5']);
    const updated = within(table).getAllByRole('row')[1]!;
    expect(updated.textContent).toContain('Giá: 12.000.000 ₫ → 13.500.000 ₫');
    expect(updated.textContent).toContain('Tồn kho: 3 → 5');

    const all = within(dialog).getByRole('checkbox', { name: 'Hiện cả dòng không đổi' });
    expect((all as HTMLInputElement).checked).toBe(false);
    await user.click(all);
    expect(shownRows()).toEqual(['2', '3', '4', '5']);
  });
});
