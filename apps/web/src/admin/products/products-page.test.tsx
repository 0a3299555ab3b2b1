import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser } from '../../test/auth-fixtures';
import { offContract } from '../../test/api-mock';
import { apiError, mockFetch, type MockRequest } from '../../test/fetch-mock';
import { ALL, READ, renderScreen, rights } from '../components/test-render';
import { lookups, managedProduct, manageList, variant } from './catalogue-fixtures';
import { ProductsPage } from './products-page';

const moderator = { ...adminUser, id: 2, username: 'mod', roleId: 2 };

/** GET /api/products/manage answering `total` products, paged by limit/skip. */
function productList(total: number) {
  return (req: MockRequest) => {
    const limit = Number(req.url.searchParams.get('limit'));
    const skip = Number(req.url.searchParams.get('skip'));
    const count = Math.max(0, Math.min(limit, total - skip));
    return {
      body: manageList(
        Array.from({ length: count }, (_, i) => managedProduct(skip + i + 1)),
        total,
      ),
    };
  };
}

describe('product management page: rights', { timeout: 20_000 }, () => {
  it('shows only the tabs the role has a right on, and no write buttons for read-only rights', async () => {
    mockFetch({
      ...lookups,
      'GET /api/rights/role-permissions/2': rights({ products: READ, brands: ALL }),
      'GET /api/products/manage': productList(2),
    });
    renderScreen(<ProductsPage />, { user: moderator, path: '/admin/products' });

    const tabs = await screen.findByRole('tablist', { name: 'Quản lý sản phẩm' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Sản Phẩm', 'Thương Hiệu']);
    expect(await screen.findByText('Đồng hồ 1')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Thêm Sản Phẩm' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Sửa sản phẩm/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Xóa sản phẩm/ })).toBeNull();
  });

  it('gives edit without delete to a role with change but no delete', async () => {
    mockFetch({
      ...lookups,
      'GET /api/rights/role-permissions/2': rights({ products: { read: true, change: true, delete: false } }),
      'GET /api/products/manage': productList(1),
    });
    renderScreen(<ProductsPage />, { user: moderator, path: '/admin/products' });
    expect(await screen.findByRole('button', { name: 'Sửa sản phẩm Đồng hồ 1' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Thêm Sản Phẩm' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Xóa sản phẩm Đồng hồ 1' })).toBeNull();
    // Only one tab: no tab list chrome is hidden, the products tab is shown.
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Sản Phẩm']);
  });

  it('opens the first tab the role may see, and says Không có quyền without any', async () => {
    mockFetch({ ...lookups, 'GET /api/rights/role-permissions/2': rights({ sizes: READ }) });
    const first = renderScreen(<ProductsPage />, { user: moderator, path: '/admin/products' });
    expect(await screen.findByRole('tab', { name: 'Kích Thước' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('cell', { name: '40mm' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Thêm Kích Thước' })).toBeNull();
    first.unmount();

    mockFetch({ 'GET /api/rights/role-permissions/2': rights({ images: ALL }) });
    renderScreen(<ProductsPage />, { user: moderator, path: '/admin/products' });
    expect(await screen.findByText('Bạn không có quyền quản lý sản phẩm')).toBeVisible();
    expect(screen.queryByRole('tab')).toBeNull();
  });
});

describe('products tab', { timeout: 20_000 }, () => {
  it('asks for the page once (variants with their stock included) and shows the card elements', async () => {
    const api = mockFetch({
      ...lookups,
      'GET /api/rights/role-permissions/1': rights({ products: ALL }),
      // The back office's list answers the variants with their stock: no request per card.
      'GET /api/products/manage': {
        body: manageList([
          managedProduct(1, {
            featured: true,
            description: 'Máy cơ tự động',
            lowestPrice: 10_000_000,
            highestPrice: 12_500_000,
            variants: [variant(10, 1, { stock: 3 }), variant(11, 1, { stock: 4 }), variant(12, 1, { stock: null })],
          }),
          managedProduct(3, { variants: [variant(30, 3, { stock: null })] }),
          managedProduct(4, { variants: [variant(40, 4, { stock: 0 })] }),
          managedProduct(2, { inStock: false, subBrand: null, subBrandId: null, gender: 'unisex', variants: [] }),
        ]),
      },
    });
    renderScreen(<ProductsPage />, { path: '/admin/products' });
    const card = (await screen.findByRole('heading', { name: 'Đồng hồ 1' })).closest('li')!;
    const cardOf = (name: string) => screen.getByRole('heading', { name }).closest('li')!;
    // The stock of the variants: the tracked ones added up, untracked ones said so.
    expect(await within(card).findByText('Tồn kho: 7 + không theo dõi')).toBeVisible();
    expect(within(cardOf('Đồng hồ 3')).getByText('Tồn kho: không theo dõi')).toBeVisible();
    expect(within(cardOf('Đồng hồ 4')).getByText('Tồn kho: 0')).toBeVisible();
    expect(within(cardOf('Đồng hồ 2')).queryByText(/Tồn kho/)).toBeNull();
    const q = api.to('GET /api/products/manage')[0]!.url.searchParams;
    expect(api.to('GET /api/products/manage')).toHaveLength(1);
    expect(q.get('sort')).toBe('updated');
    expect(within(card).getByText(/^10\.000\.000\s?₫ – 12\.500\.000\s?₫$/)).toBeVisible();
    expect(q.get('limit')).toBe('12');
    expect(q.get('skip')).toBe('0');

    expect(within(card).getByText('Nổi bật')).toBeVisible();
    expect(within(card).getByText('Còn hàng')).toBeVisible();
    expect(within(card).getByText('· Submariner')).toBeVisible();
    expect(within(card).getByText('👨 Đồng hồ Nam')).toBeVisible();
    expect(within(card).getByText('Nam')).toBeVisible();
    expect(within(card).getByText('Máy cơ tự động')).toBeVisible();
    expect(within(card).getByRole('img', { name: 'Đồng hồ 1' })).toBeVisible();
    expect(within(card).getByRole('list', { name: 'Kích thước' })).toHaveTextContent('40mm');

    const second = screen.getByRole('heading', { name: 'Đồng hồ 2' }).closest('li')!;
    expect(within(second).getByText('Hết hàng')).toBeVisible();
    expect(within(second).queryByText('Nổi bật')).toBeNull();
    expect(within(second).getByText('Unisex')).toBeVisible();
    expect(within(second).getByText('Chưa có phiên bản')).toBeVisible();
    expect(screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === '4 sản phẩm')).toBeVisible();
    // A single page: no pager.
    expect(screen.queryByRole('navigation', { name: 'Phân trang sản phẩm' })).toBeNull();
  });

  it('pages through with up to five numbers, and goes back to page 1 on a filter or page-size change', async () => {
    const api = mockFetch({
      ...lookups,
      'GET /api/rights/role-permissions/1': rights({ products: ALL }),
      'GET /api/products/manage': productList(100),
    });
    const { user } = renderScreen(<ProductsPage />, { path: '/admin/products' });
    expect(await screen.findByText('Hiển thị 1–12 trên tổng 100')).toBeVisible();
    const pager = screen.getByRole('navigation', { name: 'Phân trang sản phẩm' });
    const numbers = () =>
      within(pager)
        .getAllByRole('button', { name: /^Trang \d+$/ })
        .map((b) => b.textContent);
    expect(numbers()).toEqual(['1', '2', '3', '4', '5']);
    expect((within(pager).getByRole('button', { name: 'Trang trước' }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(within(pager).getByRole('button', { name: 'Trang cuối' }));
    expect(await screen.findByText('Hiển thị 97–100 trên tổng 100')).toBeVisible();
    expect(numbers()).toEqual(['5', '6', '7', '8', '9']);
    expect(api.to('GET /api/products/manage').at(-1)!.url.searchParams.get('skip')).toBe('96');

    await user.selectOptions(screen.getByLabelText('Danh mục'), 'Đồng hồ Nữ');
    expect(await screen.findByText('Hiển thị 1–12 trên tổng 100')).toBeVisible();
    let q = api.to('GET /api/products/manage').at(-1)!.url.searchParams;
    expect([q.get('categoryId'), q.get('skip')]).toEqual(['2', '0']);

    await user.click(
      within(screen.getByRole('navigation', { name: 'Phân trang sản phẩm' })).getByRole('button', { name: 'Trang 3' }),
    );
    expect(await screen.findByText('Hiển thị 25–36 trên tổng 100')).toBeVisible();
    await user.selectOptions(screen.getByLabelText('Mỗi trang'), '8');
    expect(await screen.findByText('Hiển thị 1–8 trên tổng 100')).toBeVisible();
    q = api.to('GET /api/products/manage').at(-1)!.url.searchParams;
    expect([q.get('limit'), q.get('skip')]).toEqual(['8', '0']);

    await user.selectOptions(screen.getByLabelText('Thương hiệu'), 'Casio');
    await user.selectOptions(screen.getByLabelText('Giới tính'), 'Nữ');
    await user.selectOptions(screen.getByLabelText('Tình trạng kho'), 'Hết hàng');
    await user.type(screen.getByRole('searchbox', { name: 'Tìm sản phẩm' }), 'rolex');
    await waitFor(() =>
      expect(api.to('GET /api/products/manage').at(-1)!.url.searchParams.get('search')).toBe('rolex'),
    );
    q = api.to('GET /api/products/manage').at(-1)!.url.searchParams;
    expect([q.get('brandId'), q.get('gender'), q.get('inStock'), q.get('skip')]).toEqual(['2', 'female', 'false', '0']);
  }, 30_000);

  it('shows the load error with a retry', async () => {
    let fail = true;
    mockFetch({
      ...lookups,
      'GET /api/rights/role-permissions/1': rights({ products: ALL }),
      'GET /api/products/manage': () =>
        fail ? apiError(500, 'boom') : productList(1)({ url: new URL('http://x/?limit=12&skip=0') } as MockRequest),
    });
    const { user } = renderScreen(<ProductsPage />, { path: '/admin/products' });
    // Said in the panel and in the Lỗi dialog (see products-load-error.test.tsx), each with Thử lại.
    await screen.findByRole('dialog', { name: 'Lỗi' });
    expect(screen.getAllByText('Không thể tải danh sách sản phẩm')).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'Thử lại', hidden: true })).toHaveLength(2);
    fail = false;
    await user.keyboard('{Escape}');
    expect(await screen.findByText('Đồng hồ 1')).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Lỗi' })).toBeNull();
  });

  it('says the data is malformed when the answer has no products array', async () => {
    mockFetch({
      ...lookups,
      'GET /api/rights/role-permissions/1': rights({ products: ALL }),
      'GET /api/products/manage': offContract('a list without its products', { body: { total: 3 } }),
    });
    renderScreen(<ProductsPage />, { path: '/admin/products' });
    const dialog = await screen.findByRole('dialog', { name: 'Lỗi' });
    expect(within(dialog).getByText('Dữ liệu sản phẩm không đúng định dạng')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Thử lại' })).toBeVisible();
  });

  it('offers Thêm Sản Phẩm Đầu Tiên only without filters and with the change right', async () => {
    mockFetch({
      ...lookups,
      'GET /api/rights/role-permissions/1': rights({ products: ALL }),
      'GET /api/products/manage': productList(0),
    });
    const { user, unmount } = renderScreen(<ProductsPage />, { path: '/admin/products' });
    expect(await screen.findByText('Chưa có sản phẩm nào')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Thêm Sản Phẩm Đầu Tiên' })).toBeVisible();
    await user.selectOptions(screen.getByLabelText('Giới tính'), 'Nam');
    expect(await screen.findByText('Không tìm thấy sản phẩm phù hợp')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Thêm Sản Phẩm Đầu Tiên' })).toBeNull();
    unmount();

    mockFetch({
      ...lookups,
      'GET /api/rights/role-permissions/2': rights({ products: READ }),
      'GET /api/products/manage': productList(0),
    });
    renderScreen(<ProductsPage />, { user: moderator, path: '/admin/products' });
    expect(await screen.findByText('Chưa có sản phẩm nào')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Thêm Sản Phẩm Đầu Tiên' })).toBeNull();
  });

  it('deletes after a danger confirmation, and reports a failure with the server message', async () => {
    let status = 200;
    const api = mockFetch({
      ...lookups,
      'GET /api/rights/role-permissions/1': rights({ products: ALL }),
      'GET /api/products/manage': productList(1),
      'DELETE /api/products/1': () =>
        status === 200 ? { body: { success: true } } : apiError(status, 'Sản phẩm đang có trong đơn hàng'),
    });
    const { user } = renderScreen(<ProductsPage />, { path: '/admin/products' });
    await user.click(await screen.findByRole('button', { name: 'Xóa sản phẩm Đồng hồ 1' }));
    let confirm = screen.getByRole('dialog', { name: 'Xác nhận xóa' });
    expect(within(confirm).getByText(/không thể hoàn tác/)).toBeVisible();
    await user.click(within(confirm).getByRole('button', { name: 'Xóa' }));
    expect(await screen.findByText('Đã xóa sản phẩm')).toBeVisible();
    expect(api.to('DELETE /api/products/1')).toHaveLength(1);

    status = 409;
    await user.click(screen.getByRole('button', { name: 'Xóa sản phẩm Đồng hồ 1' }));
    confirm = screen.getByRole('dialog', { name: 'Xác nhận xóa' });
    await user.click(within(confirm).getByRole('button', { name: 'Xóa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lỗi' });
    expect(within(dialog).getByText('Xóa sản phẩm thất bại: Sản phẩm đang có trong đơn hàng')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Đóng' }));

    status = 403;
    await user.click(screen.getByRole('button', { name: 'Xóa sản phẩm Đồng hồ 1' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Xác nhận xóa' })).getByRole('button', { name: 'Xóa' }));
    const denied = await screen.findByRole('dialog', { name: 'Không có quyền' });
    expect(within(denied).getByText('Bạn không có quyền xóa sản phẩm')).toBeVisible();
  });
});
