import { PRODUCT_EXAMPLE } from '@shop/core/examples/product';
import type { Product } from '@shop/core/schemas/product';
import type { Variant } from '@shop/core/schemas/variant';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { Toaster } from 'sonner';
import { CartPage } from '../cart/cart-page';
import { ProductPage } from './product-page';

/** Contact and currency settings as GET /api/settings answers them. */
export const SETTINGS = {
  'store.name': 'Đồng Hồ Sang Trọng',
  'currency.code': 'VND',
  'currency.symbol': '₫',
  'contact.address.address': '123 Đồng Khởi, Quận 1, TP. Hồ Chí Minh',
  'contact.phone.number': '0901 234 567',
  'contact.phone.description': 'Hotline tư vấn (8:00 - 22:00)',
  'contact.zalo.name': 'Đồng Hồ Sang Trọng',
  'contact.zalo.link': 'https://zalo.me/0901234567',
  'contact.messenger.link': 'https://m.me/donghosangtrong',
};

export function variant(id: number, productId: number, over: Partial<Variant> = {}): Variant {
  const size = over.size ?? { id: id * 10, name: `${38 + id}mm`, diameter: `${38 + id} mm` };
  return {
    id,
    productId,
    name: `${size.name} Đen`,
    sizeId: size.id,
    price: 10_000_000,
    discount: 0,
    color: 'Đen',
    size,
    ...over,
  };
}

/** The example product (a Omega diver) as product `id`, its two variants priced as the page shows them. */
export function product(id: number, over: Partial<Product> = {}): Product {
  return {
    ...PRODUCT_EXAMPLE,
    id,
    slug: `${id}-dong-ho-omega-seamaster-diver`,
    name: 'Đồng hồ Omega Seamaster Diver',
    description: 'Đồng hồ lặn chuyên nghiệp với bộ máy Co-Axial Master Chronometer.',
    images: [`/uploads/anh-${id}-a.webp`, `/uploads/anh-${id}-b.webp`],
    subBrand: null,
    variants: [
      variant(1, id, { price: 142_000_000, discount: 10, color: 'Đen' }),
      variant(2, id, { price: 148_000_000, discount: 0, color: 'Xanh dương' }),
    ],
    ...over,
  };
}

/** Shows where the router went (a stand-in for the catalogue, which is not under test here). */
function Elsewhere() {
  const location = useLocation();
  return <h1>Trang khác: {`${location.pathname}${location.search}`}</h1>;
}

/** The storefront's product and cart routes on a memory router, with a fresh query cache and toasts. */
export function renderStorefront(entry: string | string[]) {
  const entries = Array.isArray(entry) ? entry : [entry];
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path: '/product/:slug', element: <ProductPage /> },
      { path: '/cart', element: <CartPage /> },
      { path: '*', element: <Elsewhere /> },
    ],
    { initialEntries: entries, initialIndex: entries.length - 1 },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { router, user: userEvent.setup() };
}
