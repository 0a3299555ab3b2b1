import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { customerQueryOptions } from '../../api/customers';
import { CardSection } from '../components/card';
import { RecordStates } from '../components/record-page';
import { BackLink } from '../components/text-link';
import { useMoney } from '../components/use-money';
import { RequireRight } from '../layout/require-right';
import { EmptyState } from '../layout/screen-state';
import { formatAddress } from '@shop/core/schemas/order';
import { formatOrderDateTime } from '../orders/order-format';
import { OrderStatusBadge, PaymentStatusBadge } from '../orders/order-status-badge';
import { DataTable } from '../components/data-table';

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-xl bg-stone-50 px-3 py-2">
      <dt className="text-xs font-medium uppercase tracking-wide text-stone-500">{label}</dt>
      <dd className="mt-0.5 text-base font-semibold text-ink">{children}</dd>
    </div>
  );
}

function CustomerScreen() {
  const money = useMoney();
  const phone = useParams().phone ?? '';
  const query = useQuery(customerQueryOptions(phone));
  const back = <BackLink to="/admin/customers">Danh sách khách hàng</BackLink>;

  if (!query.isSuccess) return <RecordStates query={query} what="khách hàng" back={back} />;
  const { customer, orders } = query.data;
  const lastAddress = formatAddress(orders.find((o) => o.shippingAddress)?.shippingAddress);

  return (
    <div className="mx-auto max-w-5xl space-y-5">
      {back}
      <CardSection title={customer.name} lead>
        <p className="mt-1 text-sm text-stone-600">
          <a href={`tel:${customer.phone}`} className="text-primary-ink hover:underline">
            {customer.phone}
          </a>
          {customer.email && <> · {customer.email}</>}
        </p>
        {lastAddress && <p className="mt-1 text-sm text-stone-600">Địa chỉ gần nhất: {lastAddress}</p>}
        <dl className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-3">
          <Figure label="Số đơn hàng">{customer.orders}</Figure>
          <Figure label="Đã chi tiêu">{money(customer.totalSpent)}</Figure>
          <Figure label="Đơn gần nhất">{formatOrderDateTime(customer.lastOrderAt)}</Figure>
        </dl>
      </CardSection>

      <CardSection title="Đơn hàng của khách" level={3}>
        {orders.length === 0 ? (
          <EmptyState>Chưa có đơn hàng nào</EmptyState>
        ) : (
          <DataTable
            className="mt-3 overflow-x-auto rounded-xl ring-1 ring-stone-200"
            caption="Đơn hàng của khách"
            columns={[
              'Mã đơn',
              'Ngày đặt',
              'Trạng thái',
              { label: 'Thanh toán', className: 'hidden sm:table-cell' },
              { label: 'Số tiền', className: 'text-right' },
            ]}
          >
            {orders.map((o) => (
              <tr key={o.id}>
                <td className="px-3 py-2">
                  <Link
                    to={`/admin/orders/${o.id}`}
                    className="font-semibold tracking-wide text-primary-ink hover:underline"
                  >
                    {o.code}
                  </Link>
                </td>
                <td className="px-3 py-2 whitespace-nowrap text-stone-700">{formatOrderDateTime(o.createdAt)}</td>
                <td className="px-3 py-2">
                  <OrderStatusBadge status={o.status} />
                </td>
                <td className="hidden px-3 py-2 sm:table-cell">
                  <PaymentStatusBadge status={o.paymentStatus} />
                </td>
                <td className="px-3 py-2 text-right font-semibold whitespace-nowrap">{money(o.amount)}</td>
              </tr>
            ))}
          </DataTable>
        )}
      </CardSection>
    </div>
  );
}

/** One customer (/admin/customers/:phone): their figures and all their orders, newest first. */
export function CustomerPage() {
  return (
    <RequireRight resource="orders" what="khách hàng">
      <CustomerScreen />
    </RequireRight>
  );
}
