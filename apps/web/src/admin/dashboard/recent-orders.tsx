import type { Order } from '@shop/core/schemas/order';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '../layout/screen-state';
import { formatOrderDateTime } from '../orders/order-format';
import { OrderStatusBadge } from '../orders/order-status-badge';
import { useMoney } from '../components/use-money';

/** The latest orders (5) with their status labels. */
export function RecentOrders({ orders }: { orders: Order[] }) {
  const money = useMoney();
  return (
    <section
      aria-labelledby="recent-orders-title"
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-5"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="recent-orders-title" className="text-base font-semibold text-ink">
          Đơn hàng gần đây
        </h2>
        <Link
          to="/admin/orders"
          className="inline-flex items-center gap-1 text-sm font-semibold text-primary-ink hover:underline"
        >
          Xem tất cả
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
      {orders.length === 0 ? (
        <EmptyState>Chưa có đơn hàng nào</EmptyState>
      ) : (
        <ul className="mt-3 divide-y divide-stone-100">
          {orders.map((order) => (
            <li key={order.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3">
              <div className="min-w-0">
                <Link
                  to={`/admin/orders/${order.id}`}
                  className="text-sm font-semibold tracking-wide text-primary-ink hover:underline"
                >
                  {order.code}
                </Link>
                <p className="truncate text-sm text-stone-600">
                  {order.customer} · {formatOrderDateTime(order.createdAt)}
                </p>
              </div>
              <div className="flex items-center gap-3">
                <span className="text-sm font-semibold text-ink">{money(order.amount)}</span>
                <OrderStatusBadge status={order.status} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
