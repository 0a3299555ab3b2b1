import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminUser, signInStore, signOutStore } from '../../test/auth-fixtures';
import { apiError, mockFetch, type MockAnswer, type MockRequest } from '../../test/fetch-mock';
import { ALL_RIGHTS, READ_ONLY, renderAdmin } from '../layout/render-admin.test-utils';
import { STORE_SETTINGS } from './store-fixtures.test-utils';

function setup({
  rights = { shop: ALL_RIGHTS },
  post = (r: MockRequest) => ({ body: { ...(r.body as object), description: null } }),
}: { rights?: Record<string, typeof READ_ONLY>; post?: (r: MockRequest) => MockAnswer } = {}) {
  signInStore({ ...adminUser, roleId: 2 });
  const api = mockFetch({
    'GET /api/rights/role-permissions/2': { body: rights },
    'GET /api/settings': { body: STORE_SETTINGS },
    'POST /api/settings': post,
  });
  return { api, ...renderAdmin('/admin/shop') };
}

const form = () => screen.getByRole('form', { name: 'Sửa thông tin cửa hàng' });
const field = (label: string) => within(form()).getByLabelText(label);

async function startEditing(view: ReturnType<typeof setup>) {
  await view.user.click(await screen.findByRole('button', { name: 'Chỉnh sửa' }));
  return form();
}

beforeEach(() => {
  signOutStore();
});

describe('store screen', () => {
  it('shows the store information from the store.* settings, the static facts and the quick actions', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 2, name: 'Đồng Hồ Sang Trọng' })).toBeVisible();
    expect(screen.getByText(STORE_SETTINGS['store.description'])).toBeVisible();
    expect(screen.getAllByText('Thành lập năm 2015').length).toBeGreaterThan(0);
    expect(screen.getByText(STORE_SETTINGS['store.address'])).toBeVisible();
    expect(screen.getByRole('link', { name: 'lienhe@donghosangtrong.vn' }).getAttribute('href')).toBe(
      'mailto:lienhe@donghosangtrong.vn',
    );
    expect(screen.getByRole('link', { name: 'https://instagram.com/donghosangtrong' }).getAttribute('target')).toBe(
      '_blank',
    );
    expect(screen.getByText('Bảo hành chính hãng')).toBeVisible();
    expect(screen.getByText('Thay pin, thay dây')).toBeVisible();

    // The store's fixed facts.
    const facts = screen.getByRole('region', { name: 'Số liệu cửa hàng' });
    expect(within(facts).getByText('13 giờ')).toBeVisible();
    expect(within(facts).getByText('2,500+')).toBeVisible();
    expect(within(facts).getByText('4.8/5')).toBeVisible();
    expect(
      within(facts).getByText('Thứ 2 - Thứ 6: 9:00-22:00 · Thứ 7: 9:00-23:00 · Chủ Nhật: 10:00-21:00'),
    ).toBeVisible();

    const actions = screen.getByRole('region', { name: 'Thao tác nhanh' });
    expect(
      within(actions)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/admin/products', '/admin/orders', '/admin', '/admin/settings', '/']);
  });

  it('saves only the changed keys, one POST /api/settings each, then says so', async () => {
    const view = setup();
    await startEditing(view);

    await view.user.clear(field('Số điện thoại'));
    await view.user.type(field('Số điện thoại'), '028 3822 1234');
    await view.user.clear(field('Thứ 7'));
    await view.user.type(field('Thứ 7'), '9:00-21:00');
    await view.user.click(within(form()).getByRole('button', { name: 'Xóa dịch vụ 2' }));
    await view.user.type(field('Dịch vụ mới'), 'Khắc tên');
    await view.user.click(within(form()).getByRole('button', { name: 'Thêm dịch vụ' }));
    await view.user.click(within(form()).getByRole('button', { name: 'Lưu thay đổi' }));

    expect(await screen.findByText('Đã lưu thông tin cửa hàng')).toBeVisible();
    const sent = view.api.to('POST /api/settings').map((r) => r.body as { key: string; value: string });
    expect(sent.map(({ key, value }) => ({ key, value }))).toEqual([
      { key: 'store.phone', value: '028 3822 1234' },
      {
        key: 'store.openingHours',
        value: JSON.stringify({ monFri: '9:00-22:00', sat: '9:00-21:00', sun: '10:00-21:00' }),
      },
      {
        key: 'store.services',
        value: JSON.stringify(['Bảo hành chính hãng', 'Thay pin, thay dây', 'Giao hàng toàn quốc', 'Khắc tên']),
      },
    ]);
    expect(sent[0]).toMatchObject({ description: 'Điện thoại cửa hàng' });
    // Back to the view, and the settings are loaded again.
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Sửa thông tin cửa hàng' })).toBeNull());
    expect(view.api.to('GET /api/settings').length).toBeGreaterThan(1);
  });

  it('checks URLs and the email before sending anything', async () => {
    const view = setup();
    await startEditing(view);
    await view.user.clear(field('Email'));
    await view.user.type(field('Email'), 'khong-phai-email');
    await view.user.clear(field('Facebook'));
    await view.user.type(field('Facebook'), 'facebook.com/shop');
    await view.user.clear(field('Tên cửa hàng *'));
    await view.user.click(within(form()).getByRole('button', { name: 'Lưu thay đổi' }));

    expect(await within(form()).findByText('Email không hợp lệ')).toBeVisible();
    expect(within(form()).getByText('Liên kết phải là một URL hợp lệ')).toBeVisible();
    expect(within(form()).getByText('Tên cửa hàng là bắt buộc')).toBeVisible();
    expect(view.api.to('POST /api/settings')).toHaveLength(0);
  });

  it('sends nothing when nothing changed', async () => {
    const view = setup();
    await startEditing(view);
    await view.user.click(within(form()).getByRole('button', { name: 'Lưu thay đổi' }));
    expect(await screen.findByText('Không có thay đổi nào để lưu')).toBeVisible();
    expect(view.api.to('POST /api/settings')).toHaveLength(0);
  });

  it("shows the server's message when a key is refused and stays in the form", async () => {
    const view = setup({ post: () => apiError(400, 'Liên kết phải là một URL hợp lệ', 'VALIDATION_ERROR') });
    await startEditing(view);
    await view.user.clear(field('Website'));
    await view.user.type(field('Website'), 'https://moi.vn');
    await view.user.click(within(form()).getByRole('button', { name: 'Lưu thay đổi' }));

    const dialog = await screen.findByRole('dialog', { name: 'Lỗi' });
    expect(within(dialog).getByText('Không thể lưu 1 thông tin:')).toBeVisible();
    expect(within(dialog).getByText('Website: Liên kết phải là một URL hợp lệ')).toBeVisible();
    await view.user.click(within(dialog).getByRole('button', { name: 'Đóng' }));
    expect(field('Website')).toHaveValue('https://moi.vn');
  });

  it('offers no editing without the shop change right', async () => {
    setup({ rights: { shop: READ_ONLY } });
    expect(await screen.findByRole('heading', { level: 2, name: 'Đồng Hồ Sang Trọng' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Chỉnh sửa' })).toBeNull();
  });

  it('shows Không có quyền without the shop read right', async () => {
    setup({ rights: { shop: { read: false, change: false, delete: false } } });
    expect(await screen.findByRole('heading', { name: 'Không có quyền' })).toBeVisible();
    expect(screen.getByText(/Bạn không có quyền xem thông tin cửa hàng/)).toBeVisible();
  });
});
