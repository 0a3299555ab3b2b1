import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, deferred, mockFetch, type MockAnswer, type MockRequest } from '../../test/fetch-mock';
import { useCartStore } from '../cart/cart-store';
import { product, renderStorefront, SETTINGS } from '../product/test-fixtures';
import { ORDER_MESSAGES } from '@shop/core/schemas/order';
import { TERMS_AGREEMENT_LABEL } from '../components/terms-agreement';

vi.setConfig({ testTimeout: 20_000 });

const OMEGA = product(5);

function placedOrder(request: MockRequest) {
  const body = request.body as { customer: string; phone: string };
  return {
    status: 201,
    body: {
      code: 'DH250301K7Q2XM',
      customer: body.customer,
      phone: body.phone.replace(/\s/g, ''),
      email: null,
      shippingAddress: null,
      note: null,
      paymentMethod: 'cod',
      paymentStatus: 'unpaid',
      items: [
        {
          productId: 5,
          variantId: 1,
          productName: OMEGA.name,
          variantName: '39mm Đen',
          price: 127_800_000,
          quantity: 1,
        },
      ],
      subtotal: 127_800_000,
      shippingFee: 0,
      amount: 127_800_000,
      status: 'pending',
      createdAt: '2025-03-01T08:00:00.000Z',
      timeline: [{ step: 'placed', at: '2025-03-01T08:00:00.000Z', reason: null }],
    },
  };
}

function api(order: (r: MockRequest) => MockAnswer | Promise<MockAnswer> = placedOrder) {
  return mockFetch({
    'GET /api/settings': { body: SETTINGS },
    'GET /api/products/5': { body: OMEGA },
    'GET /api/products': { body: { products: [], total: 0 } },
    'POST /api/orders': order,
  });
}

async function openQuickOrder() {
  const view = renderStorefront(`/product/${OMEGA.slug}`);
  await screen.findByRole('heading', { level: 1, name: OMEGA.name });
  await view.user.click(screen.getAllByRole('button', { name: 'Đặt Hàng Ngay' })[0]!);
  const dialog = await screen.findByRole('dialog', { name: 'Đặt Hàng Ngay' });
  return { ...view, dialog: within(dialog), dialogEl: dialog };
}

beforeEach(() => {
  useCartStore.setState({ lines: [] });
});

describe('quick order', () => {
  it('shows the summary: product, variant as size and colour, price; Hủy closes', async () => {
    api();
    const { dialog, user } = await openQuickOrder();
    const summary = within(dialog.getByRole('region', { name: 'Tóm tắt đơn hàng' }));
    expect(summary.getByText(OMEGA.name)).toBeVisible();
    expect(summary.getByText('Kích thước 39mm · Màu Đen')).toBeVisible();
    expect(summary.getByText('127.800.000 ₫')).toBeVisible();
    expect(dialog.getByLabelText('Họ và tên')).toBeVisible();
    expect(dialog.getByLabelText('Số điện thoại')).toBeVisible();

    await user.click(dialog.getByRole('button', { name: 'Hủy' }));
    expect(screen.queryByRole('dialog', { name: 'Đặt Hàng Ngay' })).toBeNull();
  });

  it('asks for both fields (trimmed) with "Thông báo" and sends nothing', async () => {
    const calls = api();
    const { dialog, user } = await openQuickOrder();
    await user.click(dialog.getByRole('button', { name: 'Xác nhận đặt hàng' }));
    let alert = await screen.findByRole('dialog', { name: 'Thông báo' });
    expect(within(alert).getByText('Vui lòng điền đầy đủ thông tin!')).toBeVisible();
    await user.click(within(alert).getByRole('button', { name: 'Đóng' }));

    await user.type(dialog.getByLabelText('Họ và tên'), '   ');
    await user.type(dialog.getByLabelText('Số điện thoại'), '0901234567');
    await user.click(dialog.getByRole('button', { name: 'Xác nhận đặt hàng' }));
    alert = await screen.findByRole('dialog', { name: 'Thông báo' });
    expect(within(alert).getByText('Vui lòng điền đầy đủ thông tin!')).toBeVisible();
    expect(calls.to('POST /api/orders')).toHaveLength(0);
  });

  it('places a real order with trimmed values, resets and closes the form, and shows the code', async () => {
    const calls = api();
    const { dialog, user } = await openQuickOrder();
    await user.type(dialog.getByLabelText('Họ và tên'), '  Nguyễn Văn An  ');
    await user.type(dialog.getByLabelText('Số điện thoại'), ' 0901 234 567 ');
    await user.click(dialog.getByRole('checkbox', { name: TERMS_AGREEMENT_LABEL }));
    await user.click(dialog.getByRole('button', { name: 'Xác nhận đặt hàng' }));

    const success = await screen.findByRole('dialog', { name: 'Đặt hàng thành công!' });
    expect(calls.to('POST /api/orders').map((r) => r.body)).toEqual([
      {
        customer: 'Nguyễn Văn An',
        phone: '0901 234 567',
        acceptTerms: true,
        items: [{ productId: 5, variantId: 1, quantity: 1 }],
      },
    ]);
    expect(screen.queryByRole('dialog', { name: 'Đặt Hàng Ngay' })).toBeNull();
    const s = within(success);
    expect(s.getByText('DH250301K7Q2XM')).toBeVisible();
    expect(s.getByText(`${OMEGA.name} (39mm Đen)`)).toBeVisible();
    expect(s.getByText('Nguyễn Văn An')).toBeVisible();
    expect(s.getByText('0901234567')).toBeVisible();
    expect(s.getByText('Chúng tôi sẽ liên hệ với bạn trong thời gian sớm nhất!')).toBeVisible();
    await user.click(s.getByRole('button', { name: 'Đóng' }));

    await user.click(screen.getAllByRole('button', { name: 'Đặt Hàng Ngay' })[0]!);
    const again = within(await screen.findByRole('dialog', { name: 'Đặt Hàng Ngay' }));
    expect((again.getByLabelText('Họ và tên') as HTMLInputElement).value).toBe('');
    expect((again.getByLabelText('Số điện thoại') as HTMLInputElement).value).toBe('');
    expect((again.getByRole('checkbox', { name: TERMS_AGREEMENT_LABEL }) as HTMLInputElement).checked).toBe(false);
  });

  it('asks for the unticked agreement beside its box, with links to the terms and the returns policy', async () => {
    const calls = api();
    const { dialog, user } = await openQuickOrder();
    const box = dialog.getByRole('checkbox', { name: TERMS_AGREEMENT_LABEL }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    expect(dialog.getByRole('link', { name: 'Điều khoản' }).getAttribute('href')).toBe(
      '/chinh-sach/dieu-khoan-su-dung',
    );
    expect(dialog.getByRole('link', { name: 'Chính sách đổi trả' }).getAttribute('href')).toBe(
      '/chinh-sach/doi-tra-va-hoan-tien',
    );
    await user.type(dialog.getByLabelText('Họ và tên'), 'Nguyễn Văn An');
    await user.type(dialog.getByLabelText('Số điện thoại'), '0901234567');
    await user.click(dialog.getByRole('button', { name: 'Xác nhận đặt hàng' }));
    expect(await dialog.findByText(ORDER_MESSAGES.acceptTerms)).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Thông báo' })).toBeNull();
    expect(calls.to('POST /api/orders')).toHaveLength(0);
    await user.click(box);
    await user.click(dialog.getByRole('button', { name: 'Xác nhận đặt hàng' }));
    expect(await screen.findByRole('dialog', { name: 'Đặt hàng thành công!' })).toBeVisible();
    expect(calls.to('POST /api/orders')).toHaveLength(1);
  });

  it.each([
    [400, 'Số điện thoại không hợp lệ'],
    [409, 'Sản phẩm "Đồng hồ Omega Seamaster Diver" đã hết hàng'],
    [429, 'Bạn đã đặt quá nhiều đơn hàng trong thời gian ngắn. Vui lòng thử lại sau hoặc gọi hotline để được hỗ trợ.'],
  ])('keeps the data and shows the server message on %i', async (status, message) => {
    api(() => apiError(status, message));
    const { dialog, user } = await openQuickOrder();
    await user.type(dialog.getByLabelText('Họ và tên'), 'Trần Thị Bình');
    await user.type(dialog.getByLabelText('Số điện thoại'), '12345');
    await user.click(dialog.getByRole('checkbox', { name: TERMS_AGREEMENT_LABEL }));
    await user.click(dialog.getByRole('button', { name: 'Xác nhận đặt hàng' }));

    expect((await dialog.findByRole('alert')).textContent).toBe(message);
    expect((dialog.getByLabelText('Họ và tên') as HTMLInputElement).value).toBe('Trần Thị Bình');
    expect((dialog.getByLabelText('Số điện thoại') as HTMLInputElement).value).toBe('12345');
    expect(screen.queryByRole('dialog', { name: 'Đặt hàng thành công!' })).toBeNull();
  });

  it('waits for the server with the confirm button busy, and has a honeypot people never see', async () => {
    const hold = deferred<MockAnswer>();
    const calls = api(() => hold.promise);
    const { dialog, dialogEl, user } = await openQuickOrder();
    const honeypot = dialogEl.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(dialog.queryByRole('textbox', { name: 'Website' })).toBeNull();

    await user.type(dialog.getByLabelText('Họ và tên'), 'Lê Văn Cường');
    await user.type(dialog.getByLabelText('Số điện thoại'), '0912345678');
    await user.click(dialog.getByRole('checkbox', { name: TERMS_AGREEMENT_LABEL }));
    await user.click(dialog.getByRole('button', { name: 'Xác nhận đặt hàng' }));
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: 'Xác nhận đặt hàng' }).hasAttribute('disabled')).toBe(true),
    );
    expect(calls.to('POST /api/orders')[0]!.body).not.toHaveProperty('website');
    hold.resolve(placedOrder(calls.to('POST /api/orders')[0]!));
    expect(await screen.findByRole('dialog', { name: 'Đặt hàng thành công!' })).toBeVisible();
  });
});
