import type { ShopperReturns } from '@shop/core/schemas/return';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, mockFetch } from '../../test/fetch-mock';
import { lookedUp, ORDER_CODE, renderOrderScreens, SETTINGS } from '../checkout/checkout-test-utils';

vi.setConfig({ testTimeout: 30_000 });

const offer: ShopperReturns = {
  windowDays: 7,
  deadline: '2025-12-02T03:00:00.000Z',
  canRequest: true,
  refundable: 1_050_000,
  lines: [
    {
      lineId: 9,
      productId: 1,
      variantId: 2,
      productName: 'Đồng hồ Seiko 5',
      variantName: '38mm',
      price: 1_020_000,
      quantity: 1,
      returnable: 1,
    },
  ],
  returns: [],
};

/** The return the shopper asks for in the first test, as the server answers it. */
const asked: ShopperReturns['returns'][number] = {
  id: 3,
  orderCode: ORDER_CODE,
  status: 'requested',
  lines: [offer.lines[0]!],
  value: 1_020_000,
  reason: 'Dây bị lỗi',
  photos: ['/uploads/x.webp'],
  openedBy: 'shopper',
  rejectReason: null,
  condition: null,
  refund: null,
  steps: [{ status: 'requested', at: '2025-11-26T03:00:00.000Z' }],
  createdAt: '2025-11-26T03:00:00.000Z',
};

const delivered = lookedUp({
  status: 'completed',
  paymentStatus: 'paid',
  timeline: [
    { step: 'placed', at: '2025-11-25T03:00:00.000Z', reason: null },
    { step: 'delivered', at: '2025-11-25T03:00:00.000Z', reason: null },
  ],
});

async function track() {
  const utils = renderOrderScreens(`/track-order?code=${ORDER_CODE}`);
  await utils.user.type(await screen.findByLabelText('Số điện thoại'), '0901234567');
  await utils.user.click(screen.getByRole('button', { name: 'Tra cứu' }));
  return utils;
}

describe('returns on the tracking page', () => {
  it('asks for a return of a delivered order: the pieces, the reason and a photo, with the code and phone', async () => {
    let answered = false;
    const api = mockFetch({
      'GET /api/settings': { body: SETTINGS },
      'GET /api/orders/lookup': { body: delivered },
      'GET /api/orders/lookup/returns': () => ({
        body: answered
          ? {
              ...offer,
              canRequest: false,
              lines: [{ ...offer.lines[0]!, returnable: 0 }],
              returns: [{ ...asked, photos: [] }],
            }
          : offer,
      }),
      'POST /api/orders/lookup/returns': (request) => {
        const body = request.body as { photos: string[] };
        if (!body.photos.length) return apiError(400, 'Ảnh không hợp lệ');
        answered = true;
        return {
          status: 201,
          body: asked,
        };
      },
    });
    const { user } = await track();
    const panel = await screen.findByRole('region', { name: 'Đổi trả' });
    expect(panel).toHaveTextContent('7 ngày sau khi nhận hàng');
    expect(within(panel).getByRole('link', { name: 'chính sách đổi trả và hoàn tiền' })).toHaveAttribute(
      'href',
      '/chinh-sach/doi-tra-va-hoan-tien',
    );
    await user.click(within(panel).getByRole('button', { name: 'Yêu cầu đổi trả' }));
    await user.click(within(panel).getByRole('button', { name: 'Gửi yêu cầu' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Chọn ít nhất một sản phẩm cần trả');

    const qty = within(panel).getByLabelText('Số lượng trả: Đồng hồ Seiko 5 38mm');
    await user.clear(qty);
    await user.type(qty, '1');
    await user.type(within(panel).getByLabelText('Lý do đổi trả *'), 'Dây bị lỗi');
    const photo = new File([new Uint8Array([137, 80, 78, 71])], 'day.png', { type: 'image/png' });
    await user.upload(within(panel).getByLabelText(/Ảnh sản phẩm/), photo);
    await user.click(within(panel).getByRole('button', { name: 'Gửi yêu cầu' }));

    await waitFor(() => expect(api.to('POST /api/orders/lookup/returns')).toHaveLength(1));
    const sent = api.to('POST /api/orders/lookup/returns')[0]!.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      code: ORDER_CODE,
      phone: '0901234567',
      lines: [{ lineId: 9, quantity: 1 }],
      reason: 'Dây bị lỗi',
    });
    expect((sent.photos as string[])[0]).toMatch(/^data:image\/png;base64,/);
    expect(await within(panel).findByText(/Chờ duyệt/)).toBeVisible();
  });

  it('asks nothing about returns for an order not yet delivered', async () => {
    const api = mockFetch({
      'GET /api/settings': { body: SETTINGS },
      'GET /api/orders/lookup': { body: lookedUp({ status: 'shipped' }) },
    });
    await track();
    expect(await screen.findByRole('heading', { name: `Đơn hàng ${ORDER_CODE}` })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Đổi trả' })).toBeNull();
    expect(api.to('GET /api/orders/lookup/returns')).toHaveLength(0);
  });
});
