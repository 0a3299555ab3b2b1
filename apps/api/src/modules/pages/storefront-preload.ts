import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { productIdOfPath } from './product-meta.ts';

/**
 * What a storefront page needs before it can paint, sent with its HTML so the browser does not
 * discover it one round trip at a time (issue 4 "Speed"):
 * - `<link rel="modulepreload">` for the lazy chunks of the page (the storefront, and the product
 *   page's own chunk), read from Vite's build manifest; without them the browser learns of them only
 *   once the entry script has run;
 * - `<script type="application/json" id="page-data">`: the API's own answers to the public GETs the
 *   page makes first (the settings, the menu's categories, the product of a product page), keyed by
 *   the URL the app requests. The app takes each answer once instead of fetching it.
 */

/** The `id` of the page-data element; the web app reads it (apps/web/src/api/page-data.ts). */
export const PAGE_DATA_ID = 'page-data';

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

/** Which area a path belongs to: the back office and sign-in get nothing. */
export function storefrontPageOf(path: string): { chunks: string[]; data: string[] } | null {
  if (/^\/(admin|login)(\/|$)/.test(path)) return null;
  const productId = productIdOfPath(path);
  if (productId !== null) return { chunks: [STOREFRONT, PRODUCT_PAGE], data: [...EVERY_PAGE, `/api/products/${productId}`] };
  if (path === '/cart') return { chunks: [STOREFRONT, CART_PAGE], data: EVERY_PAGE };
  return { chunks: [STOREFRONT], data: EVERY_PAGE };
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
  return `<script type="application/json" id="${PAGE_DATA_ID}">${body.replace(/</g, '\\u003c')}</script>`;
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
