import { productSlug } from '@shop/core/slug';
import { escapeXml } from './html.ts';

export interface SitemapProduct {
  id: number;
  name: string;
  updatedAt: Date;
}

/** W3C datetime without milliseconds, e.g. 2025-01-31T08:00:00Z. */
const lastmod = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** `/sitemap.xml`: the home page, the catalogue and every product page with its last change. */
export function buildSitemap(origin: string, products: SitemapProduct[]): string {
  const url = (path: string, modified?: Date) =>
    `  <url><loc>${escapeXml(`${origin}${path}`)}</loc>${modified ? `<lastmod>${lastmod(modified)}</lastmod>` : ''}</url>`;
  const newest = products.reduce<Date | undefined>(
    (max, p) => (!max || p.updatedAt > max ? p.updatedAt : max),
    undefined,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    url('/', newest),
    url('/products', newest),
    ...products.map((p) => url(`/product/${productSlug(p.id, p.name)}`, p.updatedAt)),
    '</urlset>',
    '',
  ].join('\n');
}

/** `/robots.txt`: everything may be crawled except the back office and sign-in. */
export function buildRobots(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /login',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
