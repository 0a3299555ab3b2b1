import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetch-mock';
import { ProductCard } from './product-card';
import { makeProduct, makeVariant, renderRoute } from './storefront-test-utils';

beforeEach(() => {
  mockFetch({ 'GET /api/settings': { body: {} } });
});

const card = () => screen.getByRole('article');
const priceOf = () => card().querySelector('[data-price-state]') as HTMLElement;

function twoVariantProduct() {
  return makeProduct({
    id: 7,
    slug: '7-dong-ho-omega-seamaster',
    name: 'Đồng hồ Omega Seamaster',
    featured: true,
    brand: { id: 2, name: 'Omega', logo: null },
    variants: [
      makeVariant({ id: 71, price: 12_500_000, discount: 0, size: { id: 3, name: '36mm', diameter: '36 mm' } }),
      makeVariant({ id: 72, price: 20_000_000, discount: 10, size: { id: 4, name: '40mm', diameter: '40 mm' } }),
    ],
  });
}

describe('product card', () => {
  it('shows the image, brand, name linking to the detail page and the first variant preselected', () => {
    renderRoute(<ProductCard product={twoVariantProduct()} />);

    expect(within(card()).getByText('Omega')).toBeVisible();
    const link = within(card()).getByRole('link', { name: 'Đồng hồ Omega Seamaster' });
    expect(link.getAttribute('href')).toBe('/product/7-dong-ho-omega-seamaster');
    const img = card().querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/uploads/anh-7.webp');
    expect(img.getAttribute('srcset')).toContain('/uploads/anh-7-640.webp 640w');
    expect(img.getAttribute('loading')).toBe('lazy');

    expect(screen.getByRole('button', { name: '36mm' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: '40mm' }).getAttribute('aria-pressed')).toBe('false');
    expect(priceOf().textContent).toBe('12.500.000 ₫');
    expect(screen.getByText('Nổi bật')).toBeVisible();
    expect(screen.queryByText('-10%')).toBeNull();
  });

  it('switches to another variant: its discounted price beside the struck-out original and its -N% badge', async () => {
    const { user } = renderRoute(<ProductCard product={twoVariantProduct()} />);

    await user.click(screen.getByRole('button', { name: '40mm' }));

    expect(screen.getByRole('button', { name: '40mm' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: '36mm' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('18.000.000 ₫')).toBeVisible();
    expect(screen.getByText('20.000.000 ₫').tagName).toBe('S');
    expect(screen.getByText('-10%')).toBeVisible();
  });

  it('unselects the selected variant when tapped again: hint and lowest – highest range', async () => {
    const { user } = renderRoute(<ProductCard product={twoVariantProduct()} />);

    await user.click(screen.getByRole('button', { name: '36mm' }));

    expect(screen.getByRole('button', { name: '36mm' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('Chọn phiên bản để xem giá')).toBeVisible();
    expect(screen.getByText('12.500.000 ₫ – 20.000.000 ₫')).toBeVisible();

    await user.click(screen.getByRole('button', { name: '36mm' }));
    expect(screen.queryByText('Chọn phiên bản để xem giá')).toBeNull();
    expect(priceOf().textContent).toBe('12.500.000 ₫');
  });

  it('shows Liên Hệ for a variant without a price and Hết hàng when out of stock', () => {
    renderRoute(
      <ProductCard
        product={makeProduct({
          inStock: false,
          available: false,
          variants: [makeVariant({ price: 0 })],
          lowestPrice: null,
          highestPrice: null,
        })}
      />,
    );
    expect(priceOf().textContent).toBe('Liên Hệ');
    expect(screen.getByText('Hết hàng')).toBeVisible();
  });

  it('shows Hết hàng when the in-stock box is ticked but every tracked variant is sold out', () => {
    renderRoute(<ProductCard product={makeProduct({ inStock: true, available: false })} />);
    expect(screen.getByText('Hết hàng')).toBeVisible();
  });

  it('shows no Hết hàng badge for an available product', () => {
    renderRoute(<ProductCard product={makeProduct({ inStock: true, available: true })} />);
    expect(screen.queryByText('Hết hàng')).toBeNull();
  });

  it('shows Liên Hệ for a product without variants', () => {
    renderRoute(<ProductCard product={makeProduct({ variants: [], lowestPrice: null, highestPrice: null })} />);
    expect(priceOf().textContent).toBe('Liên Hệ');
    expect(screen.queryByRole('group')).toBeNull();
  });

  it('prices in the shop currency from the settings', async () => {
    mockFetch({ 'GET /api/settings': { body: { 'currency.code': 'USD', 'currency.symbol': '$' } } });
    renderRoute(<ProductCard product={makeProduct({ variants: [makeVariant({ price: 1250 })] })} />);
    expect(await screen.findByText('$1,250.00')).toBeVisible();
  });

  it('falls back to a placeholder with the product name when the image fails', () => {
    renderRoute(<ProductCard product={makeProduct({ name: 'Đồng hồ Tissot PRX' })} />);
    const img = card().querySelector('img')!;
    fireEvent.error(img); // sized files missing → the original
    expect(card().querySelector('img')!.getAttribute('srcset')).toBeNull();
    fireEvent.error(card().querySelector('img')!);
    const placeholder = screen.getByTestId('image-placeholder');
    expect(placeholder.textContent).toContain('Đồng hồ Tissot PRX');
  });
});
