import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { signOutStore } from '../../test/auth-fixtures';
import { apiError, mockFetch, type MockRequest } from '../../test/fetch-mock';
import { currentSearch, makeProduct, makeVariant, renderRoute } from '../components/storefront-test-utils';
import { InlineSearch } from './inline-search';

const products = Array.from({ length: 7 }, (_, i) =>
  makeProduct({
    id: i + 1,
    slug: `${i + 1}-dong-ho-${i + 1}`,
    name: `Đồng hồ Rolex ${i + 1}`,
    category: { id: 1, name: 'Đồng hồ Nam', icon: null },
    variants: [makeVariant({ price: 10_000_000 + i })],
  }),
);

function renderSearch() {
  return renderRoute(
    <div>
      <InlineSearch />
      <p>Vùng bên ngoài</p>
      <input aria-label="Ô khác" />
    </div>,
    { path: '/products', routes: [{ path: '/product/:slug', element: <h1>Trang sản phẩm</h1> }] },
  );
}

const input = () => screen.getByRole('combobox', { name: 'Tìm kiếm sản phẩm' });

beforeEach(() => {
  signOutStore();
});

describe('inline search', () => {
  it('asks once, 300 ms after typing stops, and lists up to 5 results with image, name, category and price', async () => {
    const api = mockFetch({
      'GET /api/settings': { body: {} },
      'GET /api/products': (req: MockRequest) => ({
        body: { products: products.slice(0, Number(req.url.searchParams.get('limit'))), total: 7 },
      }),
    });
    const { user } = renderSearch();

    await user.type(input(), 'rolex');
    // The dropdown opens at once; the request waits for the pause.
    expect(screen.getAllByText('Đang tìm kiếm...').length).toBeGreaterThan(0);
    expect(api.to('GET /api/products')).toHaveLength(0);

    const list = await screen.findByRole('listbox', { name: 'Kết quả tìm kiếm' });
    const calls = api.to('GET /api/products');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url.searchParams.get('search')).toBe('rolex');
    expect(calls[0]!.url.searchParams.get('limit')).toBe('5');
    // The request the spec lists: search, limit=5 and include=variants,category,brand.
    expect(calls[0]!.url.searchParams.get('include')).toBe('variants,category,brand');

    const items = within(list).getAllByRole('option');
    expect(items).toHaveLength(5);
    expect(within(items[0]!).getByText('Đồng hồ Rolex 1')).toBeVisible();
    expect(within(items[0]!).getByText('Đồng hồ Nam')).toBeVisible();
    expect(within(items[0]!).getByText('10.000.000 ₫')).toBeVisible();
    expect(items[0]!.querySelector('img')?.getAttribute('src')).toBe('/uploads/anh-1.webp');
  });

  it('stays closed for blank text', async () => {
    const api = mockFetch({ 'GET /api/settings': { body: {} } });
    const { user } = renderSearch();
    await user.type(input(), '   ');
    await new Promise((r) => setTimeout(r, 350));
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('Đang tìm kiếm...')).toBeNull();
    expect(api.to('GET /api/products')).toHaveLength(0);
  });

  it('closes on an outside click, when focus moves elsewhere and on choosing a result', async () => {
    mockFetch({
      'GET /api/settings': { body: {} },
      'GET /api/products': { body: { products: products.slice(0, 2), total: 2 } },
    });
    const { user, router } = renderSearch();

    await user.type(input(), 'rolex');
    await screen.findByRole('listbox', { name: 'Kết quả tìm kiếm' });
    await user.click(screen.getByText('Vùng bên ngoài'));
    expect(screen.queryByRole('listbox', { name: 'Kết quả tìm kiếm' })).toBeNull();

    await user.click(input());
    await screen.findByRole('listbox', { name: 'Kết quả tìm kiếm' });
    act(() => screen.getByRole('textbox', { name: 'Ô khác' }).focus());
    expect(screen.queryByRole('listbox', { name: 'Kết quả tìm kiếm' })).toBeNull();

    await user.click(input());
    const list = await screen.findByRole('listbox', { name: 'Kết quả tìm kiếm' });
    await user.click(within(list).getByRole('option', { name: /Đồng hồ Rolex 2/ }));
    expect(router.state.location.pathname).toBe('/product/2-dong-ho-2');
  });

  it('is a combobox: its popup is a listbox, arrows move the active option, Enter opens it', async () => {
    mockFetch({
      'GET /api/settings': { body: {} },
      'GET /api/products': { body: { products: products.slice(0, 3), total: 3 } },
    });
    const { user, router } = renderSearch();
    const box = input();
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.getAttribute('aria-autocomplete')).toBe('list');
    // aria-controls always names an element of the page.
    expect(document.getElementById(box.getAttribute('aria-controls')!)).not.toBeNull();

    await user.type(box, 'rolex');
    const list = await screen.findByRole('listbox', { name: 'Kết quả tìm kiếm' });
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(box.getAttribute('aria-controls')).toBe(list.id);
    const options = within(list).getAllByRole('option');
    expect(options.every((o) => o.querySelector('a, button, input') === null)).toBe(true);

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toBe(box);
    expect(box.getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    expect(options[1]!.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowUp}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/product/1-dong-ho-1');
  });

  it('goes to the catalogue search on Enter', async () => {
    mockFetch({ 'GET /api/settings': { body: {} }, 'GET /api/products': { body: { products: [], total: 0 } } });
    const { user, router } = renderSearch();

    await user.type(input(), '  dong ho {Enter}');

    expect(router.state.location.pathname).toBe('/products');
    expect(currentSearch(router)).toBe('?search=dong ho');
    expect(screen.queryByText(/Xem tất cả kết quả/)).toBeNull();
  });

  it('shows no results when the search fails', async () => {
    mockFetch({ 'GET /api/settings': { body: {} }, 'GET /api/products': apiError(500, 'Lỗi máy chủ') });
    const { user } = renderSearch();
    await user.type(input(), 'omega');
    await waitFor(() => expect(screen.getByText('Không tìm thấy sản phẩm nào')).toBeVisible());
    expect(screen.queryByRole('listbox', { name: 'Kết quả tìm kiếm' })).toBeNull();
  });
});
