import { PRODUCT_MESSAGES } from '@shop/core/schemas/product';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockFetch, type MockRequest } from '../../test/fetch-mock';
import { ALL, renderScreen, rights } from '../components/test-render';
import { libraryImage, lookups, managedProduct, manageList, product, variant } from './catalogue-fixtures';
import { ProductsPage } from './products-page';

const library = {
  'GET /api/images': { body: [libraryImage(1), libraryImage(2), libraryImage(3)] },
  'GET /api/images/count': { body: { count: 3 } },
};

function setup(extra: Parameters<typeof mockFetch>[0] = {}, list = [managedProduct(1)]) {
  const api = mockFetch({
    ...lookups,
    ...library,
    'GET /api/rights/role-permissions/1': rights({ products: ALL, images: ALL }),
    'GET /api/products/manage': { body: manageList(list) },
    ...extra,
  });
  return { api, ...renderScreen(<ProductsPage />, { path: '/admin/products' }) };
}

async function openNew(user: ReturnType<typeof setup>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Thêm Sản Phẩm' }));
  return screen.findByRole('dialog', { name: 'Thêm Sản Phẩm Mới' });
}

/** Picks library image `n` into the slot whose picker button is `slotButton`. */
async function pickInto(user: ReturnType<typeof setup>['user'], slotButton: HTMLElement, n: number) {
  await user.click(slotButton);
  const picker = await screen.findByRole('dialog', { name: /^Chọn ảnh/ });
  await user.click(await within(picker).findByRole('button', { name: `thu-vien-${n}.jpg` }));
  await user.click(within(picker).getByRole('button', { name: 'Chọn ảnh' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: /^Chọn ảnh/ })).toBeNull());
}

describe('product form', { timeout: 30_000 }, () => {
  it('validates with the product rules and reports a missing image in the Lỗi dialog', async () => {
    const { user, api } = setup();
    const form = await openNew(user);
    expect((within(form).getByLabelText('Còn hàng') as HTMLInputElement).checked).toBe(true);
    expect((within(form).getByLabelText('Sản phẩm nổi bật') as HTMLInputElement).checked).toBe(false);
    expect(within(form).getByText('Mô tả này sẽ hiển thị trên trang chi tiết sản phẩm.')).toBeVisible();
    expect(within(form).getByText(/Vui lòng lưu sản phẩm trước/)).toBeVisible();
    expect(within(form).getByText(/Cần ít nhất một ảnh/)).toBeVisible();

    await user.click(within(form).getByRole('button', { name: 'Tạo Sản Phẩm' }));
    const alert = await screen.findByRole('dialog', { name: 'Lỗi' });
    expect(within(alert).getByText('Vui lòng chọn ít nhất một ảnh cho sản phẩm')).toBeVisible();
    await user.click(within(alert).getByRole('button', { name: 'Đóng' }));
    expect(within(form).getByText('Tên sản phẩm là bắt buộc')).toBeVisible();
    expect(within(form).getByText('Thương hiệu là bắt buộc')).toBeVisible();
    expect(within(form).getByText('Giới tính là bắt buộc')).toBeVisible();
    expect(within(form).getByText('Mô tả là bắt buộc')).toBeVisible();
    expect(api.to('POST /api/products')).toHaveLength(0);
  });

  it("enables the sub-brand after a brand, lists only that brand's, and resets it when the brand changes", async () => {
    const { user } = setup();
    const form = await openNew(user);
    const subBrand = within(form).getByLabelText('Dòng sản phẩm') as HTMLSelectElement;
    expect(subBrand.disabled).toBe(true);
    expect(within(form).getByText('Chọn thương hiệu trước')).toBeVisible();

    await user.selectOptions(within(form).getByLabelText('Thương hiệu *'), 'Rolex');
    expect(subBrand.disabled).toBe(false);
    expect([...subBrand.options].map((o) => o.text)).toEqual(['Không có', 'Submariner', 'Datejust']);
    await user.selectOptions(subBrand, 'Datejust');
    expect(subBrand.value).toBe('12');

    await user.selectOptions(within(form).getByLabelText('Thương hiệu *'), 'Casio');
    expect(subBrand.value).toBe('0');
    expect([...subBrand.options].map((o) => o.text)).toEqual(['Không có', 'G-Shock']);
  });

  it('adds, fills, clears and removes image slots (remove only while more than one)', async () => {
    const { user } = setup();
    const form = await openNew(user);
    const slots = () => within(within(form).getByRole('list', { name: 'Ảnh sản phẩm' })).getAllByRole('listitem');
    expect(slots()).toHaveLength(1);
    expect(within(form).queryByRole('button', { name: /^Bỏ ô/ })).toBeNull();

    await user.click(within(form).getByRole('button', { name: 'Thêm ô ảnh' }));
    expect(slots()).toHaveLength(2);
    expect(within(form).getAllByRole('button', { name: /^Bỏ ô/ })).toHaveLength(2);

    await pickInto(user, within(form).getByRole('button', { name: 'Chọn ảnh 2' }), 3);
    expect(within(slots()[1]!).getByText('lib-3.webp')).toBeVisible();
    await pickInto(user, within(form).getByRole('button', { name: 'Đổi ảnh 2' }), 2);
    expect(within(slots()[1]!).getByText('lib-2.webp')).toBeVisible();

    await user.click(within(form).getByRole('button', { name: 'Xóa ảnh 2' }));
    expect(within(slots()[1]!).getByText('Chưa chọn ảnh')).toBeVisible();
    expect(slots()).toHaveLength(2);

    await user.click(within(form).getByRole('button', { name: 'Bỏ ô ảnh 1' }));
    expect(slots()).toHaveLength(1);
    expect(within(form).queryByRole('button', { name: /^Bỏ ô/ })).toBeNull();
  });

  it('says a taken SKU under the SKU field, not in a dialog, and keeps the form open', async () => {
    const { user } = setup({
      'POST /api/products': {
        status: 409,
        body: {
          error: {
            statusCode: 409,
            code: 'CONFLICT',
            message: 'Mã SKU đã tồn tại',
            details: [{ field: 'sku', message: 'Mã SKU đã tồn tại' }],
          },
        },
      },
    });
    const form = await openNew(user);
    await user.type(within(form).getByLabelText('Tên sản phẩm *'), 'Đồng hồ Trùng Mã');
    await user.type(within(form).getByLabelText('Mã SKU (mã mẫu)'), 'RLX-126610');
    await user.selectOptions(within(form).getByLabelText('Thương hiệu *'), 'Rolex');
    await user.selectOptions(within(form).getByLabelText('Giới tính *'), 'Nam');
    await user.type(within(form).getByLabelText('Mô tả sản phẩm *'), 'Máy cơ');
    await pickInto(user, within(form).getByRole('button', { name: 'Chọn ảnh 1' }), 1);
    await user.click(within(form).getByRole('button', { name: 'Tạo Sản Phẩm' }));

    const sku = within(form).getByLabelText('Mã SKU (mã mẫu)');
    await waitFor(() => expect(sku.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(sku.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent).toBe(
      'Mã SKU đã tồn tại',
    );
    expect(screen.queryByRole('dialog', { name: 'Lỗi' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Thêm Sản Phẩm Mới' })).toBe(form);
  });

  it('creates the product with the images joined, closes the form, lists it, then lets variants be added (appended)', async () => {
    const fields = { name: 'Đồng hồ Mới', images: ['/uploads/lib-1.webp'], variants: [] };
    const created = product(7, fields);
    let listed = [managedProduct(1)];
    const { user, api } = setup({
      'GET /api/products/manage': () => ({ body: manageList(listed) }),
      'POST /api/products': () => {
        listed = [managedProduct(7, fields), ...listed];
        return { status: 201, body: created };
      },
      'POST /api/product-variants': (req: MockRequest) => ({
        status: 201,
        body: variant(70, 7, { ...(req.body as object), size: null }),
      }),
    });
    const form = await openNew(user);
    await user.type(within(form).getByLabelText('Tên sản phẩm *'), 'Đồng hồ Mới');
    await user.selectOptions(within(form).getByLabelText('Danh mục'), 'Đồng hồ Nam');
    await user.selectOptions(within(form).getByLabelText('Thương hiệu *'), 'Rolex');
    await user.selectOptions(within(form).getByLabelText('Dòng sản phẩm'), 'Submariner');
    await user.selectOptions(within(form).getByLabelText('Giới tính *'), 'Nam');
    // Empty months take the brand's (Rolex: 60).
    expect(within(form).getByText('Để trống: 60 tháng (theo thương hiệu)')).toBeVisible();
    await user.type(within(form).getByLabelText('Bảo hành (tháng)'), '36');
    await user.type(within(form).getByLabelText('Mô tả sản phẩm *'), 'Máy cơ');
    await pickInto(user, within(form).getByRole('button', { name: 'Chọn ảnh 1' }), 1);
    await user.click(within(form).getByRole('button', { name: 'Thêm ô ảnh' }));
    await pickInto(user, within(form).getByRole('button', { name: 'Chọn ảnh 2' }), 2);
    await user.click(within(form).getByRole('button', { name: 'Tạo Sản Phẩm' }));

    // The form closes and the new product is in the list.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Thêm Sản Phẩm Mới' })).toBeNull());
    const grid = await screen.findByRole('list', { name: 'Danh sách sản phẩm' });
    expect((await within(grid).findByText('Đồng hồ Mới')).textContent).toBe('Đồng hồ Mới');
    expect(screen.queryByRole('dialog', { name: 'Sửa Sản Phẩm' })).toBeNull();
    expect(api.to('POST /api/products')[0]!.body).toEqual({
      name: 'Đồng hồ Mới',
      sku: null,
      description: 'Máy cơ',
      brandId: 1,
      subBrandId: 11,
      categoryId: 1,
      sizeId: null,
      gender: 'male',
      images: '/uploads/lib-1.webp,/uploads/lib-2.webp',
      inStock: true,
      featured: false,
      warrantyMonths: 36,
    });

    await user.click(within(grid).getByRole('button', { name: 'Sửa sản phẩm Đồng hồ Mới' }));
    const edit = await screen.findByRole('dialog', { name: 'Sửa Sản Phẩm' });
    expect((await within(edit).findByText('Sản phẩm chưa có phiên bản nào.')).textContent).toBe(
      'Sản phẩm chưa có phiên bản nào.',
    );

    await user.click(within(edit).getByRole('button', { name: 'Thêm Phiên Bản' }));
    const variantForm = await screen.findByRole('dialog', { name: 'Thêm Phiên Bản' });
    await user.click(within(variantForm).getByRole('button', { name: 'Thêm Phiên Bản' }));
    expect(await within(variantForm).findByText('Tên phiên bản là bắt buộc')).toBeVisible();
    expect(within(variantForm).getByText('Kích thước là bắt buộc')).toBeVisible();
    expect(within(variantForm).getByText('Giá là bắt buộc')).toBeVisible();

    await user.type(within(variantForm).getByLabelText('Tên phiên bản *'), '40mm Đen');
    await user.selectOptions(within(variantForm).getByLabelText('Kích thước *'), '40mm (40 mm)');
    await user.type(within(variantForm).getByLabelText('Giá (đ) *'), '12500000');
    await user.clear(within(variantForm).getByLabelText('Giảm giá (%)'));
    await user.type(within(variantForm).getByLabelText('Giảm giá (%)'), '150');
    await user.click(within(variantForm).getByRole('button', { name: 'Thêm Phiên Bản' }));
    expect(await within(variantForm).findByText('Giảm giá từ 0 đến 100')).toBeVisible();
    await user.clear(within(variantForm).getByLabelText('Giảm giá (%)'));
    await user.type(within(variantForm).getByLabelText('Giảm giá (%)'), '10');
    expect(within(variantForm).getByText('11.250.000 ₫')).toBeVisible();
    await user.click(within(variantForm).getByRole('button', { name: 'Thêm Phiên Bản' }));

    const list = await within(edit).findByRole('list', { name: 'Phiên bản' });
    expect(within(list).getByText('40mm Đen')).toBeVisible();
    expect(within(list).getByText('Kích thước: 40mm')).toBeVisible();
    expect(within(list).getByText('-10%')).toBeVisible();
    expect(api.to('POST /api/product-variants')[0]!.body).toEqual({
      name: '40mm Đen',
      sku: null,
      sizeId: 1,
      price: 12_500_000,
      discount: 10,
      color: null,
      stock: null,
      tracksPieces: false,
      productId: 7,
    });
    // Thành công, in a dialog.
    const ok = await screen.findByRole('dialog', { name: 'Thành công' });
    expect(within(ok).getByText('Đã thêm phiên bản').textContent).toBe('Đã thêm phiên bản');
  });

  it('lists the variants of a product being edited and reloads them after an update', async () => {
    const p = managedProduct(3, {
      variants: [variant(31, 3, { name: 'Bản thường' }), variant(32, 3, { name: 'Bản giảm giá', discount: 15 })],
    });
    const { user, api } = setup(
      {
        'PUT /api/product-variants/31': { body: variant(31, 3, { name: 'Bản thường mới' }) },
        'GET /api/product-variants/product/3': {
          body: [variant(31, 3, { name: 'Bản thường mới' }), variant(32, 3, { name: 'Bản giảm giá', discount: 15 })],
        },
        'PUT /api/products/3': apiError(403, 'Forbidden', 'FORBIDDEN'),
      },
      [p],
    );
    await user.click(await screen.findByRole('button', { name: 'Sửa sản phẩm Đồng hồ 3' }));
    const edit = await screen.findByRole('dialog', { name: 'Sửa Sản Phẩm' });
    const list = within(edit).getByRole('list', { name: 'Phiên bản' });
    expect(within(list).getAllByText('12.500.000 ₫')).toHaveLength(2);
    expect(
      within(list)
        .getAllByText(/^-\d+%$/)
        .map((e) => e.textContent),
    ).toEqual(['-15%']);

    await user.click(within(edit).getByRole('button', { name: 'Sửa phiên bản Bản thường' }));
    const variantForm = await screen.findByRole('dialog', { name: 'Sửa Phiên Bản' });
    const name = within(variantForm).getByLabelText('Tên phiên bản *');
    await user.clear(name);
    await user.type(name, 'Bản thường mới');
    const loads = api.to('GET /api/product-variants/product/3').length;
    await user.click(within(variantForm).getByRole('button', { name: 'Cập Nhật' }));
    expect(await within(list).findByText('Bản thường mới')).toBeVisible();
    expect(api.to('GET /api/product-variants/product/3').length).toBeGreaterThan(loads);
    // The API takes JSON numbers only: the kept price and discount go as numbers, not input text.
    expect(api.to('PUT /api/product-variants/31')[0]!.body).toEqual({
      name: 'Bản thường mới',
      sku: null,
      sizeId: 1,
      price: 12_500_000,
      discount: 0,
      color: null,
      stock: null,
      tracksPieces: false,
    });

    // A refused save (rights changed meanwhile) shows Không có quyền.
    await user.click(within(edit).getByRole('button', { name: 'Cập Nhật' }));
    const denied = await screen.findByRole('dialog', { name: 'Không có quyền' });
    expect(within(denied).getByText('Bạn không có quyền sửa sản phẩm')).toBeVisible();
  });

  it('edits the stock of a variant: empty is not tracked, else a whole number from 0', async () => {
    const p = managedProduct(3, {
      variants: [variant(31, 3, { name: 'Bản thường', stock: 4 }), variant(32, 3, { name: 'Bản đặc biệt' })],
    });
    let saved = variant(31, 3, { name: 'Bản thường', stock: 4 });
    const { user, api } = setup(
      {
        'PUT /api/product-variants/31': (r: MockRequest) => {
          saved = { ...saved, ...(r.body as object) };
          return { body: saved };
        },
        'GET /api/product-variants/product/3': () => ({
          body: [saved, variant(32, 3, { name: 'Bản đặc biệt', stock: null })],
        }),
      },
      [p],
    );
    await user.click(await screen.findByRole('button', { name: 'Sửa sản phẩm Đồng hồ 3' }));
    const edit = await screen.findByRole('dialog', { name: 'Sửa Sản Phẩm' });
    const list = within(edit).getByRole('list', { name: 'Phiên bản' });
    expect(await within(list).findByText(/Tồn kho: 4/)).toBeVisible();
    expect(await within(list).findByText(/Tồn kho: không theo dõi/)).toBeVisible();

    await user.click(within(edit).getByRole('button', { name: 'Sửa phiên bản Bản thường' }));
    let form = await screen.findByRole('dialog', { name: 'Sửa Phiên Bản' });
    const stock = within(form).getByLabelText('Tồn kho') as HTMLInputElement;
    expect(stock.value).toBe('4');
    expect(within(form).getByText(/Để trống nếu không theo dõi tồn kho/)).toBeVisible();

    // Not a whole number ≥ 0: refused beside the field, nothing sent.
    for (const bad of ['-1', '1.5']) {
      await user.clear(stock);
      await user.type(stock, bad);
      await user.click(within(form).getByRole('button', { name: 'Cập Nhật' }));
      await waitFor(() => expect(stock.getAttribute('aria-invalid')).toBe('true'));
    }
    expect(api.to('PUT /api/product-variants/31')).toHaveLength(0);

    await user.clear(stock);
    await user.type(stock, '0');
    await user.click(within(form).getByRole('button', { name: 'Cập Nhật' }));
    await waitFor(() => expect(api.to('PUT /api/product-variants/31')).toHaveLength(1));
    expect(api.to('PUT /api/product-variants/31')[0]!.body).toMatchObject({ stock: 0 });
    expect(await within(list).findByText(/Tồn kho: 0/)).toBeVisible();

    await user.click(within(edit).getByRole('button', { name: 'Sửa phiên bản Bản thường' }));
    form = await screen.findByRole('dialog', { name: 'Sửa Phiên Bản' });
    await user.clear(within(form).getByLabelText('Tồn kho'));
    await user.click(within(form).getByRole('button', { name: 'Cập Nhật' }));
    await waitFor(() => expect(api.to('PUT /api/product-variants/31')).toHaveLength(2));
    expect(api.to('PUT /api/product-variants/31')[1]!.body).toMatchObject({ stock: null });
  });

  it('opens the product named in ?product= (the dashboard low-stock links)', async () => {
    // The catalogue's answer has no stock (orders change it): the form reads it from the variants.
    const p = product(9, { name: 'Seiko 5', variants: [variant(91, 9, { name: '38mm Đen', stock: undefined })] });
    const api = mockFetch({
      ...lookups,
      ...library,
      'GET /api/rights/role-permissions/1': rights({ products: ALL, images: ALL }),
      'GET /api/products/manage': { body: manageList([managedProduct(1)]) },
      'GET /api/products/9': { body: p },
      'GET /api/product-variants/product/9': { body: [variant(91, 9, { name: '38mm Đen', stock: 1 })] },
    });
    const { user } = renderScreen(<ProductsPage />, { path: '/admin/products?product=9' });
    // The form opens once the lookups it needs are in.
    const name = (await screen.findByLabelText('Tên sản phẩm *')) as HTMLInputElement;
    const edit = screen.getByRole('dialog', { name: 'Sửa Sản Phẩm' });
    expect(name.value).toBe('Seiko 5');
    expect(api.to('GET /api/products/9')).toHaveLength(1);
    const variants = within(edit).getByRole('list', { name: 'Phiên bản' });
    expect(await within(variants).findByText('· Tồn kho: 1')).toBeVisible();
    await user.click(within(edit).getByRole('button', { name: 'Hủy' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sửa Sản Phẩm' })).toBeNull());
  });

  it('refuses images that are not library paths (/uploads/…)', async () => {
    const { user, api } = setup({}, [managedProduct(5, { images: ['https://cdn.example.com/dong-ho.jpg'] })]);
    await user.click(await screen.findByRole('button', { name: 'Sửa sản phẩm Đồng hồ 5' }));
    const edit = await screen.findByRole('dialog', { name: 'Sửa Sản Phẩm' });
    expect(within(edit).getByText('Có lỗi xảy ra khi xử lý ảnh')).toBeVisible();
    await user.click(within(edit).getByRole('button', { name: 'Cập Nhật' }));
    const alert = await screen.findByRole('dialog', { name: 'Lỗi' });
    expect(within(alert).getByText(PRODUCT_MESSAGES.badImagePath)).toBeVisible();
    expect(api.to('PUT /api/products/5')).toHaveLength(0);
  });

  it("reports a failed save as Lưu sản phẩm thất bại with the server's message", async () => {
    const { user } = setup({ 'PUT /api/products/1': apiError(400, 'Thương hiệu không tồn tại', 'VALIDATION') });
    await user.click(await screen.findByRole('button', { name: 'Sửa sản phẩm Đồng hồ 1' }));
    const edit = await screen.findByRole('dialog', { name: 'Sửa Sản Phẩm' });
    await user.click(within(edit).getByRole('button', { name: 'Cập Nhật' }));
    const alert = await screen.findByRole('dialog', { name: 'Lỗi' });
    expect(within(alert).getByText('Lưu sản phẩm thất bại: Thương hiệu không tồn tại')).toBeVisible();
  });
});
