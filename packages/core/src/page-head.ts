/**
 * The head of a product page (title, description, canonical, Open Graph, Twitter card, product
 * tags and the schema.org Product JSON-LD), described once as data and used on both sides: the
 * server writes it into the HTML of a direct visit (apps/api pages/html.ts `headHtml`), the browser
 * puts it into document.head after a client-side navigation (apps/web
 * storefront/components/use-page-head.ts). Every URL starts with the shop's configured public
 * address (`origin`).
 */
import { CURRENCIES } from './constants.ts';
import { discountedPrice, hasPrice } from './pricing.ts';
import type { Product } from './schemas/product.ts';
import type { SettingsMap } from './schemas/setting.ts';
import { readSellerIdentity } from './seller.ts';
import { productSlug } from './slug.ts';

/** The shop's name when the `store.name` setting is empty. */
const DEFAULT_SHOP_NAME = 'Đồng Hồ Sang Trọng';
export const OG_IMAGE_WIDTH = 1200;
export const OG_IMAGE_HEIGHT = 630;
const META_DESCRIPTION_MAX = 160;
/** `id` of the element in which the server gives a storefront page the shop's public address (JSON string). */
export const PUBLIC_URL_ELEMENT_ID = 'public-url';
/** Marks the head tags that belong to one page (the browser replaces them on a client-side navigation). */
export const PAGE_HEAD_ATTRIBUTE = 'data-page-head';

export type HeadTag =
  | { tag: 'title'; text: string }
  | { tag: 'meta'; attr: 'name' | 'property'; key: string; content: string }
  | { tag: 'link'; rel: 'canonical'; href: string }
  | { tag: 'json-ld'; data: Record<string, unknown> };

/**
 * Collapses white space and cuts the text at `max` characters (the descriptions of product pages
 * are cut at 160). A cut text ends at a word boundary when one is near, with "…", and the ellipsis
 * counts toward the limit.
 */
export function cutText(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = [...flat];
  if (chars.length <= max) return flat;
  const head = chars.slice(0, max - 1).join('');
  const space = head.lastIndexOf(' ');
  const cut = space >= max * 0.6 ? head.slice(0, space) : head;
  return `${cut.replace(/[\s,.;:!?-]+$/, '')}…`;
}

/**
 * Changes whenever the product's first image changes, so shared previews are refreshed: 12 hex
 * digits of a 53-bit string hash (cyrb53), the same in the browser and on the server.
 */
export function ogImageVersion(imagePath: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < imagePath.length; i++) {
    const ch = imagePath.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0').slice(-12);
}

function ogImageUrl(origin: string, product: Pick<Product, 'id' | 'images'>): string | null {
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
function productJsonLd(product: Product, settings: SettingsMap, origin: string): Record<string, unknown> {
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

/** The head of a product page, in document order. */
export function productHead(product: Product, settings: SettingsMap, origin: string): HeadTag[] {
  const shop = settings['store.name']?.trim() || DEFAULT_SHOP_NAME;
  const title = `${product.name} | ${shop}`;
  const description = cutText(product.description || `${product.name} chính hãng tại ${shop}`, META_DESCRIPTION_MAX);
  const url = `${origin}/product/${productSlug(product.id, product.name)}`;
  const image = ogImageUrl(origin, product);
  const prices = sellingPrices(product);
  const name = (key: string, content: string): HeadTag => ({ tag: 'meta', attr: 'name', key, content });
  const property = (key: string, content: string): HeadTag => ({ tag: 'meta', attr: 'property', key, content });
  const tags: HeadTag[] = [
    { tag: 'title', text: title },
    name('description', description),
    { tag: 'link', rel: 'canonical', href: url },
    property('og:type', 'product'),
    property('og:site_name', shop),
    property('og:locale', 'vi_VN'),
    property('og:title', title),
    property('og:description', description),
    property('og:url', url),
  ];
  if (image) {
    tags.push(
      property('og:image', image),
      property('og:image:type', 'image/jpeg'),
      property('og:image:width', String(OG_IMAGE_WIDTH)),
      property('og:image:height', String(OG_IMAGE_HEIGHT)),
      property('og:image:alt', product.name),
    );
  }
  if (prices.length) tags.push(property('product:price:amount', String(Math.min(...prices))));
  tags.push(
    property('product:price:currency', currencyOf(settings)),
    property('product:availability', product.available ? 'in stock' : 'out of stock'),
  );
  if (product.brand) tags.push(property('product:brand', product.brand.name));
  tags.push(
    name('twitter:card', image ? 'summary_large_image' : 'summary'),
    name('twitter:title', title),
    name('twitter:description', description),
  );
  if (image) tags.push(name('twitter:image', image));
  tags.push({ tag: 'json-ld', data: productJsonLd(product, settings, origin) });
  return tags;
}

/**
 * schema.org Organization of the shop, on every storefront page: its name, address and contacts, and
 * the seller's identity once the owner has filled it (legal name, registration number as `taxID`, the
 * registered address). Parts not set are left out.
 */
export function organizationJsonLd(settings: SettingsMap, origin: string): Record<string, unknown> {
  const seller = readSellerIdentity(settings);
  const value = (key: string) => settings[key]?.trim() ?? '';
  const ld: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: value('store.name') || DEFAULT_SHOP_NAME,
    url: `${origin}/`,
  };
  if (seller.legalName) ld.legalName = seller.legalName;
  if (seller.registrationNumber) ld.taxID = seller.registrationNumber;
  if (seller.street || seller.ward || seller.province) {
    ld.address = {
      '@type': 'PostalAddress',
      ...(seller.street && { streetAddress: seller.street }),
      ...(seller.ward && { addressLocality: seller.ward }),
      ...(seller.province && { addressRegion: seller.province }),
      addressCountry: 'VN',
    };
  }
  if (value('store.phone')) ld.telephone = value('store.phone');
  if (value('store.email')) ld.email = value('store.email');
  return ld;
}
