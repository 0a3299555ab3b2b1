import { BUYBACK_EXAMPLE } from '@shop/core/examples/buyback';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminUser, signInStore, signOutStore } from '../../test/auth-fixtures';
import { apiError, mockFetch } from '../../test/fetch-mock';
import { ALL_RIGHTS, READ_ONLY, renderAdmin } from '../layout/render-admin.test-utils';

beforeEach(() => {
  signOutStore();
});

const BOUGHT = BUYBACK_EXAMPLE;

function setup(rights: Record<string, unknown>, path = '/admin/pieces/buybacks') {
  signInStore({ ...adminUser, roleId: 2 });
  const api = mockFetch({
    'GET /api/rights/role-permissions/2': { body: rights },
    'GET /api/settings': { body: {} },
    'GET /api/pieces': { body: { pieces: [], total: 0 } },
    'GET /api/buybacks': {
      body: rights.costs
        ? { buybacks: [BOUGHT], total: 1, totalPrice: 95_000_000 }
        : { buybacks: [{ ...BOUGHT, price: undefined, sellerIdNumber: '********6789' }], total: 1 },
    },
    'GET /api/pieces/variants': {
      body: [
        {
          variantId: 5,
          productId: 2,
          productName: 'Omega Seamaster',
          variantName: '41mm Xanh',
          brandName: 'Omega',
          stock: 0,
        },
      ],
    },
    'POST /api/buybacks': apiError(400, 'Số CCCD phải gồm đúng 12 chữ số', 'BAD_REQUEST', [
      { field: 'sellerIdNumber', in: 'body', message: 'Số CCCD phải gồm đúng 12 chữ số' },
    ]),
  });
  return { api, ...renderAdmin(path) };
}

describe('Bảng kê thu mua', () => {
  it('lists purchases with the seller, CCCD and price, filters by days, and offers the file', async () => {
    const { api } = setup({ pieces: ALL_RIGHTS, costs: ALL_RIGHTS });
    const row = (await screen.findByText('TM000003')).closest('tr')!;
    expect(row.textContent).toContain('Phạm Văn Bán');
    expect(row.textContent).toContain('079123456789');
    expect(row.textContent).toContain('28/11/2026');
    expect(row.textContent).toMatch(/95\.000\.000/);
    expect(screen.getByText(/tổng đã trả/)).toBeVisible();
    expect(screen.getByRole('button', { name: /Xuất Excel/ })).toBeVisible();
    await userEvent.type(screen.getByLabelText('Từ ngày'), '2026-11-01');
    await waitFor(() => expect(api.to('GET /api/buybacks').at(-1)!.url.searchParams.get('from')).toBe('2026-11-01'));
  });

  it('without the costs right: no price, the CCCD masked, no file and no recording', async () => {
    setup({ pieces: READ_ONLY });
    const row = (await screen.findByText('TM000003')).closest('tr')!;
    expect(row.textContent).toContain('********6789');
    expect(row.textContent).not.toMatch(/95\.000\.000/);
    expect(screen.queryByRole('button', { name: /Xuất Excel/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Thu mua đồng hồ/ })).toBeNull();
  });
});

describe('Thu Mua Đồng Hồ (on Kho Đồng Hồ)', () => {
  it('sends the watch, the price and the seller; a refused CCCD is said under its field', async () => {
    const { api } = setup({ pieces: ALL_RIGHTS, costs: ALL_RIGHTS }, '/admin/pieces');
    await userEvent.click(await screen.findByRole('button', { name: /Thu mua đồng hồ/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Thu Mua Đồng Hồ' });
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /Sản phẩm \/ phiên bản/ }), '5');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Số serial/ }), '81234567');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /Xếp loại/ }), 'B');
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: /Giá thu mua/ }), '95000000');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Họ tên người bán/ }), 'Phạm Văn Bán');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Số điện thoại/ }), '0912000111');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Số CCCD/ }), '079123456789');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu Phiếu Thu Mua' }));
    await waitFor(() => expect(api.to('POST /api/buybacks')).toHaveLength(1));
    expect(api.to('POST /api/buybacks')[0]!.body).toMatchObject({
      variantId: 5,
      serial: '81234567',
      condition: 'used',
      grade: 'B',
      price: 95_000_000,
      sellerName: 'Phạm Văn Bán',
      sellerPhone: '0912000111',
      sellerIdNumber: '079123456789',
    });
    expect(await within(dialog).findByText('Số CCCD phải gồm đúng 12 chữ số')).toBeVisible();
  });

  it('checks the CCCD before sending', async () => {
    const { api } = setup({ pieces: ALL_RIGHTS, costs: ALL_RIGHTS }, '/admin/pieces');
    await userEvent.click(await screen.findByRole('button', { name: /Thu mua đồng hồ/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Thu Mua Đồng Hồ' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Số CCCD/ }), '12345');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu Phiếu Thu Mua' }));
    expect(await within(dialog).findByText('Số CCCD phải gồm đúng 12 chữ số')).toBeVisible();
    expect(api.to('POST /api/buybacks')).toHaveLength(0);
  });
});
