import { brandInUseMessage } from '@shop/core/schemas/brand';
import { WARRANTY_MESSAGES } from '@shop/core/schemas/warranty';
import { NAME_TAKEN } from '@shop/core/text';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser } from '../../test/auth-fixtures';
import { apiError, mockFetch } from '../../test/fetch-mock';
import { ALL, READ, renderScreen, rights } from '../components/test-render';
import { lookups } from '../products/catalogue-fixtures';
import { ProductsPage } from '../products/products-page';

const path = '/admin/products?tab=brands';
const viewer = { ...adminUser, id: 3, username: 'viewer', roleId: 3 };

function brandCards() {
  return within(screen.getByRole('list', { name: 'Danh sách thương hiệu' }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);
}

describe('brands tab', { timeout: 30_000 }, () => {
  it('shows a taken name (409 Tên đã tồn tại) under the name field, with no dialog', async () => {
    const taken = {
      error: {
        statusCode: 409,
        code: 'CONFLICT',
        message: NAME_TAKEN,
        details: [{ field: 'name', message: NAME_TAKEN }],
      },
    };
    const api = mockFetch({
      ...lookups,
      'GET /api/rights/role-permissions/1': rights({ brands: ALL }),
      'POST /api/brands': { status: 409, body: taken },
    });
    const { user } = renderScreen(<ProductsPage />, { path });
    await user.click(await screen.findByRole('button', { name: 'Thêm Thương Hiệu' }));
    const form = await screen.findByRole('dialog', { name: 'Thêm Thương Hiệu' });
    const name = within(form).getByLabelText('Tên thương hiệu *');
    await user.type(name, ' rôlex ');
    await user.click(within(form).getByRole('button', { name: 'Thêm Thương Hiệu' }));

    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(name.getAttribute('aria-describedby')!)!.textContent).toBe('Tên đã tồn tại');
    expect(api.to('POST /api/brands')).toHaveLength(1);
    expect(screen.queryByRole('dialog', { name: 'Lỗi' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Thêm Thương Hiệu' }).contains(name)).toBe(true);
  });

  it('sorts by name, searches name, country and description without diacritics, and shows the badges', async () => {
    mockFetch({ ...lookups, 'GET /api/rights/role-permissions/1': rights({ brands: ALL }) });
    const { user } = renderScreen(<ProductsPage />, { path });
    await screen.findByRole('list', { name: 'Danh sách thương hiệu' });
    expect(screen.getByRole('tab', { name: 'Thương Hiệu' })).toHaveAttribute('aria-selected', 'true');
    expect(brandCards()).toEqual(['Casio', 'Rolex']);

    const rolex = screen.getByRole('heading', { name: 'Rolex' }).closest('li')!;
    expect(within(rolex).getByText('Trang chủ')).toBeVisible();
    expect(within(rolex).getByText('Thụy Sĩ')).toBeVisible();
    expect(
      within(rolex)
        .getByRole('link', { name: /Website/ })
        .getAttribute('href'),
    ).toBe('https://www.rolex.com');
    expect(within(rolex).getByText('2 dòng sản phẩm · 3 sản phẩm')).toBeVisible();
    expect(within(rolex).getByRole('img', { name: 'Logo Rolex' })).toBeVisible();

    await user.type(screen.getByRole('searchbox', { name: 'Tìm thương hiệu' }), 'nhat ban');
    expect(brandCards()).toEqual(['Casio']);
    await user.clear(screen.getByRole('searchbox', { name: 'Tìm thương hiệu' }));
    await user.type(screen.getByRole('searchbox', { name: 'Tìm thương hiệu' }), 'THỤY');
    expect(brandCards()).toEqual(['Rolex']);
  });

  it('expands the sub-brand list and adds a sub-brand under its brand, saved active', async () => {
    const api = mockFetch({
      ...lookups,
      'GET /api/rights/role-permissions/1': rights({ brands: ALL }),
      'POST /api/sub-brands': {
        status: 201,
        body: { id: 99, brandId: 1, name: 'Daytona', description: null, logo: null, isActive: true },
      },
    });
    const { user } = renderScreen(<ProductsPage />, { path });
    const rolex = (await screen.findByRole('heading', { name: 'Rolex' })).closest('li')!;
    const toggle = within(rolex).getByRole('button', { name: 'Dòng sản phẩm (2)' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const list = within(rolex).getByRole('list', { name: 'Dòng sản phẩm của Rolex' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Datejust', 'Submariner']);
    expect(within(list).getByRole('button', { name: 'Sửa dòng sản phẩm Datejust' })).toBeVisible();

    await user.click(within(rolex).getByRole('button', { name: 'Thêm dòng sản phẩm' }));
    const dialog = screen.getByRole('dialog', { name: 'Thêm Dòng Sản Phẩm' });
    expect(within(dialog).getByText('Rolex')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Thêm Dòng Sản Phẩm' }));
    expect(await within(dialog).findByText('Tên dòng sản phẩm là bắt buộc')).toBeVisible();
    await user.type(within(dialog).getByLabelText('Tên dòng sản phẩm *'), 'Daytona');
    await user.click(within(dialog).getByRole('button', { name: 'Thêm Dòng Sản Phẩm' }));
    expect(await screen.findByText('Đã thêm dòng sản phẩm')).toBeVisible();
    expect(api.to('POST /api/sub-brands')[0]!.body).toEqual({
      name: 'Daytona',
      brandId: 1,
      description: null,
      logo: null,
      isActive: true,
    });
  });

  it('validates the brand URLs and shows Không có quyền when the server refuses for a missing right', async () => {
    const api = mockFetch({
      ...lookups,
      'GET /api/rights/role-permissions/1': rights({ brands: ALL }),
      'POST /api/brands': apiError(403, 'Forbidden', 'FORBIDDEN'),
    });
    const { user } = renderScreen(<ProductsPage />, { path });
    await user.click(await screen.findByRole('button', { name: 'Thêm Thương Hiệu' }));
    const dialog = screen.getByRole('dialog', { name: 'Thêm Thương Hiệu' });
    await user.type(within(dialog).getByLabelText('Tên thương hiệu *'), 'Omega');
    await user.type(within(dialog).getByLabelText('Logo'), 'logo.png');
    await user.type(within(dialog).getByLabelText('Website'), 'omega');
    await user.click(within(dialog).getByRole('button', { name: 'Thêm Thương Hiệu' }));
    expect(await within(dialog).findByText('Logo phải là một URL hợp lệ')).toBeVisible();
    expect(within(dialog).getByText('Website phải là một URL hợp lệ')).toBeVisible();
    expect(api.to('POST /api/brands')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Logo'));
    await user.type(within(dialog).getByLabelText('Logo'), '/uploads/omega.webp');
    await user.clear(within(dialog).getByLabelText('Website'));
    await user.type(within(dialog).getByLabelText('Website'), 'https://www.omegawatches.com');
    await user.type(within(dialog).getByLabelText('Quốc gia'), 'Thụy Sĩ');
    await user.type(within(dialog).getByLabelText('Bảo hành (tháng)'), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Thêm Thương Hiệu' }));
    expect(await within(dialog).findByText(WARRANTY_MESSAGES.badMonths)).toBeVisible();
    expect(api.to('POST /api/brands')).toHaveLength(0);
    await user.clear(within(dialog).getByLabelText('Bảo hành (tháng)'));
    await user.type(within(dialog).getByLabelText('Bảo hành (tháng)'), '60');
    await user.selectOptions(within(dialog).getByLabelText('Loại bảo hành'), 'Bảo hành của cửa hàng');
    await user.click(within(dialog).getByLabelText('Hiển thị trên trang chủ'));
    await user.click(within(dialog).getByRole('button', { name: 'Thêm Thương Hiệu' }));
    const denied = await screen.findByRole('dialog', { name: 'Không có quyền' });
    expect(within(denied).getByText('Bạn không có quyền thêm thương hiệu')).toBeVisible();
    expect(api.to('POST /api/brands')[0]!.body).toEqual({
      name: 'Omega',
      description: null,
      logo: '/uploads/omega.webp',
      website: 'https://www.omegawatches.com',
      country: 'Thụy Sĩ',
      showOnHomepage: true,
      warrantyMonths: 60,
      warrantyKind: 'shop',
    });
  });

  it('blocks deleting a brand that has products, and shows the server refusal otherwise', async () => {
    const refusal = brandInUseMessage('Casio', 4);
    const api = mockFetch({
      ...lookups,
      'GET /api/rights/role-permissions/1': rights({ brands: ALL }),
      'DELETE /api/brands/2': apiError(409, refusal, 'CONFLICT'),
    });
    const { user } = renderScreen(<ProductsPage />, { path });
    await user.click(await screen.findByRole('button', { name: 'Xóa thương hiệu Rolex' }));
    // Known before asking: a warning (Cảnh báo), not an error.
    let alert = screen.getByRole('dialog', { name: 'Cảnh báo' });
    expect(within(alert).getByText(brandInUseMessage('Rolex', 3))).toBeVisible();
    await user.click(within(alert).getByRole('button', { name: 'Đóng' }));
    expect(api.to('DELETE /api/brands/1')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Xóa thương hiệu Casio' }));
    const confirm = screen.getByRole('dialog', { name: 'Xác nhận xóa' });
    expect(within(confirm).getByText(/không thể hoàn tác/)).toBeVisible();
    await user.click(within(confirm).getByRole('button', { name: 'Xóa' }));
    alert = await screen.findByRole('dialog', { name: 'Lỗi' });
    expect(within(alert).getByText(refusal)).toBeVisible();
  });

  it('hides add, edit and delete from a read-only role', async () => {
    mockFetch({ ...lookups, 'GET /api/rights/role-permissions/3': rights({ brands: READ }) });
    const { user } = renderScreen(<ProductsPage />, { path, user: viewer });
    const rolex = (await screen.findByRole('heading', { name: 'Rolex' })).closest('li')!;
    expect(screen.queryByRole('button', { name: 'Thêm Thương Hiệu' })).toBeNull();
    expect(within(rolex).queryByRole('button', { name: /^(Sửa|Xóa)/ })).toBeNull();
    await user.click(within(rolex).getByRole('button', { name: 'Dòng sản phẩm (2)' }));
    expect(within(rolex).queryByRole('button', { name: 'Thêm dòng sản phẩm' })).toBeNull();
    expect(within(rolex).queryByRole('button', { name: /dòng sản phẩm Datejust/ })).toBeNull();
  });
});
