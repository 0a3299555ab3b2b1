import { neededForFreeShipping, type OrderAmounts, type ShippingSettings } from '@shop/core/checkout';
import { Truck } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { useFormatPrice } from '../settings/use-shop-settings';

/** Shown under every summary of amounts: retail prices in Vietnam include VAT, so there is no tax line. */
const VAT_INCLUDED = 'Giá đã bao gồm VAT';

/**
 * Subtotal, delivery (Miễn phí when free) and total of a cart or an order, in the shop currency,
 * with "Giá đã bao gồm VAT". Used by the cart, the checkout page and the confirmation page.
 */
export function AmountRows({ amounts }: { amounts: OrderAmounts }) {
  const formatPrice = useFormatPrice();
  const rows = [
    ['Tạm tính', formatPrice(amounts.subtotal)],
    ['Phí vận chuyển', amounts.shippingFee === 0 ? 'Miễn phí' : formatPrice(amounts.shippingFee)],
  ] as const;
  return (
    <>
      <dl className="flex flex-col gap-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-3">
            <dt className="text-stone-600">{label}</dt>
            <dd className="font-medium tabular-nums text-ink">{value}</dd>
          </div>
        ))}
        <div className="mt-1 flex justify-between gap-3 border-t border-stone-200 pt-3 text-base">
          <dt className="font-semibold text-ink">Tổng cộng</dt>
          <dd className="font-semibold tabular-nums text-ink">{formatPrice(amounts.amount)}</dd>
        </div>
      </dl>
      <p className="-mt-2 text-right text-xs text-stone-500">{VAT_INCLUDED}</p>
    </>
  );
}

/**
 * How much more the shopper needs for free delivery (the subtotal must end strictly above the
 * threshold), or that delivery is free.
 */
function FreeShippingHint({ amounts, shipping }: { amounts: OrderAmounts; shipping: ShippingSettings }) {
  const formatPrice = useFormatPrice();
  const needed = neededForFreeShipping(amounts.subtotal, shipping);
  return (
    <p className="flex items-start gap-2 rounded-lg bg-primary-soft px-3 py-2 text-sm text-ink" aria-live="polite">
      <Truck className="mt-0.5 size-4 shrink-0 text-primary-ink" aria-hidden="true" />
      {needed > 0
        ? `Mua thêm ${formatPrice(needed)} để được miễn phí vận chuyển (đơn hàng trên ${formatPrice(shipping.freeShippingOver)}).`
        : 'Đơn hàng của bạn được miễn phí vận chuyển.'}
    </p>
  );
}

/** The cart's summary: the amounts, the free-delivery hint, Tiến Hành Thanh Toán (to /checkout) and continue shopping. */
export function CartSummary({ amounts, shipping }: { amounts: OrderAmounts; shipping: ShippingSettings }) {
  return (
    <section
      aria-labelledby="tom-tat-gio-hang"
      className="flex flex-col gap-4 rounded-2xl bg-white p-5 ring-1 ring-stone-200 lg:sticky lg:top-28"
    >
      <h2 id="tom-tat-gio-hang" className="text-lg font-semibold text-ink">
        Tóm tắt đơn hàng
      </h2>
      <AmountRows amounts={amounts} />
      <FreeShippingHint amounts={amounts} shipping={shipping} />
      <Link to="/checkout" className={buttonClass('primary', 'lg', 'w-full')}>
        Tiến Hành Thanh Toán
      </Link>
      <Link to="/products" className="text-center text-sm font-semibold text-primary-ink hover:underline">
        Tiếp tục mua sắm
      </Link>
    </section>
  );
}
