/**
 * What a storefront page needs before it can be rendered on the server (entry-server.tsx), by its
 * URL: the queries its components will ask for, made from the same query option factories the
 * components use (so their keys match), and the lazy chunks it runs (as Vite's build manifest names
 * them: the source path of the module under apps/web). The server loads the data first and then
 * renders the page once; a query a component asks for and that is not loaded here leaves the page
 * to the browser (entry-server.tsx checks), so a page added to storefront-app.tsx needs its line here.
 */
import { categoryFromPath, parseCatalogue, toProductFilters } from '@shop/core/catalogue';
import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { brandsQueryOptions } from '../api/brands';
import { categoriesQueryOptions } from '../api/categories';
import { featuredProductsQueryOptions, productQueryOptions, productsQueryOptions } from '../api/products';
import { settingsQueryOptions } from '../api/settings';
import { subBrandsQueryOptions } from '../api/sub-brands';
import { productRoute } from './product/product-route';
import { relatedProductsQueryOptions } from './product/related-products';

/** Manifest keys of the storefront's lazy chunks (storefront-app.tsx imports each). */
const STOREFRONT_MODULES = {
  storefront: 'src/storefront/storefront-app.tsx',
  home: 'src/storefront/home/home-page.tsx',
  catalogue: 'src/storefront/catalogue/catalogue-page.tsx',
  product: 'src/storefront/product/product-page.tsx',
  cart: 'src/storefront/cart/cart-page.tsx',
  checkout: 'src/storefront/checkout/checkout-page.tsx',
  order: 'src/storefront/order/order-page.tsx',
  /** Tra cứu đơn hàng and Tra cứu bảo hành: one chunk. */
  lookups: 'src/storefront/lookups.tsx',
  favourites: 'src/storefront/favourites/favourites-page.tsx',
  storePages: 'src/storefront/about/store-pages.tsx',
  policy: 'src/storefront/policies/policy-page.tsx',
  dataRequest: 'src/storefront/privacy/data-request-page.tsx',
} as const;

type Prefetch = (
  client: QueryClient,
  params: Record<string, string | undefined>,
  search: URLSearchParams,
) => Promise<void>;

interface StorefrontRoute {
  path: string;
  module: keyof typeof STOREFRONT_MODULES;
  /** The queries of the page itself (the layout's are always loaded). */
  prefetch?: Prefetch;
}

const catalogue: Prefetch = async (client, params, search) => {
  const state = parseCatalogue(search, categoryFromPath(params.category));
  await Promise.all([
    client.prefetchQuery(productsQueryOptions(toProductFilters(state))),
    client.prefetchQuery(brandsQueryOptions('active')),
    client.prefetchQuery(subBrandsQueryOptions(true)),
  ]);
};

/** The routes of storefront-app.tsx, in its order. */
const ROUTES: StorefrontRoute[] = [
  {
    path: '/',
    module: 'home',
    prefetch: async (client) => {
      await Promise.all([
        client.prefetchQuery(featuredProductsQueryOptions()),
        client.prefetchQuery(brandsQueryOptions('homepage')),
      ]);
    },
  },
  { path: '/products', module: 'catalogue', prefetch: catalogue },
  { path: '/categories/:category', module: 'catalogue', prefetch: catalogue },
  {
    path: '/product/:slug',
    module: 'product',
    prefetch: async (client, params) => {
      const route = productRoute(params.slug);
      if (route.kind !== 'product') return;
      // The related products are those of the product's category: asked for once it is known.
      const product = await client.fetchQuery(productQueryOptions(route.id)).catch(() => null);
      const categoryId = product?.categoryId ?? null;
      if (categoryId !== null) await client.prefetchQuery(relatedProductsQueryOptions(categoryId));
    },
  },
  { path: '/cart', module: 'cart' },
  { path: '/checkout', module: 'checkout' },
  { path: '/order/:code', module: 'order' },
  { path: '/track-order', module: 'lookups' },
  { path: '/bao-hanh', module: 'lookups' },
  { path: '/favourites', module: 'favourites' },
  { path: '/about', module: 'storePages' },
  { path: '/contact', module: 'storePages' },
  { path: '/yeu-cau-du-lieu', module: 'dataRequest' },
  {
    path: '/chinh-sach/:slug',
    module: 'policy',
    prefetch: async (client, params, search) => {
      // Loaded with the policy page, not in every page's first JavaScript (the budget of `/`).
      const [{ isPolicySlug, policyVersionParam }, { policyQueryOptions }] = await Promise.all([
        import('@shop/core/policies'),
        import('../api/policies'),
      ]);
      const slug = params.slug ?? '';
      if (!isPolicySlug(slug)) return;
      await client.prefetchQuery(policyQueryOptions(slug, policyVersionParam(search.get('v'))));
    },
  },
];

function routeOf(url: string) {
  const { pathname, search } = new URL(url, 'http://shop.invalid');
  for (const route of ROUTES) {
    const match = matchPath(route.path, pathname);
    if (match) return { route, params: match.params, search: new URLSearchParams(search) };
  }
  return null;
}

/** Loads into `client` what the storefront page at `url` (path and query) shows. */
export async function prefetchPage(client: QueryClient, url: string): Promise<void> {
  const found = routeOf(url);
  await Promise.all([
    // The layout: the header's menu and the shop's settings.
    client.prefetchQuery(settingsQueryOptions()),
    client.prefetchQuery(categoriesQueryOptions()),
    found?.route.prefetch?.(client, found.params, found.search),
  ]);
}

/** Manifest keys of the lazy chunks the storefront page at `url` runs (none for the back office and sign-in). */
export function pageModules(url: string): string[] {
  const { pathname } = new URL(url, 'http://shop.invalid');
  if (matchPath('/admin/*', pathname) || matchPath('/login', pathname)) return [];
  const found = routeOf(url);
  return [STOREFRONT_MODULES.storefront, ...(found ? [STOREFRONT_MODULES[found.route.module]] : [])];
}
