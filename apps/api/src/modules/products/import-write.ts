import { nameSortKey } from '@shop/core/name-sort';
import type { AuditChanges } from '@shop/core/schemas/audit';
import { foldText } from '@shop/core/text';
import { inArray, sql } from 'drizzle-orm';
import { auditDiff } from '../../db/audit.ts';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { refreshSoldOut } from '../product-variants/stock.ts';
import {
  fieldsOf,
  sameFields,
  variantFieldsOf,
  type Group,
  type PlannedVariant,
  type VariantFields,
} from './import-plan.ts';
import { refreshSearchText, searchTextOf } from './search-text.ts';

/** A variant's fields as its product's audit entry names them: `variants.<id>.<field>`. */
function variantChanges(id: number, before: VariantFields | null, after: VariantFields): AuditChanges {
  return Object.fromEntries(
    Object.entries(auditDiff(before, after)).map(([field, change]) => [`variants.${id}.${field}`, change]),
  );
}

/**
 * Writes the plan: new products (ids taken first), changed products, new and changed variants,
 * derived columns. Answers each created or changed product's fields before → after.
 */
export async function writeImport(
  db: Db,
  groups: Group[],
  planned: PlannedVariant[],
): Promise<Map<number, AuditChanges>> {
  const derived = (g: Group) => ({
    name_sort: nameSortKey(g.fields!.name),
    search_name_length: foldText(g.fields!.name).length,
    search_text: searchTextOf({ name: g.fields!.name, ...g.names! }),
  });
  const created = groups.filter((g) => !g.existing);
  if (created.length) {
    const ids = await db.execute(
      sql`select nextval(pg_get_serial_sequence('products', 'id'))::int as id from generate_series(1, ${created.length})`,
    );
    created.forEach((g, i) => (g.id = Number((ids.rows[i] as { id: number }).id)));
  }
  for (const g of groups) if (g.existing) g.id = g.existing.id;
  const changed = groups.filter((g) => !g.existing || !sameFields(g.existing, g.fields!));
  const productJson = (list: Group[]) =>
    JSON.stringify(
      list.map((g) => ({
        id: g.id,
        name: g.fields!.name,
        sku: g.fields!.sku,
        brand_id: g.fields!.brandId,
        sub_brand_id: g.fields!.subBrandId,
        category_id: g.fields!.categoryId,
        gender: g.fields!.gender,
        description: g.fields!.description,
        images: g.fields!.images,
        in_stock: g.fields!.inStock,
        featured: g.fields!.featured,
        ...derived(g),
      })),
    );
  const recordset = sql`id int, name text, sku text, brand_id int, sub_brand_id int, category_id int, gender gender,
    description text, images jsonb, in_stock boolean, featured boolean, name_sort text, search_name_length int, search_text text`;
  for (const chunk of chunks(
    changed.filter((g) => !g.existing),
    1000,
  )) {
    await db.execute(sql`
      insert into products (id, name, sku, brand_id, sub_brand_id, category_id, gender, description, images, in_stock,
        featured, name_sort, search_name_length, search_text)
      select id, name, sku, brand_id, sub_brand_id, category_id, gender, description, images, in_stock, featured,
        name_sort, search_name_length, search_text
      from json_to_recordset(${productJson(chunk)}::json) as u(${recordset})`);
  }
  for (const chunk of chunks(
    changed.filter((g) => g.existing),
    1000,
  )) {
    await db.execute(sql`
      update products p set name = u.name, sku = u.sku, brand_id = u.brand_id, sub_brand_id = u.sub_brand_id,
        category_id = u.category_id, gender = u.gender, description = u.description, images = u.images,
        in_stock = u.in_stock, featured = u.featured, name_sort = u.name_sort,
        search_name_length = u.search_name_length, search_text = u.search_text, updated_at = now()
      from json_to_recordset(${productJson(chunk)}::json) as u(${recordset})
      where p.id = u.id`);
  }

  const variantJson = (list: PlannedVariant[]) =>
    JSON.stringify(
      list.map((v) => ({
        id: v.existing?.id ?? null,
        product_id: v.group.id,
        name: v.fields.name,
        sku: v.fields.sku,
        size_id: v.fields.sizeId,
        price: v.fields.price,
        discount: v.fields.discount,
        color: v.fields.color,
        stock: v.fields.stock,
      })),
    );
  const vset = sql`id int, product_id int, name text, sku text, size_id int, price bigint, discount numeric, color text, stock int`;
  const newVariants = planned.filter((v) => !v.existing);
  const changedVariants = planned.filter((v) => v.existing && !sameFields(v.existing, v.fields));
  // Changed variants first: a code moved from one variant to a new one is free again before the insert.
  for (const chunk of chunks(changedVariants, 2000)) {
    await db.execute(sql`
      update product_variants v set name = u.name, sku = u.sku, size_id = u.size_id, price = u.price,
        discount = u.discount, color = u.color,
        -- A variant sold piece by piece keeps the stock its pieces give (docs/pieces.md).
        stock = case when v.tracks_pieces then v.stock else u.stock end
      from json_to_recordset(${variantJson(chunk)}::json) as u(${vset})
      where v.id = u.id`);
  }
  const newVariantIds = new Map<PlannedVariant, number>();
  for (const chunk of chunks(newVariants, 2000)) {
    const inserted = await db.execute(sql`
      insert into product_variants (product_id, name, sku, size_id, price, discount, color, stock)
      select product_id, name, sku, size_id, price, discount, color, stock
      from json_to_recordset(${variantJson(chunk)}::json) as u(${vset})
      returning id, product_id, name`);
    // A product's variant names are unique in the file (checked above): they find each new id.
    const idOf = new Map(
      (inserted.rows as { id: number; product_id: number; name: string }[]).map((r) => [
        `${r.product_id}\u0000${r.name}`,
        Number(r.id),
      ]),
    );
    for (const v of chunk) newVariantIds.set(v, idOf.get(`${v.group.id}\u0000${v.fields.name}`)!);
  }

  const changes = new Map<number, AuditChanges>();
  const add = (productId: number, fields: AuditChanges) => {
    if (Object.keys(fields).length) changes.set(productId, { ...changes.get(productId), ...fields });
  };
  for (const g of changed) add(g.id!, auditDiff(g.existing ? fieldsOf(g.existing) : null, g.fields));
  for (const v of changedVariants)
    add(v.group.id!, variantChanges(v.existing!.id, variantFieldsOf(v.existing!), v.fields));
  for (const [v, id] of newVariantIds) add(v.group.id!, variantChanges(id, null, v.fields));

  const touched = [
    ...new Set([
      ...changed.map((g) => g.id!),
      ...newVariants.map((v) => v.group.id!),
      ...changedVariants.map((v) => v.group.id!),
    ]),
  ];
  if (!touched.length) return changes;
  await db.execute(sql`
    update products p set
      lowest_price = (select min(v.price) from product_variants v where v.product_id = p.id and v.price > 0),
      highest_price = (select max(v.price) from product_variants v where v.product_id = p.id and v.price > 0),
      updated_at = now()
    where p.id = any(${`{${touched.join(',')}}`}::int[])`);
  await refreshSoldOut(db, touched);
  // The codes (SKU) of the products and their variants end the search text.
  await refreshSearchText(db, inArray(products.id, touched));
  return changes;
}

function chunks<T>(list: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}
