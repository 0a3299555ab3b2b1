import type { Product } from '@shop/core/schemas/product';
import type { SettingsMap } from '@shop/core/schemas/setting';
import { productHead } from '@shop/core/product-head';
import { escapeHtml, jsonForScript } from './html.ts';

export {
  DEFAULT_SHOP_NAME,
  META_DESCRIPTION_MAX,
  OG_IMAGE_HEIGHT,
  OG_IMAGE_WIDTH,
  ogImageUrl,
  ogImageVersion,
  productJsonLd,
} from '@shop/core/product-head';

/** `/product/{id}-{slug}` → id; null for any other path (and for `/product/{id}` alone, which the app sends to /products). */
export function productIdOfPath(path: string): number | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  const m = /^\/product\/(\d+)-[^/]+\/?$/.exec(decoded);
  if (!m) return null;
  const id = Number(m[1]);
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

/** The head tags of a product page as HTML: every value escaped, the JSON-LD cannot close its script. */
export function productHeadTags(product: Product, settings: SettingsMap, origin: string): string {
  return productHead(product, settings, origin)
    .map((t) => {
      switch (t.tag) {
        case 'title':
          return `<title>${escapeHtml(t.text)}</title>`;
        case 'meta':
          return `<meta ${t.attr}="${t.key}" content="${escapeHtml(t.content)}" />`;
        case 'link':
          return `<link rel="${t.rel}" href="${escapeHtml(t.href)}" />`;
        case 'json-ld':
          return `<script type="application/ld+json">${jsonForScript(t.data)}</script>`;
      }
    })
    .join('\n    ');
}

/** Tags of the template that the product's own tags replace. */
const REPLACED = [
  /<title\b[^>]*>[\s\S]*?<\/title>\s*/gi,
  /<meta\b[^>]*\bname\s*=\s*["'](?:description|twitter:[^"']*)["'][^>]*>\s*/gi,
  /<meta\b[^>]*\bproperty\s*=\s*["'](?:og|product):[^"']*["'][^>]*>\s*/gi,
  /<link\b[^>]*\brel\s*=\s*["']canonical["'][^>]*>\s*/gi,
  /<script\b[^>]*type\s*=\s*["']application\/ld\+json["'][^>]*>[\s\S]*?<\/script>\s*/gi,
];

/**
 * The app's index.html with the product's meta, for crawlers: the template's title,
 * description, canonical and social tags are replaced, the rest of the page is left as it is.
 * Every value is HTML-escaped; the JSON-LD cannot close its script element.
 */
export function renderProductMeta(product: Product, settings: SettingsMap, html: string, origin: string): string {
  let out = html;
  for (const re of REPLACED) out = out.replace(re, '');
  const tags = productHeadTags(product, settings, origin);
  const head = out.search(/<\/head>/i);
  // A function replacer: `$&`-like sequences in product text are never interpreted.
  if (head >= 0) return `${out.slice(0, head)}  ${tags}\n  ${out.slice(head)}`;
  return out.replace(/<body\b/i, () => `<head>${tags}</head><body`);
}
