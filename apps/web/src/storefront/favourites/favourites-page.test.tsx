import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError, mockFetch } from '../../test/fetch-mock';
import { makeProduct, renderRoute } from '../components/storefront-test-utils';
import { StorefrontApp } from '../storefront-app';
import { useFavouritesStore } from './favourites-store';
import { persistedState } from '../../test/persisted';

const OMEGA = makeProduct({ id: 5, name: 'Omega Seamaster Diver' });
const ROLEX = makeProduct({ id: 7, name: 'Rolex Datejust' });

function api() {
  return mockFetch({
    'GET /api/settings': { body: { 'store.name': 'Đồng Hồ Sang Trọng' } },
    'GET /api/categories': { body: [] },
    'GET /api/products/5': { body: OMEGA },
    'GET /api/products/7': { body: ROLEX },
    'GET /api/products/9': apiError(404, 'Không tìm thấy sản phẩm'),
  });
}

const header = () => within(screen.getByRole('banner'));

beforeEach(() => {
  useFavouritesStore.setState({ ids: [] });
});

describe('favourites page', () => {
  it('is reached from the header heart, which shows the count', async () => {
    api();
    useFavouritesStore.setState({ ids: [5, 7] });
    const { user, router } = renderRoute(<StorefrontApp />, { path: '/products-elsewhere' });
    await user.click(await header().findByRole('link', { name: 'Yêu thích (2)' }));
    expect(router.state.location.pathname).toBe('/favourites');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sản phẩm yêu thích' })).toBeVisible();
  });

  it('lists the favourite products as cards, removes them, then shows the empty state', async () => {
    api();
    useFavouritesStore.setState({ ids: [5, 7, 9] });
    const { user } = renderRoute(<StorefrontApp />, { path: '/favourites' });

    const list = await screen.findByRole('list', { name: 'Sản phẩm yêu thích' });
    expect(await within(list).findByRole('heading', { name: 'Rolex Datejust' })).toBeVisible();
    expect(within(list).getByRole('link', { name: 'Omega Seamaster Diver' }).getAttribute('href')).toBe(
      `/product/${OMEGA.slug}`,
    );
    // A product that no longer exists leaves the list.
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    expect(await header().findByRole('link', { name: 'Yêu thích (2)' })).toBeVisible();
    expect(useFavouritesStore.getState().ids).toEqual([5, 7]);
    expect(document.title).toBe('Sản phẩm yêu thích | Đồng Hồ Sang Trọng');

    await user.click(within(list).getByRole('button', { name: 'Bỏ yêu thích: Omega Seamaster Diver' }));
    expect(within(list).queryByRole('heading', { name: 'Omega Seamaster Diver' })).toBeNull();
    expect(header().getByRole('link', { name: 'Yêu thích (1)' })).toBeVisible();

    await user.click(within(list).getByRole('button', { name: 'Bỏ yêu thích: Rolex Datejust' }));
    expect(screen.getByText('Bạn chưa có sản phẩm yêu thích nào')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Xem sản phẩm' }).getAttribute('href')).toBe('/products');
    expect(header().getByRole('link', { name: 'Yêu thích' })).toBeVisible();
    expect(persistedState<{ ids: number[] }>('favourites').ids).toEqual([]);
  });
});
