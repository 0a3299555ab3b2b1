import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signInStore, signOutStore } from '../../test/auth-fixtures';
import { mockFetch } from '../../test/fetch-mock';
import { cartLineOf, useCartStore } from '../cart/cart-store';
import { makeProduct, renderRoute } from '../components/storefront-test-utils';
import { StorefrontLayout } from './storefront-layout';

const categories = [
  { id: 5, name: 'Đồng hồ Cặp Đôi', description: null, icon: null, image: null, showOnHomepage: false },
  { id: 1, name: 'Đồng hồ Nam', description: null, icon: null, image: null, showOnHomepage: true },
  { id: 2, name: 'Đồng hồ Nữ', description: null, icon: null, image: null, showOnHomepage: true },
  { id: 3, name: 'Đồng hồ Thể Thao', description: null, icon: null, image: null, showOnHomepage: true },
];

function renderAt(path: string) {
  return renderRoute(
    <StorefrontLayout>
      <h1>Nội dung</h1>
    </StorefrontLayout>,
    { path },
  );
}

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    fireEvent.scroll(window);
  });
}

beforeEach(() => {
  signOutStore();
  mockFetch({ 'GET /api/settings': { body: {} }, 'GET /api/categories': { body: categories } });
});

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  useCartStore.getState().clear();
});

describe('header visibility', () => {
  it('is hidden on the home page until the page is scrolled more than 100 px', () => {
    renderAt('/');
    expect(screen.queryByRole('banner')).toBeNull();

    scrollTo(100);
    expect(screen.queryByRole('banner')).toBeNull();

    scrollTo(101);
    expect(screen.getByRole('banner')).toBeVisible();

    scrollTo(40);
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it('is always shown elsewhere', () => {
    renderAt('/products');
    expect(screen.getByRole('banner')).toBeVisible();
    scrollTo(0);
    expect(screen.getByRole('banner')).toBeVisible();
  });
});

describe('menu', () => {
  it('links All and up to 3 categories, home-page categories first', async () => {
    renderAt('/products');
    const nav = screen.getByRole('navigation', { name: 'Danh mục sản phẩm' });
    await within(nav).findByRole('link', { name: 'Đồng hồ Nam' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Tất Cả', '/products'],
      ['Đồng hồ Nam', '/products?category=1'],
      ['Đồng hồ Nữ', '/products?category=2'],
      ['Đồng hồ Thể Thao', '/products?category=3'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Tất Cả' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows the back-office link only when signed in', () => {
    renderAt('/products');
    expect(screen.queryByRole('link', { name: /Quản trị/ })).toBeNull();

    act(() => signInStore());
    expect(screen.getByRole('link', { name: /Quản trị/ }).getAttribute('href')).toBe('/admin');
  });

  it('opens the mobile menu with the same links and the admin link when signed in', async () => {
    signInStore();
    const { user } = renderAt('/products?category=2');
    await screen.findAllByRole('link', { name: 'Đồng hồ Nữ' });

    await user.click(screen.getByRole('button', { name: 'Mở menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Menu chính' });
    expect(within(menu).getByRole('link', { name: 'Đồng hồ Nữ' }).getAttribute('aria-current')).toBe('page');
    expect(within(menu).getByRole('link', { name: 'Trang quản trị' }).getAttribute('href')).toBe('/admin');

    await user.click(within(menu).getByRole('link', { name: 'Tất Cả' }));
    expect(screen.queryByRole('navigation', { name: 'Menu chính' })).toBeNull();
  });
});

describe('cart link', () => {
  it('counts the pieces in the cart', () => {
    renderAt('/products');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Giỏ hàng' }).getAttribute('href')).toBe('/cart');

    const product = makeProduct();
    act(() => {
      useCartStore.getState().add(cartLineOf(product, product.variants![0]!, 2));
    });
    expect(within(header).getByRole('link', { name: 'Giỏ hàng (2 sản phẩm)' })).toBeVisible();
  });
});
