/**
 * Test helpers of the storefront (only imported by *.test.tsx): render a screen inside a memory
 * router and a fresh query client (no retries), and build products as the API sends them.
 */
import type { Product } from '@shop/core/schemas/product';
import type { Variant } from '@shop/core/schemas/variant';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';

// Whole screens on a machine shared by several test runs: allow for slow role queries.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

function testQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 30_000 }, mutations: { retry: false } },
  });
}

/**
 * Renders `element` at `path` (matched by `routePath`, default "*"); other routes can be added.
 * Returns the router (its `state.location` is what the URL shows) and a user-event instance.
 */
export function renderRoute(
  element: ReactNode,
  { path = '/', routePath = '*', routes = [] }: { path?: string; routePath?: string; routes?: RouteObject[] } = {},
) {
  const router = createMemoryRouter([{ path: routePath, element }, ...routes], { initialEntries: [path] });
  const queryClient = testQueryClient();
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...utils, router, queryClient, user: userEvent.setup() };
}

/** `?a=b…` of the router's current location, decoded for readable assertions. */
export const currentSearch = (router: { state: { location: { search: string } } }) =>
  decodeURIComponent(router.state.location.search);

let nextId = 1000;

export function makeVariant(overrides: Partial<Variant> = {}): Variant {
  const id = overrides.id ?? nextId++;
  return {
    id,
    productId: 1,
    name: '40mm Đen',
    sizeId: 4,
    price: 12_500_000,
    discount: 0,
    color: 'Đen',
    size: { id: 4, name: '40mm', diameter: '40 mm' },
    ...overrides,
  };
}

export function makeProduct(overrides: Partial<Product> = {}): Product {
  const id = overrides.id ?? nextId++;
  const name = overrides.name ?? `Đồng hồ mẫu ${id}`;
  const variants = overrides.variants ?? [makeVariant({ productId: id })];
  const prices = variants.map((v) => v.price ?? 0).filter((p) => p > 0);
  return {
    id,
    slug: `${id}-dong-ho-mau-${id}`,
    name,
    description: 'Mô tả',
    images: [`/uploads/anh-${id}.webp`],
    brandId: 1,
    subBrandId: null,
    categoryId: 1,
    sizeId: 4,
    gender: 'male',
    inStock: true,
    available: true,
    featured: false,
    warrantyMonths: null,
    lowestPrice: prices.length ? Math.min(...prices) : null,
    highestPrice: prices.length ? Math.max(...prices) : null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    brand: { id: 1, name: 'Rolex', logo: null },
    subBrand: null,
    category: { id: 1, name: 'Đồng hồ Nam', icon: null },
    variants,
    ...overrides,
  };
}
