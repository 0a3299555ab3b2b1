import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signOutStore } from '../../test/auth-fixtures';
import { mockFetch } from '../../test/fetch-mock';
import { renderRoute } from '../components/storefront-test-utils';
import { StorefrontLayout } from './storefront-layout';

/** ASVS 5.0 V1.2.1: settings values (contact details) are shown as text; a javascript: link is not used. */
describe('footer shows HTML in settings as text', { timeout: 20_000 }, () => {
  it('renders tags in the address and names literally and never links to javascript:', async () => {
    signOutStore();
    const address = '<img src=x onerror="window.__xss=1"><script>window.__xss=1</script>123 Đồng Khởi';
    mockFetch({
      'GET /api/settings': {
        body: {
          'contact.address.address': address,
          'contact.facebook.name': '<b>Trang</b>',
          'contact.facebook.link': 'javascript:alert(1)',
          'contact.phone.number': '0901 234 567',
        },
      },
      'GET /api/categories': { body: [] },
    });
    renderRoute(
      <StorefrontLayout>
        <h1>Nội dung</h1>
      </StorefrontLayout>,
      { path: '/products' },
    );
    expect(await screen.findByText(address)).toBeVisible();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(document.body.querySelector('script')).toBeNull();
    expect(document.querySelector('a[href^="javascript:"]')).toBeNull();
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
  });
});
