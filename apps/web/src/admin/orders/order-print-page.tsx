import { amountInWords } from '@shop/core/amount-in-words';
import { formatAddress, PAYMENT_STATUS_LABELS, type Order, type PaymentInstructions } from '@shop/core/schemas/order';
import { useQuery } from '@tanstack/react-query';
import { Printer } from 'lucide-react';
import { useParams } from 'react-router';
import { orderQueryOptions } from '../../api/orders';
import { settingsQueryOptions } from '../../api/settings';
import { Button } from '../../components/ui/button';
import { LoadError } from '../components/load-error';
import { BackLink } from '../components/text-link';
import { errorStatus } from '../components/no-permission';
import { useMoney } from '../components/use-money';
import { RequireRight } from '../layout/require-right';
import { EmptyState, LoadingState } from '../layout/screen-state';
import { readStoreInfo } from '../shop/store-settings';
import { OrderAmounts } from './order-amounts';
import { formatOrderDateTime, paymentMethodLabel } from './order-format';
import { TableHead } from '../components/table-head';

/**
 * Where an unpaid bank-transfer order is paid: the account the order was placed with (kept on the
 * order, so a later change of the shop's account never changes a printed invoice).
 */
function TransferDetails({ payment }: { payment: PaymentInstructions }) {
  return (
    <section
      aria-label="Chuyển khoản"
      className="grid grid-cols-1 gap-x-6 gap-y-1 border-b border-stone-300 py-4 sm:grid-cols-2 print:grid-cols-2"
    >
      <p className="font-semibold sm:col-span-2 print:col-span-2">Thông tin chuyển khoản</p>
      <p>Ngân hàng: {payment.bankName ?? `Mã BIN ${payment.bankBin}`}</p>
      <p>Số tài khoản: {payment.accountNumber}</p>
      <p>Chủ tài khoản: {payment.accountName}</p>
      <p>Nội dung chuyển khoản: {payment.reference}</p>
    </section>
  );
}

function Invoice({ order }: { order: Order }) {
  const money = useMoney();
  const settings = useQuery(settingsQueryOptions());
  const store = readStoreInfo(settings.data);
  const address = formatAddress(order.shippingAddress);

  return (
    <article
      aria-label={`Hóa đơn ${order.code}`}
      className="mx-auto max-w-3xl bg-white p-6 text-sm text-black shadow-sm ring-1 ring-stone-200 sm:p-10 print:max-w-none print:p-0 print:shadow-none print:ring-0"
    >
      <header className="flex flex-wrap items-start justify-between gap-4 border-b border-stone-300 pb-4">
        <div>
          <p className="text-lg font-bold">{store.name || 'Cửa hàng'}</p>
          {store.address && <p>{store.address}</p>}
          {store.phone && <p>Điện thoại: {store.phone}</p>}
          {store.email && <p>Email: {store.email}</p>}
        </div>
        <div className="text-right">
          <h1 className="text-xl font-bold uppercase tracking-wide">Hóa đơn bán hàng</h1>
          <p className="text-xs uppercase tracking-wide text-stone-600">kiêm phiếu giao hàng</p>
          <p className="mt-2">
            Mã đơn: <strong className="tracking-wide">{order.code}</strong>
          </p>
          <p>Ngày đặt: {formatOrderDateTime(order.createdAt)}</p>
        </div>
      </header>

      <section
        aria-label="Người nhận"
        className="grid grid-cols-1 gap-x-6 gap-y-1 border-b border-stone-300 py-4 sm:grid-cols-2 print:grid-cols-2"
      >
        <p>
          Người nhận: <strong>{order.customer}</strong>
        </p>
        <p>Điện thoại: {order.phone}</p>
        {order.email && <p>Email: {order.email}</p>}
        <p className="sm:col-span-2 print:col-span-2">Địa chỉ giao hàng: {address || 'Khách nhận tại cửa hàng'}</p>
        <p>Thanh toán: {paymentMethodLabel(order.paymentMethod)}</p>
        <p>Tình trạng: {PAYMENT_STATUS_LABELS[order.paymentStatus]}</p>
        {order.note && <p className="sm:col-span-2 print:col-span-2">Ghi chú: {order.note}</p>}
      </section>

      {order.payment && <TransferDetails payment={order.payment} />}

      <table className="mt-4 w-full border-collapse text-left">
        <caption className="sr-only">Sản phẩm</caption>
        <TableHead
          rowClassName="border-b border-stone-400"
          cellClassName="py-2 font-semibold"
          columns={[
            { label: 'STT', className: 'pr-2' },
            { label: 'Sản phẩm', className: 'pr-2' },
            { label: 'SL', className: 'pr-2 text-right' },
            { label: 'Đơn giá', className: 'pr-2 text-right' },
            { label: 'Thành tiền', className: 'text-right' },
          ]}
        />
        <tbody>
          {order.items.map((line, index) => (
            <tr
              key={`${line.variantId ?? 'x'}-${index}`}
              className="border-b border-stone-200 align-top break-inside-avoid"
            >
              <td className="py-2 pr-2">{index + 1}</td>
              <td className="py-2 pr-2">
                {line.productName}
                {line.variantName && <span className="block text-xs text-stone-600">{line.variantName}</span>}
                {line.pieces && line.pieces.length > 0 && (
                  <span className="block text-xs">Số serial: {line.pieces.map((p) => p.serial).join(', ')}</span>
                )}
              </td>
              <td className="py-2 pr-2 text-right">{line.quantity}</td>
              <td className="py-2 pr-2 text-right whitespace-nowrap">{money(line.price)}</td>
              <td className="py-2 text-right whitespace-nowrap">{money(line.price * line.quantity)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <OrderAmounts amounts={order} money={money} className="mt-4" />
      {order.paymentMethod === 'cod' && (
        <dl className="mt-2 ml-auto flex w-full max-w-xs justify-between gap-3 rounded-md border-2 border-ink px-3 py-2 text-base break-inside-avoid">
          <dt className="font-semibold">Tiền thu hộ (COD)</dt>
          {/* What the carrier collects at the door: nothing once the order is paid. */}
          <dd className="font-bold tabular-nums">{money(order.paymentStatus === 'unpaid' ? order.amount : 0)}</dd>
        </dl>
      )}
      <p className="mt-3 text-right italic">Số tiền bằng chữ: {amountInWords(order.amount)}</p>

      <footer className="mt-10 grid grid-cols-2 gap-6 text-center break-inside-avoid">
        <div>
          <p className="font-semibold">Người nhận hàng</p>
          <p className="text-xs text-stone-600">(Ký, ghi rõ họ tên)</p>
        </div>
        <div>
          <p className="font-semibold">Người lập phiếu</p>
          <p className="text-xs text-stone-600">(Ký, ghi rõ họ tên)</p>
        </div>
      </footer>
    </article>
  );
}

function PrintScreen() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const query = useQuery({ ...orderQueryOptions(valid ? id : 0), enabled: valid });

  return (
    <div className="min-h-dvh bg-stone-100 p-4 sm:p-8 print:min-h-0 print:bg-white print:p-0">
      <div className="mx-auto mb-4 flex max-w-3xl items-center justify-between gap-3 print:hidden">
        <BackLink to={valid ? `/admin/orders/${id}` : '/admin/orders'}>Quay lại đơn hàng</BackLink>
        {query.isSuccess && (
          <Button onClick={() => window.print()}>
            <Printer className="size-4" aria-hidden="true" />
            In
          </Button>
        )}
      </div>
      {!valid || errorStatus(query.error) === 404 ? (
        <EmptyState className="mx-auto max-w-3xl rounded-2xl bg-white">Không tìm thấy đơn hàng</EmptyState>
      ) : query.isPending ? (
        <LoadingState label="Đang tải đơn hàng..." />
      ) : query.isError ? (
        <LoadError message="Không thể tải đơn hàng" query={query} />
      ) : (
        <Invoice order={query.data} />
      )}
    </div>
  );
}

/** The printable invoice / packing slip of an order (/admin/orders/:id/print), without the back office's frame. */
export function OrderPrintPage() {
  return (
    <RequireRight resource="orders" what="đơn hàng">
      <PrintScreen />
    </RequireRight>
  );
}
