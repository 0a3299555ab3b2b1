/**
 * Test helpers of the checkout, order and tracking screens (only imported by *.test.tsx): the
 * storefront's order routes on a memory router, an order as the API answers it, and a cart line.
 */
import type { CartLine } from '@shop/core/cart';
import type { Order, OrderLookup } from '@shop/core/schemas/order';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation, type InitialEntry } from 'react-router';
import { CartPage } from '../cart/cart-page';
import { CART_STORAGE_KEY, useCartStore } from '../cart/cart-store';
import { OrderPage } from '../order/order-page';
import { TrackOrderPage } from '../track-order/track-order-page';
import { CheckoutPage } from './checkout-page';

export { SETTINGS } from '../product/test-fixtures';

/** `GET /api/wards` of Thành phố Hồ Chí Minh, a few of its wards. */
export const HCM_WARDS = {
  body: {
    province: 'Thành phố Hồ Chí Minh',
    wards: ['Phường Bến Thành', 'Phường Sài Gòn', 'Phường Tân Định', 'Xã Cần Giờ'],
  },
};

/** The bank settings that turn bank transfer on. */
export const BANK_SETTINGS = {
  'payment.bankBin': '970436',
  'payment.accountNumber': '0071000123456',
  'payment.accountName': 'CONG TY DONG HO SANG TRONG',
};

function Elsewhere() {
  const location = useLocation();
  return <h1>Trang khác: {`${location.pathname}${location.search}`}</h1>;
}

/** /cart, /checkout, /order/:code and /track-order on a memory router with a fresh query cache. */
export function renderOrderScreens(entry: InitialEntry) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path: '/cart', element: <CartPage /> },
      { path: '/checkout', element: <CheckoutPage /> },
      { path: '/order/:code', element: <OrderPage /> },
      { path: '/track-order', element: <TrackOrderPage /> },
      { path: '*', element: <Elsewhere /> },
    ],
    { initialEntries: [entry] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, client, user: userEvent.setup() };
}

export function cartLine(over: Partial<CartLine> = {}): CartLine {
  return {
    productId: 1,
    variantId: 11,
    sizeId: 4,
    name: 'Đồng hồ Tissot PRX',
    description: 'Thiết kế thập niên 70.',
    category: 'Đồng hồ Nam',
    sizeName: '40mm',
    sizeDiameter: '40 mm',
    gender: 'male',
    image: null,
    price: 450_000,
    quantity: 1,
    ...over,
  };
}

/** A cart as an earlier visit saved it, read back as on a page load. */
export async function savedCart(lines: CartLine[]) {
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ state: { lines }, version: 1 }));
  await useCartStore.persist.rehydrate();
}

export const ORDER_CODE = 'DH251125K7Q2XM';

/** An order's line of the Tissot PRX 40mm at 450.000 ₫. */
export const tissotLine = (quantity: number): Order['items'][number] => ({
  productId: 1,
  variantId: 11,
  productName: 'Đồng hồ Tissot PRX',
  variantName: '40mm',
  price: 450_000,
  quantity,
});

/** `POST /orders`' answer (the shopper's view, as the lookup answers it) for a cash-on-delivery order of two lines. */
export function placedOrder(over: Partial<OrderLookup> = {}): OrderLookup {
  return {
    code: ORDER_CODE,
    customer: 'Phạm Minh',
    phone: '0901234567',
    email: null,
    shippingAddress: { province: 'Thành phố Hồ Chí Minh', ward: 'Phường Sài Gòn', street: '12 Lê Lợi' },
    note: null,
    items: [
      tissotLine(2),
      { productId: 2, variantId: 21, productName: 'Đồng hồ Seiko 5', variantName: '38mm', price: 150_000, quantity: 1 },
    ],
    subtotal: 1_050_000,
    shippingFee: 0,
    amount: 1_050_000,
    paymentMethod: 'cod',
    paymentStatus: 'unpaid',
    status: 'pending',
    createdAt: '2025-11-25T03:00:00.000Z',
    timeline: [{ step: 'placed', at: '2025-11-25T03:00:00.000Z', reason: null }],
    ...over,
  };
}

/** The VietQR answer part of a bank-transfer order. */
export function bankPayment(amount: number, code = ORDER_CODE): NonNullable<Order['payment']> {
  return {
    qr: `00020101021238570010A000000727012700069704360113007100012345602080QRIBFTTA53037045406${amount}5802VN62180814${code}6304ABCD`,
    bankBin: '970436',
    bankName: 'Vietcombank',
    accountNumber: '0071000123456',
    accountName: 'CONG TY DONG HO SANG TRONG',
    amount,
    reference: code,
  };
}

/** `GET /orders/lookup`'s answer: the shopper's view of an order. */
export function lookedUp(over: Partial<OrderLookup> = {}): OrderLookup {
  return placedOrder(over);
}
