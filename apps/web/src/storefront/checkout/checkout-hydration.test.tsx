import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settingKeys } from '../../api/settings';
import { mockFetch } from '../../test/fetch-mock';
import { useCartStore } from '../cart/cart-store';
import { CheckoutPage } from './checkout-page';
import { cartLine, savedCart, SETTINGS } from './checkout-test-utils';

/** The checkout as the server renders it and the browser hydrates it (entry-server.tsx, main.tsx). */
function checkout() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(settingKeys.all, SETTINGS);
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/checkout']}>
        <CheckoutPage />
      </MemoryRouter>
    </QueryClientProvider>
  );
}

const summary = () => within(screen.getByRole('region', { name: 'Đơn hàng của bạn' }));
let root: Root | null = null;

beforeEach(() => {
  mockFetch({ 'GET /api/settings': { body: SETTINGS } });
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  useCartStore.setState({ lines: [] });
});

describe('checkout rendered on the server, then hydrated', () => {
  it('sends the form with a placeholder of the summary, then shows the device’s cart with no mismatch, keeping what was typed meanwhile', async () => {
    await savedCart([cartLine({ quantity: 2 })]);
    const container = document.createElement('div');
    container.innerHTML = renderToString(checkout());
    document.body.append(container);

    // The server's HTML: the heading and the form, no line of the cart.
    expect(screen.getByRole('heading', { level: 1, name: 'Thanh toán' })).toBeVisible();
    expect(summary().queryByText('Tổng cộng')).toBeVisible(); // a placeholder of the same size
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByText('Đồng hồ Tissot PRX')).toBeNull();
    // The shopper types before the page's code has run.
    (screen.getByLabelText('Họ và tên') as HTMLInputElement).value = 'Phạm Minh';

    const mismatches: unknown[] = [];
    const logged = vi.spyOn(console, 'error');
    act(() => {
      root = hydrateRoot(container, checkout(), { onRecoverableError: (error) => mismatches.push(error) });
    });

    await waitFor(() => expect(summary().getByText('Đồng hồ Tissot PRX')).toBeVisible());
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
    expect(summary().getByText('Tổng cộng').nextElementSibling).toHaveTextContent('930.000 ₫');
    expect(mismatches).toEqual([]);
    expect(logged).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Họ và tên')).toHaveValue('Phạm Minh');
    logged.mockRestore();
    // The form checks what the field holds: the name is there, the phone is missing.
    act(() => screen.getByRole('button', { name: 'Đặt Hàng' }).click());
    await waitFor(() => expect(screen.getByLabelText('Số điện thoại')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('Họ và tên')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the empty-cart message below the same heading once it knows the cart is empty', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(checkout());
    document.body.append(container);
    expect(screen.getByLabelText('Họ và tên')).toBeInTheDocument();

    act(() => {
      root = hydrateRoot(container, checkout());
    });
    expect(await screen.findByText('Giỏ hàng của bạn trống')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Thanh toán' })).toBeVisible();
    expect(screen.queryByLabelText('Họ và tên')).toBeNull();
  });
});
