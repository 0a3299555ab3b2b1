import { nameSortKey } from '@shop/core/name-sort';
import { priceRange } from '@shop/core/pricing';
import { foldText, nameKey, productSearchText } from '@shop/core/text';
import { GENDERS } from '@shop/core/constants';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import {
  brands,
  categories,
  images,
  productVariants,
  products,
  settings,
  sizes,
  subBrands,
} from '../db/schema/index.ts';
import { storeImage } from '../lib/images.ts';
import { loadSharp } from '../lib/sharp.ts';
import type { Storage } from '../lib/storage/storage.ts';
import { bannerSvg, logoSvg, watchSvg } from './demo-art.ts';
import catalogue from './demo-catalogue.json' with { type: 'json' };

/**
 * The demo catalogue: brands with their sub-brands, categories, sizes, the looks of the drawn watch
 * pictures, and products that name their brand, sub-brand, category and sizes. Checked as it loads.
 */
const hex = z.string().regex(/^#[0-9a-fA-F]{6}$/);
const catalogueSchema = z.object({
  brands: z.array(
    z.object({
      name: z.string(),
      country: z.string(),
      website: z.string(),
      home: z.boolean(),
      color: hex,
      subs: z.array(z.string()),
    }),
  ),
  categories: z.array(z.object({ name: z.string(), icon: z.string(), home: z.boolean(), description: z.string() })),
  sizes: z.array(z.object({ name: z.string(), diameter: z.string() })),
  looks: z.array(z.object({ dial: hex, bezel: hex, strap: hex, hands: hex, accent: hex, background: hex })),
  products: z.array(
    z.object({
      name: z.string(),
      brand: z.string(),
      subBrand: z.string().nullable(),
      category: z.string(),
      gender: z.enum(GENDERS),
      featured: z.boolean().default(false),
      inStock: z.boolean().default(true),
      /** [size name, price in VND, discount %, colour] */
      variants: z.array(z.tuple([z.string(), z.number().int(), z.number().int(), z.string()])).min(1),
      /** Indexes into `looks`: the product's pictures. */
      looks: z.array(z.number().int()),
      description: z.string(),
    }),
  ),
});
const {
  brands: BRANDS,
  categories: CATEGORIES,
  sizes: SIZES,
  looks: LOOKS,
  products: PRODUCTS,
} = catalogueSchema.parse(catalogue);

/** The row of `rows` named `name` (the demo data names what it refers to). */
function named<T extends { name: string }>(rows: T[], name: string): T {
  const row = rows.find((r) => r.name === name);
  if (!row) throw new Error(`demo catalogue: nothing named ${name}`);
  return row;
}

async function renderImage(
  db: Db,
  storage: Storage,
  svg: string,
  originalName: string,
): Promise<{ id: number; path: string }> {
  const sharp = await loadSharp();
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  const stored = await storeImage(storage, png);
  const [row] = await db
    .insert(images)
    .values({
      path: stored.path,
      originalName,
      size: stored.size,
      width: stored.width,
      height: stored.height,
      mime: stored.mime,
    })
    .returning({ id: images.id, path: images.path });
  return row!;
}

/** The demo catalogue, made on the first start of an empty database. Skipped if any product exists. */
export async function seedDemo(db: Db, storage: Storage): Promise<boolean> {
  const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(products);
  if (n > 0) return false;

  const watchPaths = (
    await Promise.all(
      LOOKS.map((look, i) => renderImage(db, storage, watchSvg(look, 1000), `dong-ho-mau-${i + 1}.png`)),
    )
  ).map((r) => r.path);
  const logos = await Promise.all(
    BRANDS.map((b) => renderImage(db, storage, logoSvg(b.name, b.color), `logo-${b.name.toLowerCase()}.png`)),
  );
  const banner = await renderImage(db, storage, bannerSvg(1920, 1080, '#0c0a09', '#44403c', '#EDAB18'), 'banner.png');
  const slides = await Promise.all(
    [
      ['#0f172a', '#1e3a8a', '#fbbf24'],
      ['#1c1917', '#78350f', '#fde68a'],
      ['#052e16', '#14532d', '#facc15'],
      ['#3b0764', '#581c87', '#f0abfc'],
    ].map(([a, b, c], i) => renderImage(db, storage, bannerSvg(1600, 700, a!, b!, c!), `noi-bat-${i + 1}.png`)),
  );

  const brandRows = await db
    .insert(brands)
    .values(
      BRANDS.map((b, i) => ({
        name: b.name,
        nameSort: nameSortKey(b.name),
        nameKey: nameKey(b.name),
        country: b.country,
        website: b.website,
        logo: logos[i]!.path,
        showOnHomepage: b.home,
        description: `Thương hiệu đồng hồ ${b.name} đến từ ${b.country}.`,
      })),
    )
    .returning();
  const subRows = await db
    .insert(subBrands)
    .values(
      BRANDS.flatMap((b, i) =>
        b.subs.map((name) => ({
          brandId: brandRows[i]!.id,
          name,
          nameSort: nameSortKey(name),
          nameKey: nameKey(name),
          isActive: true,
        })),
      ),
    )
    .returning();
  const catRows = await db
    .insert(categories)
    .values(
      CATEGORIES.map((c, i) => ({
        name: c.name,
        nameSort: nameSortKey(c.name),
        nameKey: nameKey(c.name),
        icon: c.icon,
        showOnHomepage: c.home,
        description: c.description || null,
        image: watchPaths[(i * 3) % watchPaths.length]!,
      })),
    )
    .returning();
  const sizeRows = await db
    .insert(sizes)
    .values(SIZES.map((s) => ({ ...s, nameKey: nameKey(s.name) })))
    .returning();

  const base = Date.now() - PRODUCTS.length * 3_600_000;
  for (const [i, p] of PRODUCTS.entries()) {
    const brand = named(brandRows, p.brand);
    const sub = p.subBrand === null ? null : named(subRows, p.subBrand);
    const category = named(catRows, p.category);
    const variants = p.variants.map(([size, price, discount, color]) => ({
      size: named(sizeRows, size),
      price,
      discount,
      color,
    }));
    const created = new Date(base + i * 3_600_000);
    const range = priceRange(variants.map((v) => v.price));
    const [row] = await db
      .insert(products)
      .values({
        name: p.name,
        nameSort: nameSortKey(p.name),
        description: p.description,
        images: p.looks.map((l) => watchPaths[l]!),
        brandId: brand.id,
        subBrandId: sub?.id ?? null,
        categoryId: category.id,
        sizeId: variants[0]!.size.id,
        gender: p.gender,
        inStock: p.inStock,
        featured: p.featured,
        ...range,
        searchText: productSearchText([p.name, brand.name, sub?.name, category.name]),
        searchNameLength: foldText(p.name).length,
        createdAt: created,
        updatedAt: created,
      })
      .returning({ id: products.id });
    await db.insert(productVariants).values(
      variants.map(({ size, price, discount, color }) => ({
        productId: row!.id,
        name: `${size.name} ${color}`,
        sizeId: size.id,
        price,
        discount,
        color,
      })),
    );
  }

  await db
    .insert(settings)
    .values([
      {
        key: 'homepage.bannerAndSlogan',
        value: JSON.stringify({ bannerImage: banner.path, sloganPath1: 'Vẻ Đẹp', sloganPath2: 'Vượt Thời Gian' }),
        description: 'Ảnh banner và khẩu hiệu trang chủ',
      },
      {
        key: 'homepane.featuredimages',
        value: JSON.stringify(
          slides.map(({ id, path }, order) => ({ id, path, filename: `noi-bat-${order + 1}.png`, order })),
        ),
        description: 'Ảnh nổi bật trên trang chủ',
      },
    ])
    .onConflictDoUpdate({ target: settings.key, set: { value: sql`excluded.value` } });
  return true;
}
