import type { Order } from '@shop/core/schemas/order';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '../layout/screen-state';
import { formatOrderDateTime } from '../orders/order-format';
import { OrderStatusBadge } from '../orders/order-status-badge';
import { TextLink } from '../components/text-link';
import { useMoney } from '../components/use-money';
import { DashboardCard } from './dashboard-card';

/** The latest orders (5) with their status labels. */
export function RecentOrders({ orders }: { orders: Order[] }) {
  const money = useMoney();
  return (
    <DashboardCard
      titleId="recent-orders-title"
      title="Đơn hàng gần đây"
      link={
        <TextLink to="/admin/orders">
          Xem tất cả
          <ArrowRight className="size-4" aria-hidden="true" />
        </TextLink>
      }
    >
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
    </DashboardCard>
  );
}
