import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import type { SitemapProduct } from './sitemap.ts';

/**
 * A sitemap file holds at most 50,000 URLs (sitemaps.org); the others are the home, the catalogue and
 * the policy pages.
 */
const SITEMAP_MAX_PRODUCTS = 49_990;

export function pagesRepository(db: Db) {
  return {
    /** Every product's id, name (for its slug) and last change, oldest id first. */
    async sitemapProducts(): Promise<SitemapProduct[]> {
      return db
        .select({ id: products.id, name: products.name, updatedAt: products.updatedAt })
        .from(products)
        .orderBy(asc(products.id))
        .limit(SITEMAP_MAX_PRODUCTS);
    },
    /** The images of one product (the first one is the share image); undefined when it does not exist. */
    async productImages(id: number): Promise<string[] | undefined> {
      const [row] = await db.select({ images: products.images }).from(products).where(eq(products.id, id));
      if (!row) return undefined;
      return Array.isArray(row.images) ? row.images : [];
    },
  };
}
