import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockFetch } from '../../test/fetch-mock';
import { ALL, renderScreen, rights } from '../components/test-render';
import { lookups, managedProduct, manageList } from './catalogue-fixtures';
import { ProductsPage } from './products-page';

describe('products list that fails to load', { timeout: 20_000 }, () => {
  it('says so in the Lỗi dialog, whose Thử lại loads the list again', async () => {
    let fail = true;
    const api = mockFetch({
      ...lookups,
      'GET /api/rights/role-permissions/1': rights({ products: ALL }),
      'GET /api/products/manage': () => (fail ? apiError(500, 'boom') : { body: manageList([managedProduct(1)]) }),
    });
    const { user } = renderScreen(<ProductsPage />, { path: '/admin/products' });
    const dialog = await screen.findByRole('dialog', { name: 'Lỗi' });
    expect(within(dialog).getByText('Không thể tải danh sách sản phẩm').textContent).toBe(
      'Không thể tải danh sách sản phẩm',
    );
    const calls = api.to('GET /api/products/manage').length;
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Thử lại' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Lỗi' })).toBeNull());
    expect((await screen.findByText('Đồng hồ 1')).textContent).toBe('Đồng hồ 1');
    expect(api.to('GET /api/products/manage').length).toBe(calls + 1);
  });
});
