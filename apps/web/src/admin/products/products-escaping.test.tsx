import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser } from '../../test/auth-fixtures';
import { mockFetch } from '../../test/fetch-mock';
import { ALL, renderScreen, rights } from '../components/test-render';
import { lookups, managedProduct, manageList } from './catalogue-fixtures';
import { ProductsPage } from './products-page';

/** ASVS 5.0 V1.2.1 in the back office: HTML in product text is shown as text, never run as markup. */
describe('product cards show HTML as text', { timeout: 20_000 }, () => {
  it('renders tags in the name and description literally', async () => {
    const name = '<img src=x onerror="window.__xss=1">Đồng hồ';
    const description = '<script>window.__xss=1</script><b>đậm</b>';
    mockFetch({
      ...lookups,
      'GET /api/rights/role-permissions/1': rights({ products: ALL }),
      'GET /api/products/manage': { body: manageList([managedProduct(1, { name, description })]) },
    });
    renderScreen(<ProductsPage />, { user: adminUser, path: '/admin/products' });
    expect(await screen.findByText(name)).toBeVisible();
    expect(screen.getByText(description)).toBeVisible();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(document.body.querySelector('script')).toBeNull();
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
  });
});
