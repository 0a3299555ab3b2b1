import { CONSENT_TEXTS, ORDER_DATA_NOTICE } from '@shop/core/consent-texts';
import { cleanup, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fetch-mock';
import { useCartStore } from '../cart/cart-store';
import {
  cartLine,
  HCM_WARDS,
  placedOrder,
  renderOrderScreens,
  savedCart,
  SETTINGS,
} from '../checkout/checkout-test-utils';
import { TERMS_AGREEMENT_LABEL } from '../components/terms-agreement';

vi.setConfig({ testTimeout: 30_000 });

const answers = {
  'GET /api/settings': { body: SETTINGS },
  'GET /api/wards': HCM_WARDS,
  'POST /api/orders': { status: 201, body: placedOrder() },
};

beforeEach(() => {
  cleanup();
  localStorage.clear();
  useCartStore.setState({ lines: [] });
});

const marketing = () =>
  screen.getByRole('checkbox', { name: new RegExp(`^${CONSENT_TEXTS.marketing.label}`) }) as HTMLInputElement;

async function placeOrder(tick: boolean) {
  const api = mockFetch(answers);
  await savedCart([cartLine()]);
  const { user } = renderOrderScreens('/checkout');
  await screen.findByRole('heading', { level: 1, name: 'Thanh toán' });
  expect(screen.getByText(ORDER_DATA_NOTICE, { exact: false })).toBeVisible();
  expect(marketing().checked).toBe(false);
  await user.type(screen.getByLabelText('Họ và tên'), 'Phạm Minh');
  await user.type(screen.getByLabelText('Số điện thoại'), '0901234567');
  await user.selectOptions(screen.getByLabelText('Tỉnh / Thành phố'), 'Thành phố Hồ Chí Minh');
  await user.type(await screen.findByRole('combobox', { name: 'Phường / Xã' }), 'sai gon');
  await user.click(await screen.findByRole('option', { name: 'Phường Sài Gòn' }));
  await user.type(screen.getByLabelText('Số nhà, tên đường'), '12 Lê Lợi');
  await user.click(screen.getByRole('checkbox', { name: TERMS_AGREEMENT_LABEL }));
  if (tick) await user.click(marketing());
  await user.click(screen.getByRole('button', { name: 'Đặt Hàng' }));
  await vi.waitFor(() => expect(api.to('POST /api/orders')).toHaveLength(1));
  return api.to('POST /api/orders')[0]!.body as Record<string, unknown>;
}

describe('personal data at checkout', () => {
  it('tells what the order collects, and sends a consent only for the box the shopper ticked', async () => {
    expect((await placeOrder(true)).consents).toEqual(['marketing']);
  });

  it('sends no consent when the box stays unticked', async () => {
    expect(await placeOrder(false)).not.toHaveProperty('consents');
  });
});
