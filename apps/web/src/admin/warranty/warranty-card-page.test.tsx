import { WARRANTY_EXAMPLE } from '@shop/core/examples/warranty';
import type { Order } from '@shop/core/schemas/order';
import { DEFAULT_WARRANTY_CONDITIONS } from '@shop/core/schemas/warranty';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signOutStore } from '../../test/auth-fixtures';
import { ALL_RIGHTS } from '../layout/render-admin.test-utils';
import { byStatus, makeOrder, setupOrders } from '../orders/order-fixtures.test-utils';
import { STORE_SETTINGS } from '../shop/store-fixtures.test-utils';

vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => {
  signOutStore();
});

const WARRANTY = WARRANTY_EXAMPLE;

const SETTINGS = {
  ...STORE_SETTINGS,
  'seller.legalName': 'Công ty TNHH Đồng Hồ Sang Trọng',
  'seller.address.street': '12 Lê Lợi',
  'seller.address.ward': 'Phường Sài Gòn',
  'seller.address.province': 'Thành phố Hồ Chí Minh',
  'warranty.conditions': 'Bảo hành lỗi bộ máy.\nKhông bảo hành vỡ kính.',
};

const rights = { orders: ALL_RIGHTS, pieces: { read: true, change: false, delete: false } };

describe('the warranty card', () => {
  it('prints the shop, number, watch, serial, date and place of sale, months, end date, conditions and a QR of the lookup', async () => {
    const { user } = setupOrders({
      rights,
      path: '/admin/warranties/3/print',
      routes: { 'GET /api/settings': { body: SETTINGS }, 'GET /api/warranties/3': { body: WARRANTY } },
    });
    const card = await screen.findByRole('article', { name: 'Thẻ bảo hành TBH000003' });
    expect(within(card).getByRole('heading', { name: 'Thẻ bảo hành' })).toBeVisible();
    expect(await within(card).findByText('Đồng Hồ Sang Trọng')).toBeVisible();
    expect(within(card).getByText('Công ty TNHH Đồng Hồ Sang Trọng')).toBeVisible();
    const dd = (term: string) => within(card).getByText(term).nextElementSibling!.textContent;
    expect(dd('Sản phẩm')).toBe('Rolex · Rolex Submariner Date (41mm Mặt đen)');
    expect(dd('Số serial')).toBe('7X2A1190');
    expect(dd('Khách hàng')).toBe('Nguyễn Văn An');
    expect(dd('Ngày bán')).toBe('29/11/2026');
    expect(dd('Nơi bán')).toBe('Đồng Hồ Sang Trọng, 12 Lê Lợi, Phường Sài Gòn, Thành phố Hồ Chí Minh');
    expect(dd('Bảo hành')).toBe('Bảo hành quốc tế · 60 tháng');
    expect(dd('Đến hết ngày')).toBe('28/11/2031');
    const conditions = within(card).getByRole('region', { name: 'Điều kiện bảo hành' });
    expect(
      within(conditions)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Bảo hành lỗi bộ máy.', 'Không bảo hành vỡ kính.']);
    const qr = await within(card).findByRole('img', { name: 'Mã QR tra cứu bảo hành' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.queryByRole('navigation', { name: 'Quản trị' })).toBeNull();

    const print = vi.fn();
    vi.stubGlobal('print', print);
    await user.click(screen.getByRole('button', { name: 'In thẻ bảo hành' }));
    expect(print).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });

  it('prints the default conditions until the owner writes theirs, and marks a voided warranty', async () => {
    setupOrders({
      rights,
      path: '/admin/warranties/3/print',
      routes: {
        'GET /api/settings': { body: STORE_SETTINGS },
        'GET /api/warranties/3': {
          body: { ...WARRANTY, voidedAt: '2026-12-01T03:00:00.000Z', voidReason: 'Khách trả lại' },
        },
      },
    });
    const card = await screen.findByRole('article', { name: 'Thẻ bảo hành TBH000003' });
    expect(within(card).getByRole('note').textContent).toBe('Đã hủy: Khách trả lại');
    const conditions = within(card).getByRole('region', { name: 'Điều kiện bảo hành' });
    expect(within(conditions).getAllByRole('listitem')).toHaveLength(4);
  });

  it('the order screen lists the warranties of its pieces, each with a link to its card', async () => {
    const order: Order = makeOrder({
      ...byStatus.completed,
      id: 41,
      items: [
        {
          lineId: 70,
          productId: 2,
          variantId: 5,
          productName: 'Rolex Submariner Date',
          variantName: '41mm Mặt đen',
          price: 300_000_000,
          quantity: 1,
          tracksPieces: true,
          pieces: [{ id: 12, serial: '7X2A1190' }],
        },
      ],
    });
    const { api } = setupOrders({
      rights,
      detail: order,
      path: '/admin/orders/41',
      routes: { 'GET /api/warranties': { body: [WARRANTY] } },
    });
    const link = await screen.findByRole('link', { name: 'In thẻ bảo hành TBH000003' });
    expect(link.getAttribute('href')).toBe('/admin/warranties/3/print');
    expect(api.to('GET /api/warranties')[0]!.url.searchParams.get('orderId')).toBe('41');
  });
});

describe('Cửa Hàng › Điều kiện bảo hành', () => {
  it("starts from the shop's default conditions and saves the owner's as the warranty.conditions setting", async () => {
    const { api, user } = setupOrders({
      rights: { shop: ALL_RIGHTS },
      path: '/admin/shop',
      routes: {
        'GET /api/settings': { body: STORE_SETTINGS },
        'POST /api/settings': (r) => ({ body: { ...(r.body as object), description: null } }),
      },
    });
    const heading = await screen.findByRole('heading', { name: 'Điều kiện bảo hành' });
    const form = heading.closest('section')!;
    const text = within(form).getByLabelText('Điều kiện bảo hành') as HTMLTextAreaElement;
    expect(text.value).toBe(DEFAULT_WARRANTY_CONDITIONS);
    await user.clear(text);
    await user.type(text, 'Bảo hành bộ máy 2 năm.');
    await user.click(within(form).getByRole('button', { name: 'Lưu điều kiện bảo hành' }));
    expect(await screen.findByText('Đã lưu điều kiện bảo hành', {}, { timeout: 5000 })).toBeVisible();
    expect(api.to('POST /api/settings')[0]!.body).toMatchObject({
      key: 'warranty.conditions',
      value: 'Bảo hành bộ máy 2 năm.',
    });
  });
});
