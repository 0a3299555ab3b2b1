import { formatUsd, type CartTotals } from '@shop/core/cart';
import { FREE_SHIPPING_OVER, TAX_RATE } from '@shop/core/constants';
import { Truck } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';

/**
 * The cart's summary: subtotal, shipping, tax, total, the free-shipping hint, checkout and continue shopping.
 * Free shipping needs a subtotal strictly over 500, so at exactly 500 one more cent is still needed.
 */
export function CartSummary({ totals, onCheckout }: { totals: CartTotals; onCheckout: () => void }) {
  const rows = [
    ['Tạm tính', formatUsd(totals.subtotal)],
    ['Phí vận chuyển', totals.shipping === 0 ? 'Miễn phí' : formatUsd(totals.shipping)],
    [`Thuế (${Math.round(TAX_RATE * 100)}%)`, formatUsd(totals.tax)],
  ] as const;
  return (
    <section aria-labelledby="tom-tat-gio-hang" className="flex flex-col gap-4 rounded-2xl bg-white p-5 ring-1 ring-stone-200 lg:sticky lg:top-28">
      <h2 id="tom-tat-gio-hang" className="text-lg font-semibold text-ink">
        Tóm tắt đơn hàng
      </h2>
      <dl className="flex flex-col gap-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-3">
            <dt className="text-stone-600">{label}</dt>
            <dd className="font-medium tabular-nums text-ink">{value}</dd>
          </div>
        ))}
        <div className="mt-1 flex justify-between gap-3 border-t border-stone-200 pt-3 text-base">
          <dt className="font-semibold text-ink">Tổng cộng</dt>
          <dd className="font-semibold tabular-nums text-ink">{formatUsd(totals.total)}</dd>
        </div>
      </dl>
      <p className="flex items-start gap-2 rounded-lg bg-primary-soft px-3 py-2 text-sm text-ink" aria-live="polite">
        <Truck className="mt-0.5 size-4 shrink-0 text-primary-ink" aria-hidden="true" />
        {totals.shipping > 0
          ? `Mua thêm ${formatUsd(totals.neededForFreeShipping)} để được miễn phí vận chuyển (đơn hàng trên ${formatUsd(FREE_SHIPPING_OVER)}).`
          : 'Đơn hàng của bạn được miễn phí vận chuyển.'}
      </p>
      <Button size="lg" className="w-full" onClick={onCheckout}>
        Tiến Hành Thanh Toán
      </Button>
      <Link to="/products" className="text-center text-sm font-semibold text-primary-ink hover:underline">
        Tiếp tục mua sắm
      </Link>
    </section>
  );
}
