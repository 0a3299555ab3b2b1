import { policyPath, type PolicySlug } from '@shop/core/policies';
import { productSlug } from '@shop/core/slug';
import { escapeXml } from './html.ts';

export interface SitemapProduct {
  id: number;
  name: string;
  updatedAt: Date;
}

/** A policy page in force and the date of its version. */
export interface SitemapPolicy {
  slug: PolicySlug;
  createdAt: Date;
}

/** W3C datetime without milliseconds, e.g. 2025-01-31T08:00:00Z. */
const lastmod = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * `/sitemap.xml`: the home page, the catalogue, every product page with its last change, and the
 * policy pages (`/chinh-sach/<slug>`) with the date of the version in force.
 */
export function buildSitemap(origin: string, products: SitemapProduct[], policies: SitemapPolicy[] = []): string {
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
    ...policies.map((p) => url(policyPath(p.slug), p.createdAt)),
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
