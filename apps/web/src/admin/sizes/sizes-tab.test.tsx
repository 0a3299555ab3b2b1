import { sizeInUseMessage } from '@shop/core/schemas/size';
import { NAME_TAKEN } from '@shop/core/text';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockFetch } from '../../test/fetch-mock';
import { ALL, renderScreen, rights } from '../components/test-render';
import { lookups } from '../products/catalogue-fixtures';
import { ProductsPage } from '../products/products-page';

const path = '/admin/products?tab=sizes';

describe('sizes tab', { timeout: 30_000 }, () => {
  it('shows the table sorted by name and searches on the name', async () => {
    mockFetch({ ...lookups, 'GET /api/rights/role-permissions/1': rights({ sizes: ALL }) });
    const { user } = renderScreen(<ProductsPage />, { path });
    const table = await screen.findByRole('table', { name: 'Danh sách kích thước' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(['36mm', '40mm']);
    expect(within(rows[1]!).getByRole('cell', { name: '40 mm' })).toBeVisible();
    await user.type(screen.getByRole('searchbox', { name: 'Tìm kích thước' }), '40');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
  });

  it('shows a taken name (409 Tên đã tồn tại) under the name field, with no dialog', async () => {
    mockFetch({
      ...lookups,
      'GET /api/rights/role-permissions/1': rights({ sizes: ALL }),
      'POST /api/sizes': {
        status: 409,
        body: {
          error: {
            statusCode: 409,
            code: 'CONFLICT',
            message: NAME_TAKEN,
            details: [{ field: 'name', message: NAME_TAKEN }],
          },
        },
      },
    });
    const { user } = renderScreen(<ProductsPage />, { path });
    await user.click(await screen.findByRole('button', { name: 'Thêm Kích Thước' }));
    const dialog = screen.getByRole('dialog', { name: 'Thêm Kích Thước' });
    const name = within(dialog).getByLabelText('Tên kích thước *');
    await user.type(name, '40MM');
    await user.type(within(dialog).getByLabelText('Đường kính *'), '40 mm');
    await user.click(within(dialog).getByRole('button', { name: 'Thêm Kích Thước' }));
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(name.getAttribute('aria-describedby')!)!.textContent).toBe('Tên đã tồn tại');
    expect(screen.queryByRole('dialog', { name: 'Lỗi' })).toBeNull();
  });

  it('adds a size (both fields required)', async () => {
    const api = mockFetch({
      ...lookups,
      'GET /api/rights/role-permissions/1': rights({ sizes: ALL }),
      'POST /api/sizes': { status: 201, body: { id: 9, name: '44mm', diameter: '44 mm', productCount: 0 } },
    });
    const { user } = renderScreen(<ProductsPage />, { path });
    await user.click(await screen.findByRole('button', { name: 'Thêm Kích Thước' }));
    const dialog = screen.getByRole('dialog', { name: 'Thêm Kích Thước' });
    await user.click(within(dialog).getByRole('button', { name: 'Thêm Kích Thước' }));
    expect(await within(dialog).findByText('Tên kích thước là bắt buộc')).toBeVisible();
    expect(within(dialog).getByText('Đường kính là bắt buộc')).toBeVisible();
    await user.type(within(dialog).getByLabelText('Tên kích thước *'), '44mm');
    await user.type(within(dialog).getByLabelText('Đường kính *'), '44 mm');
    await user.click(within(dialog).getByRole('button', { name: 'Thêm Kích Thước' }));
    expect(await screen.findByText('Đã thêm kích thước')).toBeVisible();
    expect(api.to('POST /api/sizes')[0]!.body).toEqual({ name: '44mm', diameter: '44 mm' });
  });

  it('guards deleting a size in use, and shows the server refusal', async () => {
    const refusal = sizeInUseMessage('36mm', 1);
    mockFetch({
      ...lookups,
      'GET /api/rights/role-permissions/1': rights({ sizes: ALL }),
      'DELETE /api/sizes/2': apiError(409, refusal, 'CONFLICT'),
    });
    const { user } = renderScreen(<ProductsPage />, { path });
    await user.click(await screen.findByRole('button', { name: 'Xóa kích thước 40mm' }));
    // Known before asking: a warning (Cảnh báo), not an error.
    let alert = screen.getByRole('dialog', { name: 'Cảnh báo' });
    expect(within(alert).getByText(sizeInUseMessage('40mm', 2))).toBeVisible();
    await user.click(within(alert).getByRole('button', { name: 'Đóng' }));

    await user.click(screen.getByRole('button', { name: 'Xóa kích thước 36mm' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Xác nhận xóa' })).getByRole('button', { name: 'Xóa' }));
    alert = await screen.findByRole('dialog', { name: 'Lỗi' });
    expect(within(alert).getByText(refusal)).toBeVisible();
  });
});
