import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PAGE_DATA_ELEMENT_ID } from '@shop/core/constants';
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
 * What a storefront page needs before it can paint, sent with its HTML so the browser does not
 * discover it one round trip at a time (issue 4 "Speed"):
 * - `<link rel="modulepreload">` for the lazy chunks of the page (the storefront, and the product
 *   page's own chunk), read from Vite's build manifest; without them the browser learns of them only
 *   once the entry script has run;
 * - `<script type="application/json" id="page-data">`: the API's own answers to the public GETs the
 *   page makes first (the settings, the menu's categories, the product of a product page, the
 *   catalogue's first page and its filters), keyed by the URL the app requests (built by the same
 *   core functions). The app takes each answer once instead of fetching it;
 * - `<link rel="preload" as="image">` for the page's main image (the product's first image, the
 *   catalogue's first card), with the srcset and sizes the app gives it.
 */

/** API URLs (as the app requests them) that every storefront page asks for first. */
const EVERY_PAGE = ['/api/settings', '/api/categories'];

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

export interface StorefrontPage {
  /** Manifest keys of the lazy chunks the page runs. */
  chunks: string[];
  /** API URLs to answer with the page. */
  data: string[];
  /** Where the main image comes from: the answer of that URL, as a product or a product list. */
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
      data: [...EVERY_PAGE, product],
      mainImage: { url: product, from: 'product', sizes: GALLERY_IMAGE_SIZES },
    };
  }
  const category = /^\/categories\/([^/]+)\/?$/.exec(path);
  if (path === '/products' || category) {
    const state = parseCatalogue(new URLSearchParams(search), categoryFromPath(category?.[1]));
    const list = `/api/products${queryString(productListQuery(toProductFilters(state)))}`;
    return {
      chunks: [STOREFRONT, CATALOGUE_PAGE],
      data: [...EVERY_PAGE, list, '/api/brands/active', '/api/sub-brands/active'],
      mainImage: { url: list, from: 'list', sizes: CARD_IMAGE_SIZES },
    };
  }
  if (path === '/cart') return { chunks: [STOREFRONT, CART_PAGE], data: EVERY_PAGE };
  if (path === '/') return { chunks: [STOREFRONT, HOME_PAGE], data: EVERY_PAGE };
  return { chunks: [STOREFRONT], data: EVERY_PAGE };
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

/**
 * The page-data element: `{url: answer}`, the answers being the API's JSON text as it is. `<`
 * only occurs inside JSON strings, where `\u003c` means the same, so nothing can close the element.
 */
export function pageDataScript(answers: [url: string, json: string][]): string {
  const body = `{${answers.map(([url, json]) => `${JSON.stringify(url)}:${json}`).join(',')}}`;
  return `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${body.replace(/</g, '\\u003c')}</script>`;
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
