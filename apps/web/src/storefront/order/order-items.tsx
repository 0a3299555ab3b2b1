import type { OrderLookup } from '@shop/core/schemas/order';
import { AmountRows } from '../cart/cart-summary';
import { useFormatPrice } from '../settings/use-shop-settings';

/** What was ordered (name, variant, quantity, line amount) and the order's stored amounts. */
export function OrderItems({
  order,
}: {
  order: Pick<OrderLookup, 'items' | 'subtotal' | 'shippingFee' | 'amount' | 'tradeIns'>;
}) {
  const formatPrice = useFormatPrice();
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col divide-y divide-stone-100 text-sm">
        {order.items.map((item, i) => (
          <li key={`${item.variantId ?? 'x'}-${i}`} className="flex justify-between gap-3 py-2">
            <span className="min-w-0 text-ink">
              {item.productName}
              {item.variantName && <span className="text-stone-500"> ({item.variantName})</span>}
              <span className="text-stone-500">
                {' '}
                × {item.quantity} · {formatPrice(item.price)}
              </span>
            </span>
            <span className="shrink-0 font-medium tabular-nums text-ink">
              {formatPrice(item.price * item.quantity)}
            </span>
          </li>
        ))}
      </ul>
      <AmountRows amounts={order} />
    </div>
  );
}
