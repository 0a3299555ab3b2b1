import { productSlug } from '@shop/core/slug';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fetch-mock';
import { product, renderStorefront, SETTINGS } from './test-fixtures';

vi.setConfig({ testTimeout: 20_000 });

/** ASVS 5.0 V1.2.1 on the storefront: text an admin typed is shown as text, never run as markup. */
describe('product page shows HTML typed by staff as text', () => {
  it('renders name, brand and description with tags as plain text and runs nothing', async () => {
    const name = 'Đồng hồ <b>đậm</b> <img src=x onerror="window.__xss=1">';
    const description = '<script>window.__xss=1</script><img src=x onerror="window.__xss=1"> Mô tả';
    const evil = product(5, {
      name,
      slug: productSlug(5, name),
      description,
      brand: { id: 2, name: '<i>Omega</i>', logo: null },
    });
    mockFetch({
      'GET /api/settings': { body: SETTINGS },
      'GET /api/products/5': { body: evil },
      'GET /api/products': { body: { products: [], total: 0 } },
    });
    renderStorefront(`/product/${evil.slug}`);
    expect(await screen.findByRole('heading', { level: 1, name })).toBeVisible();
    expect(screen.getByText(description)).toBeVisible();
    expect(screen.getAllByText('<i>Omega</i>').length).toBeGreaterThan(0);
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(document.querySelector('b, i:not([aria-hidden])')?.textContent ?? '').not.toBe('đậm');
    expect(document.body.querySelector('script')).toBeNull();
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
  });
});
