import { PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS, type OrderLookup } from '@shop/core/schemas/order';
import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useFindOrder } from '../../api/orders';
import { buttonClass } from '../../components/ui/button';
import { formatTimeDate } from '../../lib/format-date';
import { useDocumentTitle } from '../components/use-document-title';
import { AgreedPolicies } from '../order/agreed-policies';
import { OrderInvoice } from '../order/order-invoice';
import { OrderItems } from '../order/order-items';
import { useShopSettings } from '../settings/use-shop-settings';
import { useOrderLookupForm } from './lookup-form';
import { OrderTimeline } from './order-timeline';
import { OrderReturnsPanel } from '../returns/order-returns-panel';
import { KeyPhoneForm } from '../components/key-phone-form';

/**
 * Tra cứu đơn hàng, /track-order (docs/product/storefront.md#order-tracking): the order code and the
 * phone number show the order's status timeline, payment, who carries it and its tracking number once
 * shipped, items and amount. `?code=` fills in the
 * code (the confirmation page links here with it). Every wrong pair gets the same answer; after too
 * many tries the page says how long to wait.
 */
export function TrackOrderPage() {
  const [params] = useSearchParams();
  const { storeName } = useShopSettings();
  useDocumentTitle(`Tra cứu đơn hàng | ${storeName}`);
  const [found, setFound] = useState<{ order: OrderLookup; phone: string } | null>(null);
  const { handleSubmit, waiting, fields, onThrottled, failure } = useOrderLookupForm(params.get('code') ?? '');
  const find = useFindOrder({
    onMutate: () => setFound(null),
    onSuccess: (order, values) => setFound({ order, phone: values.phone }),
    onError: onThrottled,
  });
  const submit = handleSubmit((values) => {
    if (waiting || find.isPending) return;
    find.mutate(values);
  });

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="text-3xl font-semibold tracking-tight text-ink sm:text-4xl">Tra cứu đơn hàng</h1>
      <p className="mt-2 text-sm text-stone-600">
        Nhập mã đơn hàng (ví dụ DH250131K7Q2XM) và số điện thoại đã dùng khi đặt hàng.
      </p>
      <KeyPhoneForm
        onSubmit={submit}
        {...fields}
        loading={find.isPending}
        failure={find.isError && failure(find.error)}
      >
        <Search className="size-4" aria-hidden="true" />
        Tra cứu
      </KeyPhoneForm>
      {found && <TrackedOrder order={found.order} phone={found.phone} />}
    </div>
  );
}

function TrackedOrder({ order, phone }: { order: OrderLookup; phone: string }) {
  const headingId = useId();
  const payable =
    order.paymentMethod === 'bank_transfer' &&
    order.paymentStatus === 'unpaid' &&
    order.status !== 'cancelled' &&
    order.payment;
  return (
    <section aria-labelledby={headingId} className="mt-8 grid gap-6 md:grid-cols-[18rem_minmax(0,1fr)]">
      <h2 id={headingId} className="text-2xl font-semibold text-ink md:col-span-2">
        Đơn hàng {order.code}
      </h2>
      <div className="flex flex-col gap-4 rounded-2xl bg-white p-5 ring-1 ring-stone-200">
        <h3 className="font-semibold text-ink">Trạng thái</h3>
        <OrderTimeline timeline={order.timeline} />
      </div>
      <div className="flex flex-col gap-4 rounded-2xl bg-white p-5 ring-1 ring-stone-200">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-stone-500">Thanh toán</dt>
          <dd className="text-ink">{PAYMENT_METHOD_LABELS[order.paymentMethod]}</dd>
          <dt className="text-stone-500">Tình trạng thanh toán</dt>
          <dd className="font-semibold text-ink">{PAYMENT_STATUS_LABELS[order.paymentStatus]}</dd>
          {payable && payable.payBy && (
            <>
              <dt className="text-stone-500">Hạn thanh toán</dt>
              <dd className="font-semibold text-ink">{formatTimeDate(payable.payBy)}</dd>
            </>
          )}
          {order.carrier && (
            <>
              <dt className="text-stone-500">Đơn vị vận chuyển</dt>
              <dd className="text-ink">{order.carrier}</dd>
            </>
          )}
          {order.trackingNumber && (
            <>
              <dt className="text-stone-500">Mã vận đơn</dt>
              <dd className="font-mono text-ink">{order.trackingNumber}</dd>
            </>
          )}
        </dl>
        <h3 className="font-semibold text-ink">Sản phẩm</h3>
        <OrderItems order={order} />
        {payable && (
          <Link to={`/order/${order.code}`} state={{ phone }} className={buttonClass()}>
            Xem hướng dẫn chuyển khoản
          </Link>
        )}
      </div>
      {(order.invoice || order.invoiceRequest) && (
        <div className="flex flex-col gap-4 rounded-2xl bg-white p-5 ring-1 ring-stone-200 md:col-span-2">
          <h3 className="font-semibold text-ink">Hóa đơn VAT</h3>
          <OrderInvoice order={order} />
        </div>
      )}
      {order.agreedPolicies && order.agreedPolicies.length > 0 && (
        <div className="flex flex-col gap-4 rounded-2xl bg-white p-5 ring-1 ring-stone-200 md:col-span-2">
          <h3 className="font-semibold text-ink">Điều khoản đã đồng ý</h3>
          <AgreedPolicies policies={order.agreedPolicies} />
        </div>
      )}
      {order.status === 'completed' && (
        <div className="md:col-span-2">
          <OrderReturnsPanel code={order.code} phone={phone} />
        </div>
      )}
    </section>
  );
}
