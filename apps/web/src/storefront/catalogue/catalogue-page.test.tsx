import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeBrand } from '../../test/brand-fixtures';
import { apiError, mockFetch, type MockAnswer, type MockRequest } from '../../test/fetch-mock';
import { currentSearch, makeProduct, renderRoute } from '../components/storefront-test-utils';
import { CataloguePage } from './catalogue-page';

const catalogue = Array.from({ length: 30 }, (_, i) =>
  makeProduct({ id: i + 1, slug: `${i + 1}-dong-ho`, name: `Đồng hồ số ${i + 1}` }),
);

const brands = [
  makeBrand(1, 'Rolex', { showOnHomepage: true }),
  makeBrand(2, 'Omega', { showOnHomepage: true }),
  makeBrand(3, 'Seiko'),
];
const subBrands = [
  { id: 11, brandId: 1, name: 'Submariner', description: null, logo: null, isActive: true },
  { id: 12, brandId: 1, name: 'Datejust', description: null, logo: null, isActive: true },
  { id: 21, brandId: 2, name: 'Seamaster', description: null, logo: null, isActive: true },
];
const categories = [
  { id: 3, name: 'Đồng hồ Thể Thao', description: null, icon: null, image: null, showOnHomepage: true },
];

/** GET /api/products over `catalogue` (`total` products), honouring limit and skip. */
function productsRoute(total = catalogue.length) {
  return (req: MockRequest): MockAnswer => {
    const limit = Number(req.url.searchParams.get('limit'));
    const skip = Number(req.url.searchParams.get('skip'));
    return { body: { products: catalogue.slice(0, total).slice(skip, skip + limit), total } };
  };
}

function setup(path: string, products: MockAnswer | ((req: MockRequest) => MockAnswer) = productsRoute()) {
  const api = mockFetch({
    'GET /api/settings': { body: {} },
    'GET /api/products': products,
    'GET /api/brands/active': { body: brands },
    'GET /api/sub-brands/active': { body: subBrands },
    'GET /api/categories': { body: categories },
  });
  const view = renderRoute(<CataloguePage />, {
    path,
    routePath: '/products',
    routes: [{ path: '/categories/:category', element: <CataloguePage /> }],
  });
  const lastRequest = () => api.to('GET /api/products').at(-1)!.url.searchParams;
  return { ...view, api, lastRequest };
}

const checkbox = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const cards = () => screen.getAllByRole('article');

beforeEach(() => {
  window.innerWidth = 1024;
});

describe('catalogue page', () => {
  it('shows title, count, page x / y, 12 cards and the pagination text', async () => {
    setup('/products');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tất Cả Sản Phẩm' })).toBeVisible();
    await waitFor(() => expect(cards()).toHaveLength(12));
    expect(screen.getByText('30 sản phẩm')).toBeVisible();
    expect(screen.getByText('Trang 1 / 3')).toBeVisible();
    expect(screen.getByText('Hiển thị 1–12 trong tổng số 30 sản phẩm')).toBeVisible();
    expect(select('Hiển thị').value).toBe('12');
    expect(select('Sắp xếp').value).toBe('featured');
    // Filter panel open by default at 768 px or wider.
    expect(screen.getByRole('button', { name: 'Ẩn bộ lọc' }).getAttribute('aria-expanded')).toBe('true');
    expect(checkbox('Tất cả').checked).toBe(true);
  });

  it('says there are no products yet when the catalogue is empty', async () => {
    setup('/products', { body: { products: [], total: 0 } });
    expect(await screen.findByText('Chưa có sản phẩm nào')).toBeVisible();
    expect(screen.getByText('Không tìm thấy sản phẩm nào')).toBeVisible();
  });

  it('restores every control from a shared URL and asks the API for that page', async () => {
    const { lastRequest } = setup('/products?page=2&limit=24&sort=lowest&brands=1&subBrands=12&gender=female,unisex');
    await waitFor(() => expect(cards()).toHaveLength(6));

    expect(select('Hiển thị').value).toBe('24');
    expect(select('Sắp xếp').value).toBe('lowest');
    expect(checkbox('Rolex').checked).toBe(true);
    expect(checkbox('Datejust').checked).toBe(true);
    expect(checkbox('Submariner').checked).toBe(false);
    expect(checkbox('Nữ').checked).toBe(true);
    expect(checkbox('Unisex').checked).toBe(true);
    expect(checkbox('Tất cả').checked).toBe(false);
    expect(screen.getByRole('button', { name: 'Trang 2' }).getAttribute('aria-current')).toBe('page');

    const q = lastRequest();
    expect(Object.fromEntries(q)).toMatchObject({
      limit: '24',
      skip: '24',
      order: 'price ASC',
      brandIds: '1',
      subBrandIds: '12',
      gender: 'female,unisex',
    });
  });

  it('normalises links from the home page (defaults dropped, replace)', async () => {
    const { router } = setup('/products?page=1&sort=featured&brands=2');
    await waitFor(() => expect(currentSearch(router)).toBe('?brands=2'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(((await screen.findByRole('checkbox', { name: 'Omega' })) as HTMLInputElement).checked).toBe(true);
  });

  it('gender: "all" clears the other ticks; several ticks ask for any of them', async () => {
    const { user, router, lastRequest } = setup('/products', productsRoute(2));
    await waitFor(() => expect(cards()).toHaveLength(2));

    await user.click(checkbox('Nam'));
    await user.click(checkbox('Nữ'));
    expect(currentSearch(router)).toBe('?gender=male,female');
    expect(checkbox('Tất cả').checked).toBe(false);
    await waitFor(() => expect(lastRequest().get('gender')).toBe('male,female'));

    await user.click(checkbox('Tất cả'));
    expect(currentSearch(router)).toBe('');
    expect(checkbox('Nam').checked).toBe(false);
    expect(checkbox('Nữ').checked).toBe(false);
    expect(checkbox('Tất cả').checked).toBe(true);
  });

  it('nests sub-brands under a selected brand; removing the brand clears them', async () => {
    const { user, router } = setup('/products', productsRoute(2));
    await screen.findByRole('checkbox', { name: 'Rolex' });
    expect(screen.queryByRole('checkbox', { name: 'Submariner' })).toBeNull();

    await user.click(checkbox('Rolex'));
    const nested = screen.getByRole('list', { name: 'Dòng sản phẩm của Rolex' });
    await user.click(within(nested).getByRole('checkbox', { name: 'Submariner' }));
    await user.click(checkbox('Omega'));
    await user.click(checkbox('Seamaster'));
    expect(currentSearch(router)).toBe('?brands=1,2&subBrands=11,21');

    await user.click(checkbox('Omega'));
    expect(currentSearch(router)).toBe('?brands=1');
    expect(checkbox('Submariner').checked).toBe(false);
  });

  it('searches brands and says when none matches', async () => {
    const { user } = setup('/products', productsRoute(2));
    await screen.findByRole('checkbox', { name: 'Rolex' });
    const box = screen.getByRole('searchbox', { name: 'Tìm thương hiệu' });

    await user.type(box, 'ome');
    expect(screen.getByRole('checkbox', { name: 'Omega' })).toBeVisible();
    expect(screen.queryByRole('checkbox', { name: 'Rolex' })).toBeNull();

    await user.clear(box);
    await user.type(box, 'casio');
    expect(screen.getByText('Không tìm thấy thương hiệu')).toBeVisible();
  });

  it('any change goes back to page 1; the page size and sort are kept in the URL', async () => {
    const { user, router } = setup('/products?page=3');
    await waitFor(() => expect(cards()).toHaveLength(6));

    await user.selectOptions(select('Sắp xếp'), 'newest');
    expect(currentSearch(router)).toBe('?sort=newest');

    await user.click(screen.getByRole('button', { name: 'Trang 2' }));
    expect(currentSearch(router)).toBe('?page=2&sort=newest');
    await user.selectOptions(select('Hiển thị'), '24');
    expect(currentSearch(router)).toBe('?limit=24&sort=newest');
  });

  it('pages with first, previous, numbers, next and last', async () => {
    const { user, router } = setup('/products');
    await waitFor(() => expect(cards()).toHaveLength(12));
    expect((screen.getByRole('button', { name: 'Trang đầu' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Trang trước' }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Trang cuối' }));
    expect(currentSearch(router)).toBe('?page=3');
    expect(await screen.findByText('Hiển thị 25–30 trong tổng số 30 sản phẩm')).toBeVisible();
    expect((screen.getByRole('button', { name: 'Trang sau' }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Trang trước' }));
    expect(currentSearch(router)).toBe('?page=2');
    await user.click(screen.getByRole('button', { name: 'Trang đầu' }));
    expect(currentSearch(router)).toBe('');
  });

  it('shows the last page for a page number out of range', async () => {
    const { router } = setup('/products?page=9');
    await waitFor(() => expect(currentSearch(router)).toBe('?page=3'));
    expect(await screen.findByText('Trang 3 / 3')).toBeVisible();
    await waitFor(() => expect(cards()).toHaveLength(6));
  });

  it('searches by keyword (trimmed, empty ignored) and clears it from the chip', async () => {
    const { user, router, lastRequest } = setup('/products?page=2');
    await waitFor(() => expect(cards()).toHaveLength(12));
    const box = screen.getByRole('searchbox', { name: 'Tìm kiếm sản phẩm trong danh mục' });

    await user.type(box, '   {Enter}');
    expect(currentSearch(router)).toBe('?page=2');

    await user.type(box, '  dong ho  ');
    await user.click(screen.getByRole('button', { name: 'Tìm kiếm' }));
    expect(currentSearch(router)).toBe('?search=dong ho');
    expect(screen.getByText('“dong ho”')).toBeVisible();
    await waitFor(() => expect(lastRequest().get('search')).toBe('dong ho'));

    await user.click(screen.getByRole('button', { name: 'Xóa tìm kiếm' }));
    expect(currentSearch(router)).toBe('');
  });

  it('empty state: clear filters resets filters, size 12 and sort featured', async () => {
    const { user, router } = setup('/products?limit=48&sort=name&brands=3&gender=female', {
      body: { products: [], total: 0 },
    });
    expect(await screen.findByText('Không tìm thấy sản phẩm nào')).toBeVisible();

    const empty = screen.getByText('Không tìm thấy sản phẩm nào').parentElement!;
    await user.click(within(empty).getByRole('button', { name: 'Xóa bộ lọc' }));
    expect(currentSearch(router)).toBe('');
  });

  it('filters by the category of /categories/{id}-{slug}', async () => {
    const { lastRequest, router } = setup('/categories/3-dong-ho-the-thao?sort=newest');
    expect(await screen.findByRole('heading', { level: 1, name: 'Đồng hồ Thể Thao' })).toBeVisible();
    expect(document.title).toBe('Đồng hồ Thể Thao | Đồng Hồ Sang Trọng');
    expect(lastRequest().get('categoryId')).toBe('3');
    expect(router.state.location.pathname).toBe('/categories/3-dong-ho-the-thao');
    expect(currentSearch(router)).toBe('?sort=newest');
  });

  it('filters by ?category= too', async () => {
    const { lastRequest } = setup('/products?category=3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Đồng hồ Thể Thao' })).toBeVisible();
    expect(lastRequest().get('categoryId')).toBe('3');
  });

  it('empties the list when loading fails (no-products-found state)', async () => {
    setup('/products', apiError(500, 'Lỗi máy chủ'));
    expect(await screen.findByText('Không tìm thấy sản phẩm nào')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Thử lại' })).toBeVisible();
  });
});
