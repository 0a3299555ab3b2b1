import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { signOutStore } from '../../test/auth-fixtures';
import { ALL, READ, rights } from '../components/test-render';
import { posted, renderSettings } from './settings-test-setup';

beforeEach(() => {
  signOutStore();
});

const tab = () => screen.findByRole('tabpanel', { name: 'Thanh Toán & Giao Hàng' });
const field = (panel: HTMLElement, label: string) => within(panel).getByLabelText(label) as HTMLInputElement;

describe('settings: Thanh Toán & Giao Hàng', () => {
  it('shows the shop defaults and saves the fee, the free-delivery threshold, the return window and the low-stock threshold', async () => {
    const { api, user } = renderSettings('checkout', {
      'GET /api/rights/role-permissions/1': rights({ settings: ALL, shop: ALL }),
    });
    const panel = await tab();
    await within(panel).findByLabelText('Phí giao hàng (đ)');
    expect(field(panel, 'Phí giao hàng (đ)').value).toBe('30000');
    expect(field(panel, 'Miễn phí giao hàng cho đơn trên (đ)').value).toBe('1000000');
    expect(field(panel, 'Ngưỡng báo sắp hết hàng').value).toBe('2');
    expect(field(panel, 'Thời hạn đổi trả (ngày sau khi giao hàng)').value).toBe('7');
    expect(
      within(panel).getByText('Đơn có tạm tính trên 1.000.000 ₫ được miễn phí giao hàng; đơn khác trả 30.000 ₫.'),
    ).toBeVisible();
    // The private threshold is read with the staff's session.
    expect(api.to('GET /api/settings').some((r) => r.headers.get('Authorization') === 'Bearer stored-token')).toBe(
      true,
    );

    await user.clear(field(panel, 'Phí giao hàng (đ)'));
    await user.type(field(panel, 'Phí giao hàng (đ)'), '25000');
    await user.clear(field(panel, 'Miễn phí giao hàng cho đơn trên (đ)'));
    await user.type(field(panel, 'Miễn phí giao hàng cho đơn trên (đ)'), '0');
    expect(within(panel).getByText('Mọi đơn hàng được miễn phí giao hàng.')).toBeVisible();
    await user.clear(field(panel, 'Ngưỡng báo sắp hết hàng'));
    await user.type(field(panel, 'Ngưỡng báo sắp hết hàng'), '3');
    await user.clear(field(panel, 'Thời hạn đổi trả (ngày sau khi giao hàng)'));
    await user.type(field(panel, 'Thời hạn đổi trả (ngày sau khi giao hàng)'), '14');
    await user.click(within(panel).getByRole('button', { name: 'Lưu tất cả' }));

    await waitFor(() =>
      expect(posted(api)).toEqual({
        'checkout.shippingFee': '25000',
        'checkout.freeShippingOver': '0',
        'inventory.lowStockThreshold': '3',
        'returns.windowDays': '14',
        'checkout.maxQuantityPerLine': '3',
        'checkout.maxPendingPiecesPerAddress': '6',
        'checkout.holdHours': '24',
      }),
    );
    expect(await screen.findByText('Đã lưu cài đặt thanh toán và giao hàng')).toBeVisible();
  });

  it('shows and saves the shopper limits and the hold of unpaid bank transfers; refuses values out of range before sending', async () => {
    const { api, user } = renderSettings('checkout', {
      'GET /api/rights/role-permissions/1': rights({ settings: ALL, shop: ALL }),
    });
    const panel = await tab();
    const perLine = 'Số chiếc tối đa mỗi sản phẩm trong một đơn';
    const pending = 'Số chiếc tối đa các đơn chờ xử lý từ một địa chỉ mạng';
    const hold = 'Giữ hàng chờ chuyển khoản (giờ)';
    await within(panel).findByLabelText(perLine);
    expect(field(panel, perLine).value).toBe('3');
    expect(field(panel, pending).value).toBe('6');
    expect(field(panel, hold).value).toBe('24');

    await user.clear(field(panel, perLine));
    await user.type(field(panel, perLine), '100');
    await user.click(within(panel).getByRole('button', { name: 'Lưu tất cả' }));
    expect(await within(panel).findByText('Giá trị phải từ 1 đến 99')).toBeVisible();
    expect(api.to('POST /api/settings')).toHaveLength(0);

    await user.clear(field(panel, perLine));
    await user.type(field(panel, perLine), '2');
    await user.clear(field(panel, pending));
    await user.type(field(panel, pending), '4');
    await user.clear(field(panel, hold));
    await user.type(field(panel, hold), '12');
    await user.click(within(panel).getByRole('button', { name: 'Lưu tất cả' }));
    await waitFor(() =>
      expect(posted(api)).toEqual({
        'checkout.shippingFee': '30000',
        'checkout.freeShippingOver': '1000000',
        'inventory.lowStockThreshold': '2',
        'returns.windowDays': '7',
        'checkout.maxQuantityPerLine': '2',
        'checkout.maxPendingPiecesPerAddress': '4',
        'checkout.holdHours': '12',
      }),
    );
  });

  it('refuses a fee that is not a whole number, before sending', async () => {
    const { api, user } = renderSettings('checkout', {
      'GET /api/rights/role-permissions/1': rights({ settings: ALL, shop: ALL }),
    });
    const panel = await tab();
    await within(panel).findByLabelText('Phí giao hàng (đ)');
    await user.clear(field(panel, 'Phí giao hàng (đ)'));
    await user.type(field(panel, 'Phí giao hàng (đ)'), '-5');
    await user.click(within(panel).getByRole('button', { name: 'Lưu tất cả' }));

    expect(await within(panel).findByText('Giá trị phải là số nguyên không âm')).toBeVisible();
    expect(api.to('POST /api/settings')).toHaveLength(0);
  });

  it('shows the server refusal in the Lỗi dialog', async () => {
    const { user } = renderSettings('checkout', {
      'GET /api/rights/role-permissions/1': rights({ settings: ALL, shop: ALL }),
      'POST /api/settings': {
        status: 400,
        body: { error: { statusCode: 400, code: 'VALIDATION', message: 'Giá trị phải là số nguyên không âm' } },
      },
    });
    const panel = await tab();
    await user.click(await within(panel).findByRole('button', { name: 'Lưu tất cả' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lỗi' });
    expect(within(dialog).getByText('7 cài đặt không thể lưu: Giá trị phải là số nguyên không âm')).toBeVisible();
  });

  it('is read-only without the right these settings are saved with', async () => {
    renderSettings('checkout', { 'GET /api/rights/role-permissions/1': rights({ settings: ALL, shop: READ }) });
    const panel = await tab();
    expect(await within(panel).findByText('Bạn chỉ có quyền xem các cài đặt này.')).toBeVisible();
    expect(within(panel).queryByRole('button', { name: 'Lưu tất cả' })).toBeNull();
    expect(field(panel, 'Phí giao hàng (đ)').readOnly).toBe(true);
  });
});
