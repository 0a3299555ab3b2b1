import type { OrderReturns, Return } from '@shop/core/schemas/return';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiError, mockFetch } from '../../test/fetch-mock';
import { ALL, READ, renderScreen, rights } from '../components/test-render';
import { OrderReturnsCard } from './order-returns';
import { ReturnPage } from './return-page';
import { ReturnsPage } from './returns-page';

configure({ asyncUtilTimeout: 5000 });

const requested: Return = {
  id: 4,
  orderId: 12,
  orderCode: 'DH261127S7E7EA',
  customer: 'Trần Thị Mai',
  phone: '0987000001',
  status: 'requested',
  lines: [
    {
      lineId: 31,
      productId: 2,
      variantId: 5,
      productName: 'Đồng hồ Seiko 5',
      variantName: '38mm',
      price: 3_000_000,
      quantity: 1,
    },
  ],
  value: 3_000_000,
  reason: 'Mặt số bị trầy khi nhận',
  photos: ['/uploads/a.webp'],
  openedBy: 'shopper',
  note: null,
  rejectReason: null,
  condition: null,
  refund: null,
  steps: [{ status: 'requested', at: '2026-11-27T09:15:00.000Z', by: null }],
  createdAt: '2026-11-27T09:15:00.000Z',
};
const received: Return = {
  ...requested,
  status: 'received',
  condition: 'Trầy nhẹ',
  steps: [
    ...requested.steps,
    { status: 'approved', at: '2026-11-27T10:00:00.000Z', by: 'moderator1' },
    { status: 'received', at: '2026-11-28T10:00:00.000Z', by: 'moderator1' },
  ],
};
const ofOrder: OrderReturns = {
  windowDays: 7,
  deadline: '2026-12-03T09:00:00.000Z',
  canRequest: true,
  lines: [{ ...requested.lines[0]!, quantity: 2, returnable: 1 }],
  refundable: 6_030_000,
  returns: [requested],
};

describe('Đổi Trả', () => {
  it('lists the returns with their order, customer, status and value', async () => {
    const api = mockFetch({
      'GET /api/rights/role-permissions/1': rights({ returns: ALL }),
      'GET /api/returns': { body: { returns: [requested], total: 1 } },
    });
    const { user } = renderScreen(<ReturnsPage />, { path: '/admin/returns' });
    const row = (await screen.findByText('Trần Thị Mai')).closest('tr')!;
    expect(within(row).getByRole('link', { name: '#4' })).toHaveAttribute('href', '/admin/returns/4');
    expect(within(row).getByRole('link', { name: 'DH261127S7E7EA' })).toHaveAttribute('href', '/admin/orders/12');
    expect(row).toHaveTextContent('Chờ duyệt');
    expect(row).toHaveTextContent('3.000.000');
    await user.selectOptions(screen.getByLabelText('Trạng thái'), 'Chờ duyệt');
    await waitFor(() => expect(api.to('GET /api/returns').at(-1)!.url.searchParams.get('status')).toBe('requested'));
  });

  it('refunds a received return with amount, method, reference and date, and shows the server’s refusal', async () => {
    let refused = true;
    const api = mockFetch({
      'GET /api/rights/role-permissions/1': rights({ returns: ALL }),
      'GET /api/returns/4': { body: received },
      'GET /api/returns/order/12': { body: { ...ofOrder, returns: [received] } },
      'PATCH /api/returns/4': () => {
        if (refused) {
          refused = false;
          return apiError(409, 'Số tiền hoàn vượt quá số tiền khách đã trả còn lại (tối đa 6030000 đ)');
        }
        return {
          body: {
            ...received,
            status: 'refunded',
            refund: { amount: 3_000_000, method: 'bank_transfer', reference: 'VCB 1', date: '2026-11-28' },
          },
        };
      },
    });
    const { user } = renderScreen(
      <Routes>
        <Route path="/admin/returns/:id" element={<ReturnPage />} />
      </Routes>,
      { path: '/admin/returns/4' },
    );
    expect(await screen.findByRole('heading', { name: 'Đổi trả #4' })).toBeVisible();
    expect(screen.getByText('Trầy nhẹ')).toBeVisible();
    expect(screen.getByRole('img', { name: 'Ảnh 1 của yêu cầu đổi trả' })).toHaveAttribute('src', '/uploads/a.webp');
    expect(screen.queryByRole('button', { name: 'Duyệt' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Hoàn tiền' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hoàn tiền' });
    const amount = within(dialog).getByLabelText('Số tiền hoàn (đồng) *');
    expect(amount).toHaveValue('3000000');
    await user.type(within(dialog).getByLabelText('Mã giao dịch / ghi chú'), 'VCB 1');
    await user.click(within(dialog).getByRole('button', { name: 'Xác nhận' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('vượt quá');
    await user.click(within(dialog).getByRole('button', { name: 'Xác nhận' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = api.to('PATCH /api/returns/4').at(-1)!.body as Record<string, unknown>;
    expect(sent).toMatchObject({ status: 'refunded', amount: 3_000_000, method: 'bank_transfer', reference: 'VCB 1' });
    expect(sent.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('asks a reason to reject, and hides the steps from a role that may only read', async () => {
    const api = mockFetch({
      'GET /api/rights/role-permissions/1': rights({ returns: ALL }),
      'GET /api/returns/order/12': { body: ofOrder },
      'PATCH /api/returns/4': { body: { ...requested, status: 'rejected', rejectReason: 'Hết hạn' } },
    });
    const { user } = renderScreen(<OrderReturnsCard orderId={12} delivered />);
    await user.click(await screen.findByRole('button', { name: 'Từ chối' }));
    const dialog = await screen.findByRole('dialog', { name: 'Từ chối yêu cầu đổi trả' });
    await user.click(within(dialog).getByRole('button', { name: 'Xác nhận' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Vui lòng nhập lý do từ chối');
    expect(api.to('PATCH /api/returns/4')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Lý do từ chối *'), 'Hết hạn');
    await user.click(within(dialog).getByRole('button', { name: 'Xác nhận' }));
    await waitFor(() => expect(api.to('PATCH /api/returns/4')).toHaveLength(1));
    expect(api.to('PATCH /api/returns/4')[0]!.body).toEqual({ status: 'rejected', reason: 'Hết hạn' });
  });

  it('opens a return from the order with the quantity of each line and a reason', async () => {
    const api = mockFetch({
      'GET /api/rights/role-permissions/1': rights({ returns: ALL }),
      'GET /api/returns/order/12': { body: { ...ofOrder, returns: [] } },
      'POST /api/returns': { status: 201, body: { ...requested, openedBy: 'staff' } },
    });
    const { user } = renderScreen(<OrderReturnsCard orderId={12} delivered />);
    await user.click(await screen.findByRole('button', { name: 'Tạo yêu cầu đổi trả' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tạo yêu cầu đổi trả' });
    const qty = within(dialog).getByLabelText('Số lượng trả: Đồng hồ Seiko 5 38mm');
    await user.clear(qty);
    await user.type(qty, '1');
    await user.type(within(dialog).getByLabelText('Lý do đổi trả *'), 'Khách gọi điện đổi ý');
    await user.click(within(dialog).getByRole('button', { name: 'Tạo yêu cầu' }));
    await waitFor(() => expect(api.to('POST /api/returns')).toHaveLength(1));
    expect(api.to('POST /api/returns')[0]!.body).toEqual({
      orderId: 12,
      lines: [{ lineId: 31, quantity: 1 }],
      reason: 'Khách gọi điện đổi ý',
    });
  });

  it('shows no steps to a role that may only read', async () => {
    mockFetch({
      'GET /api/rights/role-permissions/1': rights({ returns: READ }),
      'GET /api/returns/order/12': { body: ofOrder },
    });
    renderScreen(<OrderReturnsCard orderId={12} delivered />);
    expect(await screen.findByRole('link', { name: '#4' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Duyệt' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Tạo yêu cầu đổi trả' })).toBeNull();
  });
});
