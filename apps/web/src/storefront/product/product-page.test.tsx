import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { offContract } from '../../test/api-mock';
import { apiError, mockFetch, type MockAnswer } from '../../test/fetch-mock';
import { useCartStore } from '../cart/cart-store';
import { useFavouritesStore } from '../favourites/favourites-store';
import { product, renderStorefront, SETTINGS, variant } from './test-fixtures';
import { persistedState } from '../../test/persisted';

// Whole screens on a shared machine: the first render also pays for loading the modules.
vi.setConfig({ testTimeout: 20_000 });

const OMEGA = product(5);

function api(detail: MockAnswer = { body: OMEGA }, related: MockAnswer = { body: { products: [], total: 0 } }) {
  return mockFetch({
    'GET /api/settings': { body: SETTINGS },
    'GET /api/products/5': detail,
    'GET /api/products': related,
  });
}

const priceBlock = () => screen.getByRole('group', { name: 'Giá sản phẩm' });
const variantButton = (name: RegExp) =>
  within(screen.getByRole('group', { name: 'Phiên bản' })).getByRole('button', { name });

beforeEach(() => {
  useCartStore.setState({ lines: [] });
  useFavouritesStore.setState({ ids: [] });
});

describe('product detail: warranty', () => {
  it("shows the product's own months, else its brand's with the brand's kind, instead of a fixed text", async () => {
    mockFetch({
      'GET /api/settings': { body: SETTINGS },
      'GET /api/products/5': { body: product(5, { warrantyMonths: 36 }) },
      'GET /api/products': { body: { products: [], total: 0 } },
    });
    renderStorefront(`/product/${OMEGA.slug}`);
    expect(await screen.findByText('Bảo hành chính hãng quốc tế 3 năm')).toBeVisible();
    expect(screen.queryByText('Bảo hành chính hãng quốc tế 2 năm')).toBeNull();
  });

  it("takes the brand's months and kind when the product sets none", async () => {
    mockFetch({
      'GET /api/settings': { body: SETTINGS },
      'GET /api/products/5': {
        body: product(5, { brand: { id: 2, name: 'Omega', logo: null, warrantyMonths: 18, warrantyKind: 'shop' } }),
      },
      'GET /api/products': { body: { products: [], total: 0 } },
    });
    renderStorefront(`/product/${OMEGA.slug}`);
    expect(await screen.findByText('Bảo hành tại cửa hàng 18 tháng')).toBeVisible();
  });
});

describe('product detail: states and address', () => {
  it('shows loading, then the product with breadcrumb, tiles, brand, stock and specs', async () => {
    api();
    renderStorefront(`/product/${OMEGA.slug}`);
    expect(screen.getByRole('status').textContent).toContain('Đang tải thông tin sản phẩm...');

    expect(await screen.findByRole('heading', { level: 1, name: OMEGA.name })).toBeVisible();
    const crumbs = within(screen.getByRole('navigation', { name: 'Đường dẫn' }));
    expect(crumbs.getByRole('link', { name: 'Trang chủ' }).getAttribute('href')).toBe('/');
    expect(crumbs.getByRole('link', { name: 'Sản phẩm' }).getAttribute('href')).toBe('/products');
    expect(crumbs.getByText(OMEGA.name).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Quay lại' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 }).previousElementSibling!.textContent).toBe('Omega');
    expect(screen.getByRole('link', { name: 'Đồng hồ Thể Thao' }).getAttribute('href')).toBe('/products?category=3');
    expect(screen.getByText('Còn hàng')).toBeVisible();
    for (const b of [
      'Bảo hành chính hãng quốc tế 2 năm',
      // The shop's delivery promise, as checkout charges it (free above the threshold).
      'Miễn phí giao hàng toàn quốc cho đơn hàng trên 1.000.000 ₫',
      'Dịch vụ chuyên nghiệp',
      'Hỗ trợ 24/7',
    ]) {
      expect(screen.getByText(b)).toBeVisible();
    }
    const specs = screen.getByRole('region', { name: 'Mô tả sản phẩm' });
    expect(within(specs).getByText(OMEGA.description)).toBeVisible();
    expect(within(specs).getByText('Thương hiệu').nextElementSibling!.textContent).toBe('Omega');
    expect(within(specs).getByText('Giới tính').nextElementSibling!.textContent).toBe('Nam');
    expect(within(specs).getByText('Kích thước').nextElementSibling!.textContent).toBe('39mm');
    expect(document.title).toBe(`${OMEGA.name} | Đồng Hồ Sang Trọng`);
  });

  it('promises free delivery without a condition only when the shop delivers every order free', async () => {
    mockFetch({
      'GET /api/settings': { body: { ...SETTINGS, 'checkout.freeShippingOver': '0' } },
      'GET /api/products/5': { body: OMEGA },
      'GET /api/products': { body: { products: [], total: 0 } },
    });
    renderStorefront(`/product/${OMEGA.slug}`);
    const benefits = await screen.findByRole('list', { name: 'Quyền lợi khi mua hàng' });
    await waitFor(() =>
      expect(within(benefits).getAllByRole('listitem')[1]!.textContent).toBe('Miễn phí giao hàng toàn quốc'),
    );
  });

  it('goes back to the previous page, or to the list when the page was opened directly', async () => {
    api();
    const direct = renderStorefront(`/product/${OMEGA.slug}`);
    await screen.findByRole('heading', { level: 1, name: OMEGA.name });
    await direct.user.click(screen.getByRole('button', { name: 'Quay lại' }));
    expect(await screen.findByRole('heading', { name: 'Trang khác: /products' })).toBeVisible();
    direct.router.dispose();

    const fromSearch = renderStorefront(['/products?search=omega', `/product/${OMEGA.slug}`]);
    await screen.findByRole('heading', { level: 1, name: OMEGA.name });
    await fromSearch.user.click(screen.getByRole('button', { name: 'Quay lại' }));
    expect(await screen.findByRole('heading', { name: 'Trang khác: /products?search=omega' })).toBeVisible();
  });

  it('replaces a wrong slug with the canonical one', async () => {
    api();
    const { router } = renderStorefront('/product/5-ten-cu-cua-san-pham?ref=zalo');
    await screen.findByRole('heading', { level: 1, name: OMEGA.name });
    expect(router.state.location.pathname).toBe('/product/5-dong-ho-omega-seamaster-diver');
    expect(router.state.location.search).toBe('?ref=zalo');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('sends a slug without a leading number, the id alone and an unknown product to /products', async () => {
    const calls = api(apiError(404, 'Không tìm thấy sản phẩm'));
    const first = renderStorefront('/product/dong-ho-omega');
    expect(await screen.findByRole('heading', { name: 'Trang khác: /products' })).toBeVisible();
    expect(first.router.state.historyAction).toBe('REPLACE');
    first.router.dispose();

    const second = renderStorefront('/product/5');
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/products'));
    expect(calls.to('GET /api/products/5')).toHaveLength(0);

    const third = renderStorefront('/product/5-khong-con');
    await waitFor(() => expect(third.router.state.location.pathname).toBe('/products'));
    expect(calls.to('GET /api/products/5')).toHaveLength(1);
  });

  it('shows the error with retry, back to the list and the may-not-exist note', async () => {
    let fail = true;
    api(undefined);
    mockFetch({
      'GET /api/settings': { body: SETTINGS },
      'GET /api/products/5': () => (fail ? apiError(500, 'Lỗi máy chủ') : { body: OMEGA }),
      'GET /api/products': { body: { products: [], total: 0 } },
    });
    const { user } = renderStorefront(`/product/${OMEGA.slug}`);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Không thể tải thông tin sản phẩm (mã lỗi 500)' })).toBeVisible();
    expect(within(alert).getByText('Sản phẩm có thể không tồn tại hoặc đã bị xóa.')).toBeVisible();
    expect(within(alert).getByRole('link', { name: 'Quay lại danh sách' }).getAttribute('href')).toBe('/products');

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByRole('heading', { level: 1, name: OMEGA.name })).toBeVisible();
  });

  it('says the data is invalid when the answer is not a product', async () => {
    api(offContract('a product without most of its fields', { body: { id: 5, name: 'thiếu trường' } }));
    renderStorefront(`/product/${OMEGA.slug}`);
    expect(await screen.findByRole('heading', { name: 'Dữ liệu sản phẩm không hợp lệ' })).toBeVisible();
  });
});

describe('price block and variants', () => {
  it('preselects the first variant: discounted price, struck original and -N%', async () => {
    api();
    renderStorefront(`/product/${OMEGA.slug}`);
    await screen.findByRole('heading', { level: 1 });
    expect(variantButton(/^39mm/).getAttribute('aria-pressed')).toBe('true');
    expect(variantButton(/^39mm/).textContent).toContain('127.800.000 ₫');
    expect(variantButton(/^40mm/).textContent).toContain('148.000.000 ₫');
    const block = priceBlock();
    expect(within(block).getByText('127.800.000 ₫')).toBeVisible();
    expect(within(block).getByText('142.000.000 ₫').tagName).toBe('S');
    expect(within(block).getByText('-10%')).toBeVisible();
  });

  it('switches variant, and tapping the selected one again shows Chọn phiên bản để xem giá with the range', async () => {
    api();
    const { user } = renderStorefront(`/product/${OMEGA.slug}`);
    await screen.findByRole('heading', { level: 1 });

    await user.click(variantButton(/^40mm/));
    expect(variantButton(/^40mm/).getAttribute('aria-pressed')).toBe('true');
    expect(variantButton(/^39mm/).getAttribute('aria-pressed')).toBe('false');
    const block = priceBlock();
    expect(within(block).getByText('148.000.000 ₫')).toBeVisible();
    expect(within(block).queryByText(/^-\d+%$/)).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Mô tả sản phẩm' })).getByText('40mm')).toBeVisible();

    await user.click(variantButton(/^40mm/));
    expect(variantButton(/^40mm/).getAttribute('aria-pressed')).toBe('false');
    expect(within(block).getByText('Chọn phiên bản để xem giá')).toBeVisible();
    expect(within(block).getByText('142.000.000 ₫ – 148.000.000 ₫')).toBeVisible();
    expect(screen.getByRole('button', { name: /Thêm vào giỏ hàng/ }).hasAttribute('disabled')).toBe(true);
    expect(screen.getAllByText('Vui lòng chọn phiên bản để đặt mua.').length).toBeGreaterThan(0);
  });

  it('shows Liên Hệ for a variant priced zero', async () => {
    api({ body: product(5, { variants: [variant(1, 5, { price: 0 })], lowestPrice: null, highestPrice: null }) });
    renderStorefront(`/product/${OMEGA.slug}`);
    await screen.findByRole('heading', { level: 1 });
    expect(within(priceBlock()).getByText('Liên Hệ')).toBeVisible();
    expect(variantButton(/^39mm/).textContent).toContain('Liên Hệ');
    expect(screen.getByRole('button', { name: /Thêm vào giỏ hàng/ }).hasAttribute('disabled')).toBe(true);
  });
});

describe('cart, favourite, contact and gallery', () => {
  it('adds the selected variant to the cart with a toast; the same variant again raises the quantity', async () => {
    api();
    const { user } = renderStorefront(`/product/${OMEGA.slug}`);
    await screen.findByRole('heading', { level: 1 });
    await user.click(variantButton(/^40mm/));
    await user.click(screen.getByRole('button', { name: /Thêm vào giỏ hàng/ }));
    expect(await screen.findByText('Đã thêm vào giỏ hàng')).toBeVisible();
    await user.click(screen.getByRole('button', { name: /Thêm vào giỏ hàng/ }));
    expect(useCartStore.getState().lines).toEqual([
      expect.objectContaining({
        productId: 5,
        variantId: 2,
        sizeId: 20,
        price: 148_000_000,
        quantity: 2,
        sizeDiameter: '40 mm',
        gender: 'male',
      }),
    ]);
    expect(persistedState<{ lines: unknown[] }>('cart').lines).toHaveLength(1);
  });

  it('says Chỉ còn N at low stock, and adds no more than is left, saying why', async () => {
    const omega = product(5);
    const [first, second] = omega.variants!;
    const live = mockFetch({
      'GET /api/settings': { body: SETTINGS },
      'GET /api/products/5': { body: omega },
      'GET /api/products': { body: { products: [], total: 0 } },
      'GET /api/product-variants/availability': {
        body: {
          maxQuantityPerLine: 99,
          variants: [
            { variantId: first!.id, productId: 5, stock: 2, max: 2, low: true },
            { variantId: second!.id, productId: 5, stock: 0, max: 0, low: false },
          ],
        },
      },
    });
    const { user } = renderStorefront(`/product/${omega.slug}`);
    expect(await screen.findByText('Chỉ còn 2')).toBeVisible();
    // Asked live in the browser, for the product's variants.
    expect(live.to('GET /api/product-variants/availability')[0]!.url.searchParams.get('ids')).toBe(
      omega.variants!.map((v) => v.id).join(','),
    );
    const add = screen.getByRole('button', { name: /Thêm vào giỏ hàng/ });
    await user.click(add);
    await user.click(add);
    await user.click(add);
    expect(useCartStore.getState().lines[0]!.quantity).toBe(2);
    expect(
      await screen.findByText('Giỏ hàng đã có đủ số lượng có thể đặt. Chỉ còn 2 sản phẩm trong kho'),
    ).toBeVisible();

    // A variant sold out since the page was made cannot be added, with the reason.
    await user.click(variantButton(/^40mm/));
    expect(screen.queryByText('Chỉ còn 2')).toBeNull();
    expect(screen.getByRole('button', { name: /Thêm vào giỏ hàng/ })).toHaveAccessibleDescription(
      'Phiên bản này đã hết hàng. Vui lòng chọn phiên bản khác hoặc liên hệ cửa hàng.',
    );
  });

  it('disables the order buttons with the reason when out of stock', async () => {
    api({ body: product(5, { inStock: false, available: false }) });
    renderStorefront(`/product/${OMEGA.slug}`);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('Hết hàng')).toBeVisible();
    const add = screen.getByRole('button', { name: /Thêm vào giỏ hàng/ });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('Sản phẩm tạm hết hàng.');
    for (const b of screen.getAllByRole('button', { name: 'Đặt Hàng Ngay' }))
      expect(b.hasAttribute('disabled')).toBe(true);
    expect(screen.getAllByText('Sản phẩm tạm hết hàng.').length).toBeGreaterThan(0);
  });

  it('shows Hết hàng and cannot be added when the box is ticked but every tracked variant is sold out', async () => {
    api({ body: product(5, { inStock: true, available: false }) });
    const { user } = renderStorefront(`/product/${OMEGA.slug}`);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('Hết hàng')).toBeVisible();
    expect(screen.queryByText('Còn hàng')).toBeNull();
    const add = screen.getByRole('button', { name: /Thêm vào giỏ hàng/ });
    expect(add.hasAttribute('disabled')).toBe(true);
    for (const b of screen.getAllByRole('button', { name: 'Đặt Hàng Ngay' }))
      expect(b.hasAttribute('disabled')).toBe(true);
    expect(screen.getAllByText('Sản phẩm tạm hết hàng.').length).toBeGreaterThan(0);
    await user.click(add);
    expect(useCartStore.getState().lines).toEqual([]);
  });

  it('keeps the favourite on this device', async () => {
    api();
    const { user } = renderStorefront(`/product/${OMEGA.slug}`);
    await screen.findByRole('heading', { level: 1 });
    const heart = screen.getByRole('button', { name: 'Yêu thích' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    await user.click(heart);
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    expect(persistedState<{ ids: number[] }>('favourites').ids).toEqual([5]);
    await user.click(heart);
    expect(heart.getAttribute('aria-pressed')).toBe('false');
  });

  it('links Messenger and Zalo in a new tab and Liên Hệ moves to the contact section', async () => {
    api();
    const { user } = renderStorefront(`/product/${OMEGA.slug}`);
    await screen.findByRole('heading', { level: 1 });
    const messenger = screen.getByRole('link', { name: /^Messenger/ });
    expect(messenger.getAttribute('href')).toBe('https://m.me/donghosangtrong');
    expect(messenger.getAttribute('target')).toBe('_blank');
    expect(messenger.getAttribute('rel')).toContain('noopener');
    const zalo = screen.getByRole('link', { name: /^Zalo\s*\(mở trong tab mới\)$/ });
    expect(zalo.getAttribute('href')).toBe('https://zalo.me/0901234567');
    expect(zalo.getAttribute('target')).toBe('_blank');

    await user.click(screen.getByRole('button', { name: 'Liên Hệ' }));
    const section = screen.getByRole('region', { name: 'Liên hệ đặt hàng' });
    expect(document.activeElement).toBe(within(section).getByRole('heading', { name: 'Liên hệ đặt hàng' }));
    expect(
      within(section)
        .getByRole('link', { name: /0901 234 567/ })
        .getAttribute('href'),
    ).toBe('tel:0901234567');
    expect(within(section).getByText('123 Đồng Khởi, Quận 1, TP. Hồ Chí Minh')).toBeVisible();
    expect(within(section).getByRole('link', { name: /Zalo/ }).getAttribute('target')).toBe('_blank');
    expect(
      within(section)
        .getByRole('link', { name: /Messenger/ })
        .getAttribute('rel'),
    ).toContain('noopener');
    expect(within(section).getByRole('button', { name: 'Đặt Hàng Ngay' })).toBeVisible();
  });

  it('has thumbnails for several images and shows the name when an image is broken', async () => {
    api();
    const { user } = renderStorefront(`/product/${OMEGA.slug}`);
    await screen.findByRole('heading', { level: 1 });
    const thumbs = within(screen.getByRole('list', { name: 'Ảnh sản phẩm' })).getAllByRole('button');
    expect(thumbs).toHaveLength(2);
    await user.click(thumbs[1]!);
    expect(thumbs[1]!.getAttribute('aria-current')).toBe('true');
    const main = screen.getByRole('img', { name: `${OMEGA.name} – ảnh 2/2` });
    expect(main.getAttribute('src')).toBe('/uploads/anh-5-b.webp');
    fireEvent.error(main); // the sized files fail
    fireEvent.error(screen.getByRole('img', { name: `${OMEGA.name} – ảnh 2/2` })); // and the original
    const placeholder = screen.getByRole('img', { name: `${OMEGA.name} – ảnh 2/2` });
    expect(placeholder.tagName).toBe('DIV');
    expect(placeholder.textContent).toContain(OMEGA.name);
  });

  it('has no thumbnails for a single image', async () => {
    api({ body: product(5, { images: ['/uploads/mot-anh.webp'] }) });
    renderStorefront(`/product/${OMEGA.slug}`);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('list', { name: 'Ảnh sản phẩm' })).toBeNull();
  });
});

describe('related products', () => {
  it('lists up to 4 of the same category without the product itself, with Xem Tất Cả', async () => {
    const others = [5, 6, 7, 8, 9].map((id) =>
      product(id, { name: `Đồng hồ số ${id}`, slug: `${id}-dong-ho-so-${id}` }),
    );
    const calls = api(undefined, { body: { products: others, total: 5 } });
    renderStorefront(`/product/${OMEGA.slug}`);
    const section = await screen.findByRole('region', { name: 'Sản phẩm liên quan' });
    const names = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(names).toEqual(['Đồng hồ số 6', 'Đồng hồ số 7', 'Đồng hồ số 8', 'Đồng hồ số 9']);
    expect(within(section).getByRole('link', { name: 'Xem Tất Cả' }).getAttribute('href')).toBe('/products?category=3');
    const query = calls.to('GET /api/products')[0]!.url.searchParams;
    expect(query.get('categoryId')).toBe('3');
    expect(query.get('include')).toBe('variants,category,brand');
  });

  it('is hidden when the product is the only one of its category', async () => {
    const calls = api(undefined, { body: { products: [OMEGA], total: 1 } });
    renderStorefront(`/product/${OMEGA.slug}`);
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(calls.to('GET /api/products')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Sản phẩm liên quan' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Xem Tất Cả' })).toBeNull();
  });
});
