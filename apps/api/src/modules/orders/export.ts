import { ORDER_STATUS_LABELS } from '@shop/core/constants';
import { errorResponse } from '@shop/core/schemas/common';
import { PAYMENT_METHOD_LABELS, formatAddress } from '@shop/core/schemas/order';
import { shopToday } from '@shop/core/schemas/dashboard';
import { ORDER_COLUMN_LABELS, ORDER_COLUMNS, orderExportQuery } from '@shop/core/schemas/product-tools';
import { and, asc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { orderLines, orders } from '../../db/schema/index.ts';
import { shopDateTime, tableStream, type Cell } from '../../lib/tabular.ts';

/** Days are Vietnam's (UTC+7): `2026-11-01` starts at 2026-10-31T17:00Z. */
const startOfVnDay = (day: string, plusDays = 0) =>
  new Date(Date.parse(`${day}T00:00:00+07:00`) + plusDays * 86_400_000);

/** Orders read per batch: with their lines, one batch is all the export holds at a time. */
const EXPORT_BATCH = 500;

type ExportQuery = { from?: string; to?: string; status?: (typeof orders.$inferSelect)['status'] };

/**
 * One row per order line of the orders created in [from, to] (days included), oldest first, in
 * batches of EXPORT_BATCH orders read by keyset (created_at, id): each batch is an index range scan
 * however far into the file, and a file of any size streams in the memory of one batch.
 */
async function* orderRows(db: Db, q: ExportQuery): AsyncGenerator<Cell[][]> {
  const conds: SQL[] = [];
  if (q.from) conds.push(gte(orders.createdAt, startOfVnDay(q.from)));
  if (q.to) conds.push(lt(orders.createdAt, startOfVnDay(q.to, 1)));
  if (q.status) conds.push(eq(orders.status, q.status));
  let after: number | undefined;
  for (;;) {
    const batch = await db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          ...conds,
          after === undefined
            ? undefined
            : sql`(${orders.createdAt}, ${orders.id}) > (select o.created_at, o.id from ${orders} o where o.id = ${after})`,
        ),
      )
      .orderBy(asc(orders.createdAt), asc(orders.id))
      .limit(EXPORT_BATCH);
    if (!batch.length) return;
    after = batch[batch.length - 1]!.id;
    const rows = await db
      .select({
        code: orders.code,
        createdAt: orders.createdAt,
        status: orders.status,
        customer: orders.customer,
        phone: orders.phone,
        email: orders.email,
        address: orders.shippingAddress,
        payment: orders.paymentMethod,
        amount: orders.amount,
        tradeInCredit: orders.tradeInCredit,
        productName: orderLines.productName,
        variantName: orderLines.variantName,
        price: orderLines.price,
        quantity: orderLines.quantity,
      })
      .from(orders)
      .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
      .where(
        inArray(
          orders.id,
          batch.map((b) => b.id),
        ),
      )
      .orderBy(asc(orders.createdAt), asc(orders.id), asc(orderLines.id));
    yield rows.map((r) => {
      const cells: Record<(typeof ORDER_COLUMNS)[number], Cell> = {
        order_code: r.code,
        created_at: shopDateTime(r.createdAt),
        status: ORDER_STATUS_LABELS[r.status],
        customer: r.customer,
        phone: r.phone,
        email: r.email,
        address: formatAddress(r.address),
        payment_method: PAYMENT_METHOD_LABELS[r.payment] ?? r.payment,
        product_name: r.productName,
        variant_name: r.variantName,
        price: Number(r.price),
        quantity: r.quantity,
        line_total: Number(r.price) * r.quantity,
        trade_in_credit: Number(r.tradeInCredit),
        order_total: Number(r.amount),
      };
      return ORDER_COLUMNS.map((c) => cells[c]);
    });
    if (batch.length < EXPORT_BATCH) return;
  }
}

/** `GET /api/orders/export`: the orders of a date range and status as CSV (UTF-8 with BOM) or XLSX. */
const orderExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/export',
    {
      config: { access: { resource: 'orders', action: 'read' } },
      schema: {
        tags: ['orders'],
        operationId: 'exportOrders',
        summary:
          'Orders of a date range and status, one row per order line, oldest first, as CSV (UTF-8 with BOM) or XLSX, streamed as it is read',
        querystring: orderExportQuery,
        produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
        response: {
          200: z.any().describe('the file: text/csv (UTF-8 with BOM) or XLSX'),
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const q = request.query;
      // Named with the shop's own date of the export (Asia/Ho_Chi_Minh), then the days it covers.
      const name = `don-hang-${shopToday()}${q.from ? `-tu-${q.from}` : ''}${q.to ? `-den-${q.to}` : ''}`;
      const header = ORDER_COLUMNS.map((c) => ORDER_COLUMN_LABELS[c]);
      // Streamed: the first rows leave while the later ones are still being read.
      const file = tableStream(q.format, 'Đơn hàng', header, orderRows(app.database.db, q));
      return reply
        .type(file.type)
        .header('content-disposition', `attachment; filename="${name}.${q.format}"`)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );
};

export default orderExportRoutes;
