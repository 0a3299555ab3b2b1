/**
 * The data of `bench/years-of-orders.ts`: years of a shop's orders made by SQL (generate_series), so a
 * million orders take minutes, not hours. Every value is a function of the row's number, so two runs
 * make the same shop. Works on PostgreSQL and on PGlite (plain SQL, no COPY).
 *
 * At scale 1: 100,000 products (one variant each, 20 brands), 200,000 customers (own phone, a
 * Vietnamese name, an email for 3 in 10), 1,000,000 orders spread evenly over the 3 years before now
 * (1–3 lines, each a product picked by the order's number), an order's history (placed, then its last
 * status). Orders older than 30 days are completed (85 %), cancelled (12 %) or still shipped (3 %);
 * newer ones are in every status.
 */
import { foldText } from '@shop/core/text';

export interface YearsSize {
  products: number;
  customers: number;
  orders: number;
}

export const sizeAt = (scale: number): YearsSize => ({
  products: Math.round(100_000 * scale),
  customers: Math.round(200_000 * scale),
  orders: Math.round(1_000_000 * scale),
});

const FAMILY = ['Nguyễn', 'Trần', 'Lê', 'Phạm', 'Hoàng', 'Huỳnh', 'Phan', 'Vũ', 'Võ', 'Đặng', 'Bùi', 'Đỗ', 'Hồ', 'Ngô'];
const MIDDLE = ['Văn', 'Thị', 'Minh', 'Hữu', 'Đức', 'Thanh', 'Quốc', 'Ngọc', 'Hoài', 'Gia'];
const GIVEN = [
  'An',
  'Anh',
  'Bình',
  'Chi',
  'Dũng',
  'Giang',
  'Hà',
  'Hải',
  'Hạnh',
  'Hùng',
  'Hương',
  'Khoa',
  'Lan',
  'Linh',
  'Long',
  'Mai',
  'Nam',
  'Ngân',
  'Phong',
  'Phúc',
  'Quân',
  'Sơn',
  'Tâm',
  'Thảo',
  'Trang',
  'Tuấn',
  'Việt',
  'Vy',
  'Yến',
  'Xuân',
];

/** A SQL array literal of texts (the names above hold no quote). */
const textArray = (xs: string[]) => `array[${xs.map((x) => `'${x}'`).join(',')}]::text[]`;

/** Orders are written in batches of this many rows (progress, and bounded transactions). */
const BATCH = 100_000;

/** What runs the statements: a PostgreSQL client's or PGlite's `query`/`exec`. */
export type RunSql = (sql: string) => Promise<unknown>;

export async function generateYears(run: RunSql, size: YearsSize, log: (line: string) => void): Promise<void> {
  const t0 = Date.now();
  const step = (what: string) => log(`  ${what} (${((Date.now() - t0) / 1000).toFixed(0)} s)`);
  const { products: P, customers: C, orders: O } = size;
  // Bulk load: no per-row triggers (the catalogue versions, foreign keys: every row is made valid here).
  await run(`set session_replication_role = replica`);

  await run(`insert into brands (name, name_sort, name_key)
    select 'Bench ' || g, 'bench ' || lpad(g::text, 2, '0'), 'bench ' || g from generate_series(1, 20) g
    on conflict do nothing`);
  // Product n costs 1,000,000 + (n·7919 mod 500)·100,000 đồng: orders compute their amounts from n.
  await run(`insert into products (name, name_sort, brand_id, gender, search_text, search_name_length, lowest_price, highest_price)
    select 'Đồng hồ mẫu ' || g, 'dong ho mau ' || lpad(g::text, 7, '0'),
           (select min(id) from brands where name like 'Bench %') + g % 20,
           (array['male','female','unisex'])[1 + g % 3]::gender,
           'dong ho mau ' || g, length('dong ho mau ' || g),
           1000000 + (g::bigint * 7919 % 500) * 100000, 1000000 + (g::bigint * 7919 % 500) * 100000
    from generate_series(1, ${P}) g`);
  await run(`create temp table bench_products as
    select row_number() over (order by id) as n, id from products where name like 'Đồng hồ mẫu %'`);
  await run(`insert into product_variants (product_id, name, price, stock)
    select p.id, 'Tiêu chuẩn', 1000000 + (p.n * 7919 % 500) * 100000, 5 + p.n % 20 from bench_products p`);
  await run(`create temp table bench_variants as
    select p.n, p.id as product_id, v.id as variant_id from bench_products p join product_variants v on v.product_id = p.id`);
  await run(`create unique index on bench_variants (n)`);
  step(`${P} products`);

  // Customer c: phone 09 + c in 8 digits, a name from the lists (display and folded), email for 3 in 10.
  await run(`create temp table bench_customers as
    select c, '09' || lpad(c::text, 8, '0') as phone,
      f.d || ' ' || m.d || ' ' || g.d as name, f.k || ' ' || m.k || ' ' || g.k as folded,
      case when c % 10 < 3 then 'khach' || c || '@example.com' end as email
    from generate_series(1, ${C}) c
    cross join lateral (select (${textArray(FAMILY)})[1 + c % ${FAMILY.length}] as d,
                               (${textArray(FAMILY.map(foldText))})[1 + c % ${FAMILY.length}] as k) f
    cross join lateral (select (${textArray(MIDDLE)})[1 + (c / 7) % ${MIDDLE.length}] as d,
                               (${textArray(MIDDLE.map(foldText))})[1 + (c / 7) % ${MIDDLE.length}] as k) m
    cross join lateral (select (${textArray(GIVEN)})[1 + (c / 3) % ${GIVEN.length}] as d,
                               (${textArray(GIVEN.map(foldText))})[1 + (c / 3) % ${GIVEN.length}] as k) g`);
  await run(`create unique index on bench_customers (c)`);
  step(`${C} customers`);

  // Order g: placed at an even step over the 3 years before now; its customer, lines and status are
  // functions of g. Its code: DH + the Vietnam day + 6 characters of g scrambled (unique below 2^30).
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const span = 3 * 365 * 86_400;
  for (let from = 1; from <= O; from += BATCH) {
    const to = Math.min(O, from + BATCH - 1);
    await run(`create temp table bench_batch as
      select g,
        now() - make_interval(secs => ${span}::float8 * (${O} - g) / ${O}) as at,
        1 + (g::bigint * 2654435761 % ${C}) as c,
        1 + (g % 20 >= 14)::int + (g % 20 >= 19)::int as lines,
        (g::bigint * 48271 % 100) as r,
        (g::bigint * 2654435761 % 1073741824) as h
      from generate_series(${from}, ${to}) g`);
    await run(`insert into orders (id, code, customer, phone, email, shipping_address, payment_method, payment_status,
        subtotal, shipping_fee, amount, status, search_text, created_at, updated_at)
      select b.g,
        'DH' || to_char(b.at at time zone 'Asia/Ho_Chi_Minh', 'YYMMDD') ||
          (select string_agg(substr('${alphabet}', 1 + ((b.h >> (5 * k)) & 31)::int, 1), '' order by k)
           from generate_series(0, 5) k),
        c.name, c.phone, c.email,
        jsonb_build_object('province', 'Thành phố Hồ Chí Minh', 'ward', 'Phường Sài Gòn', 'street', (b.g % 300 + 1) || ' Lê Lợi'),
        case when b.r < 70 then 'cod' else 'bank_transfer' end,
        (case when s.status = 'completed' then 'paid'
              when s.status = 'cancelled' then (case when b.r % 7 = 0 then 'refunded' else 'unpaid' end)
              when b.r >= 70 and b.r % 2 = 0 then 'paid' else 'unpaid' end)::payment_status,
        l.subtotal, 0, l.subtotal, s.status::order_status,
        lower('DH' || to_char(b.at at time zone 'Asia/Ho_Chi_Minh', 'YYMMDD') ||
          (select string_agg(substr('${alphabet}', 1 + ((b.h >> (5 * k)) & 31)::int, 1), '' order by k)
           from generate_series(0, 5) k))
          || ' ' || c.folded || ' ' || c.phone || coalesce(' ' || c.email, '') || ' ' || l.names,
        b.at, b.at
      from bench_batch b
      join bench_customers c on c.c = b.c
      cross join lateral (
        select case when b.at < now() - interval '30 days'
                 then (case when b.r < 85 then 'completed' when b.r < 97 then 'cancelled' else 'shipped' end)
                 else (array['pending','processing','shipped','completed','cancelled'])[1 + b.r % 5] end as status) s
      cross join lateral (
        select sum(1000000 + (p.n * 7919 % 500) * 100000) as subtotal,
               string_agg('dong ho mau ' || p.n || ' tieu chuan', ' ') as names
        from generate_series(1, b.lines) k
        cross join lateral (select 1 + ((b.g::bigint * k * 40503) % ${P}) as n) p) l`);
    await run(`insert into order_lines (order_id, product_id, variant_id, product_name, variant_name, price, quantity)
      select b.g, v.product_id, v.variant_id, 'Đồng hồ mẫu ' || v.n, 'Tiêu chuẩn',
             1000000 + (v.n * 7919 % 500) * 100000, 1
      from bench_batch b
      cross join lateral generate_series(1, b.lines) k
      join bench_variants v on v.n = 1 + ((b.g::bigint * k * 40503) % ${P})`);
    await run(`insert into order_history (order_id, from_status, status, "by", at)
      select o.id, null::order_status, 'pending'::order_status, null, o.created_at from orders o where o.id between ${from} and ${to}
      union all
      select o.id, 'pending'::order_status, o.status, 'admin', o.created_at + interval '2 days'
      from orders o where o.id between ${from} and ${to} and o.status <> 'pending'`);
    await run(`drop table bench_batch`);
    step(`${to} orders`);
  }
  await run(`select setval(pg_get_serial_sequence('orders', 'id'), (select max(id) from orders))`);
  await run(`drop table bench_products; drop table bench_variants; drop table bench_customers`);
  await run(`set session_replication_role = default`);
  // The summaries the triggers keep (customers, totals per day) are made once for the whole load.
  await run(`do $$ begin
      if exists (select 1 from pg_proc where proname = 'rebuild_order_summaries') then perform rebuild_order_summaries(); end if;
    end $$`);
  // Vacuumed as well as analysed, as autovacuum would have done to a shop's tables after years of
  // orders (it also marks the pages all-visible, which index-only reads need); this machine's
  // PostgreSQL runs with autovacuum off.
  await run('vacuum (analyze)');
  step('vacuumed and analysed');
}
