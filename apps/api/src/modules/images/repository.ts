import { emptyImageUsage, isImageUsed, type ImageRow, type ImageUsage } from '@shop/core/schemas/image';
import { BANNER_SETTING_KEY, FEATURED_IMAGES_SETTING_KEY } from '@shop/core/schemas/setting';
import { count, desc, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { brands, categories, images, products, settings, subBrands } from '../../db/schema/index.ts';

type Row = typeof images.$inferSelect;

function toImage(row: Row): ImageRow {
  return {
    id: row.id,
    path: row.path,
    original_name: row.originalName,
    size: row.size,
    width: row.width,
    height: row.height,
    created_at: row.createdAt.toISOString(),
  };
}

export interface NewImage {
  path: string;
  originalName: string;
  size: number;
  width: number;
  height: number;
  mime: string;
}

function parseJson(raw: string | undefined): unknown {
  if (!raw) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/**
 * Where each of `rows` is still used: product images, category images, brand and sub-brand logos, the
 * homepage banner and the featured-images list. Five queries whatever the number of images.
 */
async function usageOf(db: Db | Tx, rows: Pick<Row, 'id' | 'path'>[]): Promise<Map<number, ImageUsage>> {
  const result = new Map<number, ImageUsage>(rows.map((r) => [r.id, emptyImageUsage()]));
  if (!rows.length) return result;
  const paths = rows.map((r) => r.path);
  const byPath = new Map(rows.map((r) => [r.path, result.get(r.id)!]));
  const pathArray = sql`array[${sql.join(
    paths.map((p) => sql`${p}`),
    sql`, `,
  )}]::text[]`;

  // One after the other: inside a transaction (deleteUnused) the connection takes one query at a time.
  const productRows = await db
    .select({ id: products.id, name: products.name, images: products.images })
    .from(products)
    .where(sql`${products.images} ?| ${pathArray}`)
    .orderBy(products.id);
  const categoryRows = await db
    .select({ id: categories.id, name: categories.name, image: categories.image })
    .from(categories)
    .where(inArray(categories.image, paths));
  const brandRows = await db
    .select({ id: brands.id, name: brands.name, logo: brands.logo })
    .from(brands)
    .where(inArray(brands.logo, paths));
  const subBrandRows = await db
    .select({ id: subBrands.id, name: subBrands.name, logo: subBrands.logo })
    .from(subBrands)
    .where(inArray(subBrands.logo, paths));
  const settingRows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(inArray(settings.key, [BANNER_SETTING_KEY, FEATURED_IMAGES_SETTING_KEY]));

  for (const p of productRows) {
    for (const path of new Set(Array.isArray(p.images) ? p.images : []))
      byPath.get(path)?.products.push({ id: p.id, name: p.name });
  }
  for (const c of categoryRows) byPath.get(c.image!)?.categories.push({ id: c.id, name: c.name });
  for (const b of brandRows) byPath.get(b.logo!)?.brands.push({ id: b.id, name: b.name });
  for (const s of subBrandRows) byPath.get(s.logo!)?.subBrands.push({ id: s.id, name: s.name });

  const settingValue = (key: string) => parseJson(settingRows.find((s) => s.key === key)?.value);
  const banner = settingValue(BANNER_SETTING_KEY) as { bannerImage?: unknown } | undefined;
  if (banner && typeof banner.bannerImage === 'string') {
    const u = byPath.get(banner.bannerImage);
    if (u) u.banner = true;
  }
  const featured = settingValue(FEATURED_IMAGES_SETTING_KEY);
  if (Array.isArray(featured)) {
    for (const entry of featured as { id?: unknown; path?: unknown }[]) {
      if (!entry || typeof entry !== 'object') continue;
      const u =
        (typeof entry.path === 'string' && byPath.get(entry.path)) ||
        (typeof entry.id === 'number' && result.get(entry.id));
      if (u) u.featured = true;
    }
  }
  return result;
}

export interface DeleteOutcome {
  /** Rows that were deleted (their files can go now). */
  deleted: Row[];
  /** Rows kept because something still uses them. */
  refused: { row: Row; usage: ImageUsage }[];
  notFound: number[];
}

export function imagesRepository(db: Db) {
  return {
    async list(limit: number, skip: number): Promise<ImageRow[]> {
      const rows = await db
        .select()
        .from(images)
        .orderBy(desc(images.createdAt), desc(images.id))
        .limit(limit)
        .offset(skip);
      return rows.map(toImage);
    },
    async count(): Promise<number> {
      const [r] = await db.select({ n: count() }).from(images);
      return Number(r?.n ?? 0);
    },
    async create(image: NewImage): Promise<ImageRow> {
      const [row] = await db.insert(images).values(image).returning();
      return toImage(row!);
    },
    /** Whether every path is an image of the library (one query). */
    async existingPaths(paths: string[]): Promise<Set<string>> {
      if (!paths.length) return new Set();
      const rows = await db.select({ path: images.path }).from(images).where(inArray(images.path, paths));
      return new Set(rows.map((r) => r.path));
    },
    async usage(row: Pick<Row, 'id' | 'path'>): Promise<ImageUsage> {
      return (await usageOf(db, [row])).get(row.id)!;
    },
    /**
     * Deletes the rows of `ids` that nothing uses, in one transaction with the rows locked, and reports
     * the others. Files are not touched here: the caller removes them once the rows are gone.
     */
    async deleteUnused(ids: number[]): Promise<DeleteOutcome> {
      const unique = [...new Set(ids)];
      return db.transaction(async (tx) => {
        const rows = await tx.select().from(images).where(inArray(images.id, unique)).orderBy(images.id).for('update');
        const found = new Set(rows.map((r) => r.id));
        const usage = await usageOf(tx, rows);
        const free = rows.filter((r) => !isImageUsed(usage.get(r.id)!));
        if (free.length)
          await tx.delete(images).where(
            inArray(
              images.id,
              free.map((r) => r.id),
            ),
          );
        return {
          deleted: free,
          refused: rows.filter((r) => isImageUsed(usage.get(r.id)!)).map((row) => ({ row, usage: usage.get(row.id)! })),
          notFound: unique.filter((id) => !found.has(id)),
        };
      });
    },
  };
}
