import {
  neededForFreeShipping,
  type OrderAmounts,
  type ShippingSettings,
  type ShownAmounts,
} from '@shop/core/checkout';
import { Truck } from 'lucide-react';
import { Link } from 'react-router';
import { AmountList } from '../../components/amount-list';
import { buttonClass } from '../../components/ui/button';
import { TitledSection } from '../../components/ui/titled-section';
import { useFormatPrice } from '../settings/use-shop-settings';

/** Shown under every summary of amounts: retail prices in Vietnam include VAT, so there is no tax line. */
const VAT_INCLUDED = 'Giá đã bao gồm VAT';

/**
 * Subtotal, delivery (Miễn phí when free) and total of a cart or an order, in the shop currency,
 * with "Giá đã bao gồm VAT". Used by the cart, the checkout page and the confirmation page.
 */
export function AmountRows({ amounts }: { amounts: ShownAmounts }) {
  const formatPrice = useFormatPrice();
  return (
    <>
      <AmountList amounts={amounts} money={formatPrice} className="gap-2" />
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
export function CartSummary({
  amounts,
  shipping,
  blockedReason,
}: {
  amounts: OrderAmounts;
  shipping: ShippingSettings;
  /** Why the shopper cannot go on to the checkout yet (a line that can no longer be ordered). */
  blockedReason?: string;
}) {
  return (
    <TitledSection
      title="Tóm tắt đơn hàng"
      titleClassName="text-lg font-semibold text-ink"
      className="flex flex-col gap-4 rounded-2xl bg-white p-5 ring-1 ring-stone-200 lg:sticky lg:top-28"
    >
      <AmountRows amounts={amounts} />
      <FreeShippingHint amounts={amounts} shipping={shipping} />
      {blockedReason ? (
        <>
          <button
            type="button"
            disabled
            aria-describedby="cart-blocked"
            className={buttonClass('primary', 'lg', 'w-full')}
          >
            Tiến Hành Thanh Toán
          </button>
          <p id="cart-blocked" className="-mt-2 text-sm text-red-700">
            {blockedReason}
          </p>
        </>
      ) : (
        <Link to="/checkout" className={buttonClass('primary', 'lg', 'w-full')}>
          Tiến Hành Thanh Toán
        </Link>
      )}
      <Link to="/products" className="text-center text-sm font-semibold text-primary-ink hover:underline">
        Tiếp tục mua sắm
      </Link>
    </TitledSection>
  );
}
