import { createHash } from 'node:crypto';
import { CURRENCIES } from '@shop/core/constants';
import { discountedPrice, hasPrice } from '@shop/core/pricing';
import type { Product } from '@shop/core/schemas/product';
import type { SettingsMap } from '@shop/core/schemas/setting';
import { productSlug } from '@shop/core/slug';
import { cutText, escapeHtml, jsonForScript } from './html.ts';

/** The shop's name when the `store.name` setting is empty. */
export const DEFAULT_SHOP_NAME = 'Đồng Hồ Sang Trọng';
export const OG_IMAGE_WIDTH = 1200;
export const OG_IMAGE_HEIGHT = 630;
export const META_DESCRIPTION_MAX = 160;

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

/** Changes whenever the product's first image changes, so shared previews are refreshed. */
export function ogImageVersion(imagePath: string): string {
  return createHash('sha256').update(imagePath).digest('hex').slice(0, 12);
}

export function ogImageUrl(origin: string, product: Pick<Product, 'id' | 'images'>): string | null {
  const first = product.images[0];
  return first ? `${origin}/api/pages/og/${product.id}.jpg?v=${ogImageVersion(first)}` : null;
}

const absolute = (origin: string, path: string) =>
  /^https?:\/\//i.test(path) ? path : `${origin}${path.startsWith('/') ? '' : '/'}${path}`;

function currencyOf(settings: SettingsMap): string {
  const code = settings['currency.code'];
  return CURRENCIES.some((c) => c.code === code) ? code! : 'VND';
}

/** Selling prices (after discount) of the variants that have a price; "Liên Hệ" variants have none. */
function sellingPrices(product: Product): number[] {
  return (product.variants ?? []).filter((v) => hasPrice(v.price)).map((v) => discountedPrice(v.price!, v.discount));
}

/** schema.org Product (name, price, description, images, brand, category). */
export function productJsonLd(product: Product, settings: SettingsMap, origin: string): Record<string, unknown> {
  const url = `${origin}/product/${productSlug(product.id, product.name)}`;
  const currency = currencyOf(settings);
  const availability = `https://schema.org/${product.available ? 'InStock' : 'OutOfStock'}`;
  const prices = sellingPrices(product);
  const low = prices.length ? Math.min(...prices) : null;
  const high = prices.length ? Math.max(...prices) : null;
  const ld: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    sku: String(product.id),
    url,
    image: product.images.map((p) => absolute(origin, p)),
  };
  if (product.brand) ld.brand = { '@type': 'Brand', name: product.brand.name };
  if (product.category) ld.category = product.category.name;
  if (low !== null && high !== null) {
    ld.offers =
      low === high
        ? {
            '@type': 'Offer',
            url,
            price: low,
            priceCurrency: currency,
            availability,
            itemCondition: 'https://schema.org/NewCondition',
          }
        : {
            '@type': 'AggregateOffer',
            url,
            lowPrice: low,
            highPrice: high,
            offerCount: prices.length,
            priceCurrency: currency,
            availability,
          };
  }
  return ld;
}

const meta = (attr: 'name' | 'property', key: string, content: string) =>
  `<meta ${attr}="${key}" content="${escapeHtml(content)}" />`;

/** The head tags of a product page: title, description, canonical, Open Graph, Twitter card and JSON-LD. */
export function productHeadTags(product: Product, settings: SettingsMap, origin: string): string {
  const shop = settings['store.name']?.trim() || DEFAULT_SHOP_NAME;
  const title = `${product.name} | ${shop}`;
  const description = cutText(product.description || `${product.name} chính hãng tại ${shop}`, META_DESCRIPTION_MAX);
  const url = `${origin}/product/${productSlug(product.id, product.name)}`;
  const image = ogImageUrl(origin, product);
  const prices = sellingPrices(product);
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta('property', 'og:type', 'product'),
    meta('property', 'og:site_name', shop),
    meta('property', 'og:locale', 'vi_VN'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
  ];
  if (image) {
    tags.push(
      meta('property', 'og:image', image),
      meta('property', 'og:image:type', 'image/jpeg'),
      meta('property', 'og:image:width', String(OG_IMAGE_WIDTH)),
      meta('property', 'og:image:height', String(OG_IMAGE_HEIGHT)),
      meta('property', 'og:image:alt', product.name),
    );
  }
  if (prices.length) tags.push(meta('property', 'product:price:amount', String(Math.min(...prices))));
  tags.push(
    meta('property', 'product:price:currency', currencyOf(settings)),
    meta('property', 'product:availability', product.available ? 'in stock' : 'out of stock'),
  );
  if (product.brand) tags.push(meta('property', 'product:brand', product.brand.name));
  tags.push(
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
  );
  if (image) tags.push(meta('name', 'twitter:image', image));
  tags.push(`<script type="application/ld+json">${jsonForScript(productJsonLd(product, settings, origin))}</script>`);
  return tags.join('\n    ');
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
