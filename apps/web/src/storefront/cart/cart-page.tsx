import { orderAmounts } from '@shop/core/checkout';
import { ShoppingBag } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useAvailability } from '../../api/availability';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { useDocumentTitle } from '../components/use-document-title';
import { useShopSettings } from '../settings/use-shop-settings';
import { CartLineItem } from './cart-line-item';
import { cartLineKey, useCartStore } from './cart-store';
import { CartSummary } from './cart-summary';

/**
 * Giỏ hàng, /cart (docs/product/storefront.md#cart): the lines, the summary in the shop currency
 * (subtotal, delivery from the shop's settings, total: the same function the server prices the order
 * with) and Tiến Hành Thanh Toán, which goes to /checkout.
 */
export function CartPage() {
  const lines = useCartStore((s) => s.lines);
  const clear = useCartStore((s) => s.clear);
  const { storeName, shipping } = useShopSettings();
  const [confirmClear, setConfirmClear] = useState(false);
  const limitTo = useCartStore((s) => s.limitTo);
  // What can be ordered now, asked each time the cart opens: the cart stops at it and says why.
  const availability = useAvailability(lines.map((l) => l.variantId));
  const lowered = useCartStore((s) => s.lowered);
  const { answer } = availability;
  useEffect(() => {
    if (!answer) return;
    const maxOf = new Map(answer.variants.map((v) => [v.variantId, v.max]));
    limitTo((variantId) => maxOf.get(variantId));
  }, [answer, limitTo]);
  // The note about lowered lines belongs to this visit of the cart.
  useEffect(
    () => () => {
      useCartStore.setState({ lowered: [] });
    },
    [],
  );
  const gone = lines.filter((l) => availability.of(l.variantId)?.max === 0);
  const amounts = orderAmounts(lines, shipping);
  const count = lines.reduce((n, l) => n + l.quantity, 0);
  useDocumentTitle(`Giỏ hàng | ${storeName}`);

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="text-3xl font-semibold tracking-tight text-ink sm:text-4xl">Giỏ hàng</h1>
      {lines.length === 0 ? (
        <EmptyCart />
      ) : (
        <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <section aria-label="Sản phẩm trong giỏ" className="rounded-2xl bg-white px-4 ring-1 ring-stone-200 sm:px-5">
            <div className="flex items-center justify-between gap-3 border-b border-stone-100 py-3">
              <p className="text-sm text-stone-600">{count} sản phẩm</p>
              <button
                type="button"
                onClick={() => setConfirmClear(true)}
                className="rounded text-sm font-medium text-red-700 hover:underline"
              >
                Xóa tất cả
              </button>
            </div>
            {lowered.length > 0 && (
              <p
                role="status"
                className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200"
              >
                Cửa hàng không còn đủ hàng như trong giỏ, số lượng đã được giảm theo số còn lại:{' '}
                {lowered.map((l) => `${l.name}${l.sizeName ? ` (${l.sizeName})` : ''}: ${l.quantity}`).join('; ')}.
              </p>
            )}
            <ul className="divide-y divide-stone-100">
              {lines.map((line) => (
                <CartLineItem
                  key={cartLineKey(line)}
                  line={line}
                  live={availability.of(line.variantId)}
                  maxQuantityPerLine={availability.maxQuantityPerLine}
                />
              ))}
            </ul>
          </section>
          <CartSummary
            amounts={amounts}
            shipping={shipping}
            blockedReason={
              gone.length > 0 ? 'Vui lòng bỏ khỏi giỏ các sản phẩm không còn đặt được để tiếp tục.' : undefined
            }
          />
        </div>
      )}
      <ConfirmDialog
        open={confirmClear}
        onClose={() => setConfirmClear(false)}
        type="danger"
        title="Xóa giỏ hàng"
        message="Bạn có chắc muốn xóa tất cả sản phẩm khỏi giỏ hàng?"
        confirmText="Xóa tất cả"
        onConfirm={() => {
          clear();
          setConfirmClear(false);
        }}
      />
    </div>
  );
}

/**
 * "Giỏ hàng của bạn trống" and a way back to the watches (also shown by the checkout page without
 * lines). On a phone it fills the screen below the heading: the checkout renders its form on the
 * server and replaces it with this once the browser has read an empty cart, and the footer then stays
 * where it was, below the screen, instead of moving up into view.
 */
export function EmptyCart() {
  return (
    <div className="mt-8 flex min-h-[70svh] flex-col items-center justify-center gap-4 rounded-2xl bg-white px-6 py-14 text-center ring-1 ring-stone-200 sm:min-h-0">
      <ShoppingBag className="size-12 text-stone-400" aria-hidden="true" />
      <p className="text-lg font-medium text-ink">Giỏ hàng của bạn trống</p>
      <Link to="/products" className={buttonClass()}>
        Tiếp tục mua sắm
      </Link>
    </div>
  );
}
