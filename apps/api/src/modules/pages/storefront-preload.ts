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
 * What a storefront page the browser renders (the cart, an order page; any page when server-side rendering,
 * storefront-render.ts, is not available or fails) needs before it can paint, sent with its HTML so
 * the browser does not discover it one round trip at a time:
 * - `<link rel="modulepreload">` (and style sheets) for the lazy chunks of the page, as the render
 *   bundle names them (`pageModules`, keys of Vite's build manifest) and the manifest lists their
 *   files and imports; without them the browser learns of them only once the entry script has run;
 * - `<link rel="preload" as="image">` for the page's main image (the product's first image, the
 *   catalogue's first card), with the srcset and sizes the app gives it.
 */

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

/** Asks search engines to leave a page out of their results: pages about one shopper's order. */
export const NOINDEX_META = '<meta name="robots" content="noindex, nofollow">';

export interface StorefrontPage {
  /**
   * Whether the server renders its content. Not the cart: its lines are on the shopper's device,
   * and a server-rendered empty cart would show before them. The checkout is rendered without its
   * lines (its form and a placeholder of the summary; the browser fills in the cart's lines).
   */
  rendered: boolean;
  /** Kept out of search results (NOINDEX_META): the checkout, a shopper's order, the favourites. */
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
      rendered: true,
      mainImage: { url: product, from: 'product', sizes: GALLERY_IMAGE_SIZES },
    };
  }
  const category = /^\/categories\/([^/]+)\/?$/.exec(path);
  if (path === '/products' || category) {
    const state = parseCatalogue(new URLSearchParams(search), categoryFromPath(category?.[1]));
    const list = `/api/products${queryString(productListQuery(toProductFilters(state)))}`;
    return {
      rendered: true,
      mainImage: { url: list, from: 'list', sizes: CARD_IMAGE_SIZES },
    };
  }
  if (path === '/cart') return { rendered: false };
  // The checkout is rendered without the cart (on the device; the browser fills in its lines), and
  // an order page needs the shopper's phone number (rendered in the browser): neither belongs in a
  // search engine.
  if (path === '/checkout') return { rendered: true, noindex: true };
  if (/^\/order\/[^/]+\/?$/.test(path)) return { rendered: false, noindex: true };
  // Favourites are kept on the shopper's device: rendered in the browser, and the same empty page
  // for every crawler, so kept out of search results.
  if (path === '/favourites') return { rendered: false, noindex: true };
  return { rendered: true };
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
 * The files to load for the manifest entries `keys` (each with its static imports): scripts and
 * style sheets, minus what the HTML already loads (the entry and its imports). Empty without a manifest.
 */
export function chunkFiles(manifest: Manifest, keys: string[]): { scripts: string[]; styles: string[] } {
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
  const chunks = [...wanted].filter((k) => !loaded.has(k)).map((k) => manifest[k]!);
  const loadedStyles = new Set([...loaded].flatMap((k) => manifest[k]!.css ?? []));
  return {
    scripts: chunks.map((c) => c.file),
    styles: [...new Set(chunks.flatMap((c) => c.css ?? []))].filter((f) => !loadedStyles.has(f)),
  };
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

/** The tags that load `files` (chunkFiles) early. */
export function chunkPreloads({ scripts, styles }: { scripts: string[]; styles: string[] }): string {
  return [
    ...styles.map((f) => `<link rel="stylesheet" crossorigin href="/${escapeHtml(f)}">`),
    ...scripts.map((f) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(f)}">`),
  ].join('\n    ');
}
