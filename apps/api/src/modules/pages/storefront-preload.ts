import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  categoryFromPath,
  parseCatalogue,
  productListQuery,
  queryString,
  toProductFilters,
} from '@shop/core/catalogue';
import { CARD_IMAGE_SIZES, GALLERY_IMAGE_SIZES, responsiveSrcSet } from '@shop/core/responsive-image';
import { escapeHtml } from './html.ts';
import { productIdOfPath } from './product-meta.ts';

/**
 * What a storefront page the browser renders (the cart; any page when server-side rendering,
 * storefront-render.ts, is not available or fails) needs before it can paint, sent with its HTML so
 * the browser does not discover it one round trip at a time:
 * - `<link rel="modulepreload">` for the lazy chunks of the page (the storefront, and the product
 *   page's own chunk), read from Vite's build manifest; without them the browser learns of them only
 *   once the entry script has run, and cannot hydrate the page before;
 * - `<link rel="preload" as="image">` for the page's main image (the product's first image, the
 *   catalogue's first card), with the srcset and sizes the app gives it.
 */

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

const STOREFRONT = 'src/storefront/storefront-app.tsx';
const PRODUCT_PAGE = 'src/storefront/product/product-page.tsx';
const CART_PAGE = 'src/storefront/cart/cart-page.tsx';
const HOME_PAGE = 'src/storefront/home/home-page.tsx';
const CATALOGUE_PAGE = 'src/storefront/catalogue/catalogue-page.tsx';
const CHECKOUT_PAGE = 'src/storefront/checkout/checkout-page.tsx';
const ORDER_PAGE = 'src/storefront/order/order-page.tsx';
const TRACK_ORDER_PAGE = 'src/storefront/track-order/track-order-page.tsx';

/** Asks search engines to leave a page out of their results: pages about one shopper's order. */
export const NOINDEX_META = '<meta name="robots" content="noindex, nofollow">';

export interface StorefrontPage {
  /** Manifest keys of the lazy chunks the page runs. */
  chunks: string[];
  /**
   * Whether the server renders its content. Not the cart: its lines are on the shopper's device,
   * and a server-rendered empty cart would show before them.
   */
  rendered: boolean;
  /** Kept out of search results (NOINDEX_META): the checkout and a shopper's order. */
  noindex?: boolean;
  /**
   * Where the main image comes from: the answer of that API URL (as the app requests it, built by
   * the same core functions), as a product or a product list.
   */
  mainImage?: { url: string; from: 'product' | 'list'; sizes: string };
}

/** What a page of the storefront needs first; null for the back office and sign-in. */
export function storefrontPageOf(url: string): StorefrontPage | null {
  const [path = '/', search = ''] = url.split('?', 2) as [string, string?];
  if (/^\/(admin|login)(\/|$)/.test(path)) return null;
  const productId = productIdOfPath(path);
  if (productId !== null) {
    const product = `/api/products/${productId}`;
    return {
      chunks: [STOREFRONT, PRODUCT_PAGE],
      rendered: true,
      mainImage: { url: product, from: 'product', sizes: GALLERY_IMAGE_SIZES },
    };
  }
  const category = /^\/categories\/([^/]+)\/?$/.exec(path);
  if (path === '/products' || category) {
    const state = parseCatalogue(new URLSearchParams(search), categoryFromPath(category?.[1]));
    const list = `/api/products${queryString(productListQuery(toProductFilters(state)))}`;
    return {
      chunks: [STOREFRONT, CATALOGUE_PAGE],
      rendered: true,
      mainImage: { url: list, from: 'list', sizes: CARD_IMAGE_SIZES },
    };
  }
  if (path === '/cart') return { chunks: [STOREFRONT, CART_PAGE], rendered: false };
  // The checkout works on the cart, and an order page needs the shopper's phone number: both are
  // rendered in the browser, and neither belongs in a search engine.
  if (path === '/checkout') return { chunks: [STOREFRONT, CHECKOUT_PAGE], rendered: false, noindex: true };
  if (/^\/order\/[^/]+\/?$/.test(path)) return { chunks: [STOREFRONT, ORDER_PAGE], rendered: false, noindex: true };
  if (path === '/track-order') return { chunks: [STOREFRONT, TRACK_ORDER_PAGE], rendered: true };
  if (path === '/') return { chunks: [STOREFRONT, HOME_PAGE], rendered: true };
  return { chunks: [STOREFRONT], rendered: true };
}

/** The first image of a product answer or of a list answer's first product. */
export function mainImageOf(json: string, from: 'product' | 'list'): string | null {
  try {
    const data = JSON.parse(json) as { images?: unknown; products?: { images?: unknown }[] };
    const images = from === 'product' ? data.images : data.products?.[0]?.images;
    return Array.isArray(images) && typeof images[0] === 'string' ? images[0] : null;
  } catch {
    return null;
  }
}

/** A high-priority preload of an image, with the srcset and sizes the app will give it. */
export function imagePreload(src: string, sizes: string): string {
  const srcset = responsiveSrcSet(src);
  const attrs = srcset
    ? `imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(sizes)}"`
    : `href="${escapeHtml(src)}"`;
  return `<link rel="preload" as="image" ${attrs} fetchpriority="high">`;
}

/**
 * The chunk files to preload for the manifest entries `keys` (each with its static imports), minus
 * what the HTML already loads (the entry and its imports). Empty without a manifest.
 */
export function chunkFiles(manifest: Manifest, keys: string[]): string[] {
  const entry = Object.entries(manifest).find(([, c]) => c.isEntry);
  const loaded = new Set<string>();
  const walk = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(key)) return;
    into.add(key);
    for (const dep of chunk.imports ?? []) walk(dep, into);
  };
  if (entry) walk(entry[0], loaded);
  const wanted = new Set<string>();
  for (const key of keys) walk(key, wanted);
  return [...wanted].filter((k) => !loaded.has(k)).map((k) => manifest[k]!.file);
}

export function readManifest(dist: string): Manifest {
  const file = join(dist, '.vite', 'manifest.json');
  if (!existsSync(file)) return {};
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  } catch {
    return {};
  }
}

export function modulePreloads(files: string[]): string {
  return files.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`).join('\n    ');
}

/** Puts `tags` at the end of the head. */
export function intoHead(html: string, tags: string): string {
  const head = html.search(/<\/head>/i);
  if (head < 0 || !tags) return html;
  return `${html.slice(0, head)}  ${tags}\n  ${html.slice(head)}`;
}
