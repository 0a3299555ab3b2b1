import type { Order } from '@shop/core/schemas/order';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import { formatOrderDateTime } from './order-format';
import { OrderActions } from './order-actions';
import { OrderStatusBadge, PaymentStatusBadge } from './order-status-badge';
import { useOrderCards } from './use-order-cards';
import { useMoney } from '../components/use-money';
import type { OrderStatusActions } from './use-order-status';

const COLUMNS = [
  { label: 'Mã đơn' },
  { label: 'Khách hàng' },
  { label: 'Sản phẩm' },
  { label: 'Số tiền' },
  { label: 'Trạng thái' },
  { label: 'Thanh toán', className: 'hidden xl:table-cell' },
  { label: 'Ngày đặt', className: 'hidden 2xl:table-cell' },
  { label: 'Thao tác' },
];

interface OrdersListProps {
  orders: Order[];
  actions: OrderStatusActions;
  canChange: boolean;
}

/** "Tissot PRX" or "Tissot PRX +2 sản phẩm khác". */
function productSummary(order: Order): { first: string; more: number } {
  const [first] = order.items;
  return { first: first ? first.productName : '—', more: Math.max(0, order.items.length - 1) };
}

function Products({ order }: { order: Order }) {
  const { first, more } = productSummary(order);
  return (
    <>
      <span className="line-clamp-2">{first}</span>
      {more > 0 && <span className="block text-xs text-stone-500">+{more} sản phẩm khác</span>}
    </>
  );
}

/** The order's code, as a link to its page (/admin/orders/:id). */
function OrderCodeLink({ order }: { order: Order }) {
  return (
    <Link to={`/admin/orders/${order.id}`} className="text-primary-ink underline-offset-2 hover:underline">
      {order.code}
    </Link>
  );
}

/** The orders: the table on wide screens, cards on phones, tablets and narrow laptops. */
export function OrdersList({ orders, actions, canChange }: OrdersListProps) {
  const asCards = useOrderCards();
  const money = useMoney();

  if (asCards) {
    return (
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2" aria-label="Danh sách đơn hàng">
        {orders.map((order) => (
          <li key={order.id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
            <article aria-label={`Đơn hàng ${order.code}`} className="flex h-full flex-col">
              <div className="flex items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="text-sm font-semibold tracking-wide">
                    <OrderCodeLink order={order} />
                  </p>
                  <p className="text-xs text-stone-500">{formatOrderDateTime(order.createdAt)}</p>
                </div>
                <div className="flex flex-col items-end gap-1">
                  <OrderStatusBadge status={order.status} />
                  <PaymentStatusBadge status={order.paymentStatus} />
                </div>
              </div>
              <p className="mt-3 text-sm font-medium text-ink">{order.customer}</p>
              <p className="text-xs text-stone-600">{order.phone}</p>
              <div className="mt-2 text-sm text-stone-700">
                <Products order={order} />
              </div>
              <p className="mt-2 text-base font-semibold text-ink">{money(order.amount)}</p>
              <OrderActions order={order} actions={actions} canChange={canChange} className="mt-auto pt-3" />
            </article>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-stone-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Danh sách đơn hàng</caption>
        <thead className="bg-stone-50 text-xs uppercase tracking-wide text-stone-600">
          <tr>
            {COLUMNS.map(({ label, className }) => (
              <th key={label} scope="col" className={cn('px-3 py-3 font-semibold', className)}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {orders.map((order) => (
            <tr key={order.id} className="align-top hover:bg-stone-50/60">
              <td className="px-3 py-3 whitespace-nowrap">
                <span className="font-semibold tracking-wide">
                  <OrderCodeLink order={order} />
                </span>
                <span className="block text-xs text-stone-500 2xl:hidden">{formatOrderDateTime(order.createdAt)}</span>
              </td>
              <td className="px-3 py-3">
                <span className="font-medium text-ink">{order.customer}</span>
                <span className="block text-xs text-stone-600">{order.phone}</span>
              </td>
              <td className="max-w-56 px-4 py-3 text-stone-700">
                <Products order={order} />
              </td>
              <td className="px-3 py-3 font-semibold whitespace-nowrap text-ink">{money(order.amount)}</td>
              <td className="px-3 py-3">
                <OrderStatusBadge status={order.status} />
                <PaymentStatusBadge status={order.paymentStatus} className="mt-1 xl:hidden" />
              </td>
              <td className="hidden px-3 py-3 xl:table-cell">
                <PaymentStatusBadge status={order.paymentStatus} />
              </td>
              <td className="hidden px-3 py-3 whitespace-nowrap text-stone-600 2xl:table-cell">
                {formatOrderDateTime(order.createdAt)}
              </td>
              <td className="px-3 py-3">
                <OrderActions order={order} actions={actions} canChange={canChange} compact />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
