import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeBrand } from '../../test/brand-fixtures';
import { apiError, mockFetch } from '../../test/fetch-mock';
import { makeProduct, renderRoute } from '../components/storefront-test-utils';
import { HomePage } from './home-page';

const featuredImages = [
  { id: 1, path: '/uploads/slide-a.webp', filename: 'a.png', order: 1 },
  { id: 2, path: '/uploads/slide-b.webp', filename: 'b.png', order: 0 },
  { id: 3, path: '/uploads/slide-c.webp', filename: 'c.png', order: 2 },
];

const settings = {
  'homepage.bannerAndSlogan': JSON.stringify({
    bannerImage: '/uploads/banner.webp',
    sloganPath1: 'Tinh Hoa',
    sloganPath2: 'Thụy Sĩ',
  }),
  'homepane.featuredimages': JSON.stringify(featuredImages),
};

const brands = [
  makeBrand(1, 'Rolex', { logo: '/uploads/rolex.webp', country: 'Thụy Sĩ', showOnHomepage: true }),
  makeBrand(2, 'Omega', { showOnHomepage: true }),
];
const categories = [
  { id: 1, name: 'Đồng hồ Nam', description: 'Lịch lãm', icon: null, image: null, showOnHomepage: true },
  { id: 4, name: 'Đồng hồ Cổ Điển', description: null, icon: null, image: null, showOnHomepage: false },
];
const featured = Array.from({ length: 10 }, (_, i) =>
  makeProduct({ id: i + 1, name: `Đồng hồ nổi bật ${i + 1}`, featured: true }),
);

function renderHome(overrides: Parameters<typeof mockFetch>[0] = {}) {
  const api = mockFetch({
    'GET /api/settings': { body: settings },
    'GET /api/brands/homepage': { body: brands },
    'GET /api/categories': { body: categories },
    'GET /api/products/featured': { body: featured },
    ...overrides,
  });
  return { ...renderRoute(<HomePage />, { path: '/' }), api };
}

const section = (name: string) => screen.getByRole('region', { name });

// Browser APIs the carousel (embla) uses and jsdom lacks; everything counts as in view.
beforeEach(() => {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly callback: (entries: { isIntersecting: boolean; target: Element }[]) => void) {}
      observe(target: Element) {
        this.callback([{ isIntersecting: true, target }]);
      }
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    },
  );
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
  }));
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

describe('home page', () => {
  it('shows the banner and slogan from the settings with shop-now and discover', async () => {
    const { user } = renderHome();
    const hero = await screen.findByRole('heading', { level: 1, name: 'Tinh Hoa Thụy Sĩ' });
    const banner = hero.closest('section')!;
    await waitFor(() => expect(banner.querySelector('img')?.getAttribute('src')).toBe('/uploads/banner.webp'));
    const img = banner.querySelector('img')!;
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.getAttribute('loading')).toBe('eager');
    expect(within(banner).getByRole('link', { name: 'Mua Sắm Ngay' }).getAttribute('href')).toBe(
      '/products?page=1&sort=featured',
    );

    await user.click(within(banner).getByRole('button', { name: 'Khám Phá' }));
    expect(document.activeElement?.id).toBe('discover');
    expect(within(banner).getByRole('button', { name: 'Cuộn xuống' })).toBeVisible();
  });

  it('uses the default slogan and /images/banner.jpg when the settings have none', async () => {
    renderHome({ 'GET /api/settings': { body: {} } });
    const hero = await screen.findByRole('heading', { level: 1, name: 'Vẻ Đẹp Vượt Thời Gian' });
    await waitFor(() =>
      expect(hero.closest('section')!.querySelector('img')?.getAttribute('src')).toBe('/images/banner.jpg'),
    );
  });

  it('falls back to /images/banner.jpg when the banner image cannot be loaded', async () => {
    renderHome();
    const banner = (await screen.findByRole('heading', { level: 1, name: 'Tinh Hoa Thụy Sĩ' })).closest('section')!;
    await waitFor(() => expect(banner.querySelector('img')).toBeTruthy());
    fireEvent.error(banner.querySelector('img')!); // the sized files
    fireEvent.error(banner.querySelector('img')!); // the original
    expect(banner.querySelector('img')!.getAttribute('src')).toBe('/images/banner.jpg');
  });

  it('links featured brands to the filtered catalogue', async () => {
    renderHome();
    const brandsSection = await screen.findByRole('region', { name: 'Thương Hiệu Nổi Bật' });
    expect(within(brandsSection).getByRole('link', { name: /Rolex/ }).getAttribute('href')).toBe('/products?brands=1');
    expect(within(brandsSection).getByRole('link', { name: /Omega/ }).getAttribute('href')).toBe('/products?brands=2');
  });

  it('has no brands section without featured brands', async () => {
    renderHome({ 'GET /api/brands/homepage': { body: [] } });
    await screen.findByRole('region', { name: 'Sản Phẩm Nổi Bật' });
    await screen.findAllByRole('article');
    expect(screen.queryByRole('region', { name: 'Thương Hiệu Nổi Bật' })).toBeNull();
  });

  it('lists the four service highlights, the home-page categories and three 5-star testimonials', async () => {
    renderHome();
    const services = screen.getByRole('region', { name: 'Dịch vụ của chúng tôi' });
    expect(within(services).getAllByRole('listitem')).toHaveLength(4);
    expect(within(services).getByText('Bảo hành bộ máy 5 năm, miễn phí đánh bóng 2 lần mỗi năm.')).toBeVisible();
    expect(within(services).getByText('Miễn Phí Vận Chuyển')).toBeVisible();
    // What checkout charges: free above the threshold (the default 1.000.000 ₫), not everywhere.
    await waitFor(() =>
      expect(within(services).getAllByRole('listitem')[1]!.textContent).toBe(
        'Miễn Phí Vận ChuyểnMiễn phí giao hàng toàn quốc cho đơn hàng trên 1.000.000 ₫, đóng gói cẩn thận.',
      ),
    );

    const cats = await screen.findByRole('region', { name: 'Mua Sắm Theo Danh Mục' });
    expect(
      within(cats)
        .getByRole('link', { name: /Đồng hồ Nam/ })
        .getAttribute('href'),
    ).toBe('/products?category=1');
    expect(within(cats).queryByText('Đồng hồ Cổ Điển')).toBeNull();

    const reviews = section('Khách Hàng Nói Gì Về Chúng Tôi');
    expect(within(reviews).getAllByRole('img', { name: '5 trên 5 sao' })).toHaveLength(3);
  });

  it('shows at most 8 featured products with a see-all link', async () => {
    renderHome();
    const grid = await screen.findByRole('region', { name: 'Sản Phẩm Nổi Bật' });
    await waitFor(() => expect(within(grid).getAllByRole('article')).toHaveLength(8));
    expect(within(grid).getByRole('link', { name: 'Xem Tất Cả' }).getAttribute('href')).toBe('/products');
  });

  it('shows the featured images in order with arrows and dots', async () => {
    const { user } = renderHome();
    const gallery = await screen.findByRole('region', { name: 'Hình Ảnh Nổi Bật' });
    const slides = await within(gallery).findAllByRole('img', { name: /Ảnh nổi bật/ });
    expect(slides.map((s) => s.getAttribute('src'))).toEqual([
      '/uploads/slide-b.webp',
      '/uploads/slide-a.webp',
      '/uploads/slide-c.webp',
    ]);
    expect(within(gallery).getByRole('button', { name: 'Ảnh trước' })).toBeVisible();
    expect(within(gallery).getByRole('button', { name: 'Ảnh tiếp theo' })).toBeVisible();
    const dots = within(gallery).getAllByRole('button', { name: /Chuyển đến ảnh/ });
    expect(dots).toHaveLength(3);
    expect(dots[0]!.getAttribute('aria-current')).toBe('true');
    await user.click(within(gallery).getByRole('button', { name: 'Ảnh tiếp theo' }));
  });

  it('describes the carousel to screen readers in Vietnamese', async () => {
    renderHome();
    const gallery = await screen.findByRole('region', { name: 'Hình Ảnh Nổi Bật' });
    const carousel = await within(gallery).findByRole('group', { name: 'Hình ảnh nổi bật' });
    expect(carousel.getAttribute('aria-roledescription')).toBe('băng chuyền');
  });

  it('says the featured image list cannot be loaded when the settings fail', async () => {
    renderHome({ 'GET /api/settings': apiError(500, 'Lỗi máy chủ') });
    expect(await screen.findByText('Không thể tải danh sách ảnh nổi bật')).toBeVisible();
  });

  it('retries the featured products after a failure', async () => {
    let calls = 0;
    const { user } = renderHome({
      'GET /api/products/featured': () => (++calls === 1 ? apiError(500, 'Lỗi') : { body: featured.slice(0, 2) }),
    });
    await user.click(await screen.findByRole('button', { name: 'Thử lại' }));
    const grid = section('Sản Phẩm Nổi Bật');
    await waitFor(() => expect(within(grid).getAllByRole('article')).toHaveLength(2));
  });
});
