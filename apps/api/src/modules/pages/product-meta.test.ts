import { PRODUCT_EXAMPLE } from '@shop/core/examples/product';
import type { Product } from '@shop/core/schemas/product';
import { describe, expect, it } from 'vitest';
import { cutText, ogImageVersion, productHead } from '@shop/core/page-head';
import type { SettingsMap } from '@shop/core/schemas/setting';
import { escapeHtml, headHtml, jsonForScript } from './html.ts';
import { productIdOfPath } from './product-meta.ts';
import { buildRobots, buildSitemap } from './sitemap.ts';

const ORIGIN = 'https://shop.example.vn';

/** A product page's head as the server writes it (@shop/core/page-head described, html.ts written). */
const renderProductMeta = (p: Product, settings: SettingsMap) => headHtml(productHead(p, settings, ORIGIN));
const SETTINGS = { 'store.name': 'Đồng Hồ Sang Trọng', 'currency.code': 'VND' };

const product = (over: Partial<Product> = {}): Product => ({ ...PRODUCT_EXAMPLE, ...over });

const decode = (s: string) =>
  s
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)))
    .replace(/&(amp|lt|gt|quot);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"' })[e]!);

/** Reads the head the way a crawler does: tag by tag, attribute values decoded. */
function head(html: string) {
  const tags = [...html.matchAll(/<(meta|link)\b([^>]*)>/gi)].map((m) =>
    Object.fromEntries([...m[2]!.matchAll(/([\w:-]+)\s*=\s*"([^"]*)"/g)].map((a) => [a[1]!, decode(a[2]!)])),
  );
  const metaOf = (key: string) => tags.find((t) => t.property === key || t.name === key)?.content ?? null;
  const count = (key: string) => tags.filter((t) => t.property === key || t.name === key).length;
  const ld = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
  const titles = [...html.matchAll(/<title>([\s\S]*?)<\/title>/g)].map((m) => decode(m[1]!));
  return {
    metaOf,
    count,
    ld,
    titles,
    title: titles[0],
    scripts: html.match(/<script\b/gi)?.length ?? 0,
    canonical: tags.find((t) => t.rel === 'canonical')?.href,
  };
}

describe('the head of a product page', () => {
  it('has the title and description, canonical, Open Graph and the Product JSON-LD', () => {
    const html = renderProductMeta(product(), SETTINGS);
    const h = head(html);
    expect(h.title).toBe('Đồng hồ Omega Seamaster | Đồng Hồ Sang Trọng');
    expect(h.titles).toHaveLength(1);
    expect(h.count('description')).toBe(1);
    expect(h.metaOf('description')).toBe('Đồng hồ lặn chuyên nghiệp với bộ máy Co-Axial.');
    expect(h.canonical).toBe(`${ORIGIN}/product/7-dong-ho-omega-seamaster`);
    expect(h.metaOf('og:type')).toBe('product');
    expect(h.metaOf('og:title')).toBe('Đồng hồ Omega Seamaster | Đồng Hồ Sang Trọng');
    expect(h.metaOf('og:url')).toBe(`${ORIGIN}/product/7-dong-ho-omega-seamaster`);
    expect(h.metaOf('og:image')).toBe(`${ORIGIN}/api/pages/og/7.jpg?v=${ogImageVersion(product().images[0]!)}`);
    expect(h.metaOf('og:image:width')).toBe('1200');
    expect(h.metaOf('og:image:height')).toBe('630');
    expect(h.metaOf('product:price:currency')).toBe('VND');
    expect(h.metaOf('product:price:amount')).toBe(String(127_800_000));
  });

  it('describes the product in JSON-LD: name, prices after discount in VND, availability, images, brand, category', () => {
    const [ld] = head(renderProductMeta(product(), SETTINGS)).ld;
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Đồng hồ Omega Seamaster',
      description: 'Đồng hồ lặn chuyên nghiệp với bộ máy Co-Axial.',
      sku: '7',
      url: `${ORIGIN}/product/7-dong-ho-omega-seamaster`,
      image: product().images.map((p) => `${ORIGIN}${p}`),
      brand: { '@type': 'Brand', name: 'Omega' },
      category: 'Đồng hồ Thể Thao',
      offers: {
        '@type': 'AggregateOffer',
        url: `${ORIGIN}/product/7-dong-ho-omega-seamaster`,
        lowPrice: 127_800_000,
        highPrice: 148_000_000,
        offerCount: 2,
        priceCurrency: 'VND',
        availability: 'https://schema.org/InStock',
      },
    });
  });

  it('gives one price as an Offer, and marks a product out of stock', () => {
    const p = product({
      available: false,
      variants: [{ id: 1, productId: 7, name: '40mm', sizeId: 1, price: 10_000_000, discount: 0, color: null }],
    });
    const h = head(renderProductMeta(p, SETTINGS));
    expect(h.ld[0]!.offers).toMatchObject({
      '@type': 'Offer',
      price: 10_000_000,
      priceCurrency: 'VND',
      availability: 'https://schema.org/OutOfStock',
    });
    expect(h.metaOf('product:availability')).toBe('out of stock');
  });

  it('leaves the offer out for a Liên Hệ product (no priced variant)', () => {
    const p = product({
      variants: [{ id: 1, productId: 7, name: '40mm', sizeId: 1, price: 0, discount: 0, color: null }],
    });
    const h = head(renderProductMeta(p, SETTINGS));
    expect(h.ld[0]).not.toHaveProperty('offers');
    expect(h.metaOf('product:price:amount')).toBeNull();
  });

  it('cuts the description at 160 characters', () => {
    const long = `${'Đồng hồ lặn chuyên nghiệp với bộ máy Co-Axial Master Chronometer. '.repeat(6)}`;
    const h = head(renderProductMeta(product({ description: long }), SETTINGS));
    const d = h.metaOf('description')!;
    expect([...d].length).toBeLessThanOrEqual(160);
    expect([...d].length).toBeGreaterThan(120);
    expect(d.endsWith('…')).toBe(true);
    expect(h.metaOf('og:description')).toBe(d);
    expect(h.ld[0]!.description).toBe(long); // structured data keeps the whole text
  });

  it('escapes every value and keeps the JSON-LD from closing its script element', () => {
    const evil = `Đồng hồ "Ác" <img src=x onerror=alert(1)> </script><script>alert(2)</script> $& $' <!--`;
    const p = product({ name: evil, description: evil, brand: { id: 2, name: '</script><b>', logo: null } });
    const html = renderProductMeta(p, SETTINGS);
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<script>alert(2)');
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('<!--');
    const h = head(html);
    expect(h.scripts).toBe(1); // the JSON-LD
    expect(h.title).toBe(`${evil} | Đồng Hồ Sang Trọng`);
    expect(h.ld[0]!.name).toBe(evil);
    expect(h.ld[0]!.brand).toEqual({ '@type': 'Brand', name: '</script><b>' });
    expect(html).toContain('\\u003c/script\\u003e');
  });

  it('uses the currency setting and the store name, with defaults', () => {
    const h = head(renderProductMeta(product(), { 'currency.code': 'USD' }));
    expect(h.metaOf('product:price:currency')).toBe('USD');
    expect(h.title).toBe('Đồng hồ Omega Seamaster | Đồng Hồ Sang Trọng');
    expect(head(renderProductMeta(product(), { 'currency.code': 'XYZ' })).metaOf('product:price:currency')).toBe('VND');
  });

  it('has no share image when the product has none', () => {
    const h = head(renderProductMeta(product({ images: [] }), SETTINGS));
    expect(h.metaOf('og:image')).toBeNull();
    expect(h.metaOf('twitter:card')).toBe('summary');
  });
});

describe('helpers', () => {
  it('reads the id of /product/{id}-{slug} paths only', () => {
    expect(productIdOfPath('/product/12-dong-ho')).toBe(12);
    expect(productIdOfPath('/product/12-sai-ten')).toBe(12);
    expect(productIdOfPath('/product/12-%C4%91%E1%BB%93ng')).toBe(12);
    expect(productIdOfPath('/product/12')).toBeNull();
    expect(productIdOfPath('/product/dong-ho')).toBeNull();
    expect(productIdOfPath('/products')).toBeNull();
    expect(productIdOfPath('/product/0-x')).toBeNull();
    expect(productIdOfPath('/product/99999999999-x')).toBeNull();
    expect(productIdOfPath('/product/%E0%A4%A-x')).toBeNull();
  });

  it('escapes HTML and script JSON', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;');
    expect(jsonForScript({ a: '</script>&\u2028' })).toBe('{"a":"\\u003c/script\\u003e\\u0026\\u2028"}');
    expect(JSON.parse(jsonForScript({ a: '</script>' }))).toEqual({ a: '</script>' });
  });

  it('cuts text at a word boundary with an ellipsis, within the limit', () => {
    expect(cutText('  ngắn   gọn ')).toBe('ngắn gọn');
    const cut = cutText('a '.repeat(200), 160);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cutText('x'.repeat(300), 160)).toBe(`${'x'.repeat(159)}…`);
  });

  it('builds the sitemap and robots.txt', () => {
    const xml = buildSitemap(
      ORIGIN,
      [
        { id: 1, name: 'Đồng hồ A & B', updatedAt: new Date('2025-03-01T10:20:30.456Z') },
        { id: 2, name: 'Đồng hồ C', updatedAt: new Date('2025-03-02T00:00:00Z') },
      ],
      [{ slug: 'bao-hanh', createdAt: new Date('2025-04-01T08:00:00Z') }],
    );
    expect(xml).toContain(`<url><loc>${ORIGIN}/</loc><lastmod>2025-03-02T00:00:00Z</lastmod></url>`);
    expect(xml).toContain(`<loc>${ORIGIN}/products</loc>`);
    expect(xml).toContain(
      `<url><loc>${ORIGIN}/product/1-dong-ho-a-b</loc><lastmod>2025-03-01T10:20:30Z</lastmod></url>`,
    );
    expect(xml).toContain(`<loc>${ORIGIN}/product/2-dong-ho-c</loc>`);
    expect(xml).toContain(`<url><loc>${ORIGIN}/chinh-sach/bao-hanh</loc><lastmod>2025-04-01T08:00:00Z</lastmod></url>`);
    expect(buildRobots(ORIGIN)).toBe(
      `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /login\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
    );
  });
});
