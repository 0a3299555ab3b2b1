import { orderAmounts, type OrderAmounts, type ShippingSettings } from '@shop/core/checkout';
import { useDeviceCart } from '../cart/cart-store';
import { AmountRows } from '../cart/cart-summary';
import { useFormatPrice } from '../settings/use-shop-settings';

const listClass = 'flex flex-col divide-y divide-stone-100 text-sm';
const lineClass = 'flex justify-between gap-3 py-2';

/**
 * The checkout summary's lines and amounts (subtotal, delivery, total), as the order will be sent;
 * a placeholder of their size until the device's cart is read.
 */
export function CheckoutLines({ shipping }: { shipping: ShippingSettings }) {
  const formatPrice = useFormatPrice();
  const lines = useDeviceCart();
  if (!lines) return <CheckoutLinesPlaceholder />;
  return (
    <>
      <ul className={listClass}>
        {lines.map((l) => (
          <li key={`${l.productId}:${l.variantId}`} className={lineClass}>
            <span className="min-w-0 text-ink">
              {l.name}
              {l.sizeName && <span className="text-stone-500"> ({l.sizeName})</span>}
              <span className="text-stone-500"> × {l.quantity}</span>
            </span>
            <span className="shrink-0 font-medium tabular-nums text-ink">{formatPrice(l.price * l.quantity)}</span>
          </li>
        ))}
      </ul>
      <AmountRows amounts={orderAmounts(lines, shipping)} />
    </>
  );
}

const NO_AMOUNTS: OrderAmounts = { subtotal: 0, shippingFee: 0, tradeInCredit: 0, amount: 0 };

/**
 * What the summary shows until the device's cart is read (the server's HTML and the browser's
 * hydrating render): the room of one line and of the amounts, their labels without values, so that
 * nothing moves when a one-line cart fills it in.
 */
function CheckoutLinesPlaceholder() {
  return (
    <div aria-busy="true" className="flex flex-col gap-4 [&_dd]:rounded [&_dd]:bg-stone-100 [&_dd]:text-transparent">
      <ul aria-hidden="true" className={listClass}>
        <li className={lineClass}>
          <span className="w-2/3 rounded bg-stone-100">&nbsp;</span>
          <span className="w-24 rounded bg-stone-100">&nbsp;</span>
        </li>
      </ul>
      <div aria-hidden="true" className="contents">
        <AmountRows amounts={NO_AMOUNTS} />
      </div>
    </div>
  );
}
