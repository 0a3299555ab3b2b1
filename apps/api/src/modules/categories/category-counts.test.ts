import type { Category } from '@shop/core/schemas/category';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';

// The storefront's menu asks for the categories on every page: their product counts are counted
// once per catalogue version, not over the whole catalogue on each request.
const t = useTestApp();

async function categories() {
  const before = t.database.queryCount();
  const res = await t.app.inject({ method: 'GET', url: '/api/categories' });
  expect(res.statusCode, res.body).toBe(200);
  return { list: res.json<Category[]>(), statements: t.database.queryCount() - before };
}
const countOf = (list: Category[], name: string) => list.find((c) => c.name === name)!.productCount;

describe('GET /api/categories product counts', () => {
  it('counts once per catalogue version, and the next request after a change sees it', async () => {
    const first = await categories();
    expect(first.list.reduce((n, c) => n + c.productCount!, 0)).toBe(36);
    const again = await categories();
    expect(again.statements).toBe(1);
    expect(again.list).toEqual(first.list);

    const before = countOf(first.list, 'Đồng hồ Cặp Đôi')!;
    const cap = first.list.find((c) => c.name === 'Đồng hồ Cặp Đôi')!.id;
    // Another server (plain SQL) moves a product into the category.
    await t.database.db.execute(
      sql`update products set category_id = ${cap} where id = (select min(id) from products where category_id <> ${cap})`,
    );
    const after = await categories();
    expect(after.statements).toBe(2);
    expect(countOf(after.list, 'Đồng hồ Cặp Đôi')).toBe(before + 1);
    expect(after.list.reduce((n, c) => n + c.productCount!, 0)).toBe(36);
  });
});
