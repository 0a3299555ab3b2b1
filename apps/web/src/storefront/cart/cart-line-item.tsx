import type { CartLine } from '@shop/core/cart';
import { GENDER_LABELS, type Gender } from '@shop/core/constants';
import { productSlug } from '@shop/core/slug';
import { Trash2 } from 'lucide-react';
import type { VariantAvailability } from '@shop/core/schemas/variant';
import { useId } from 'react';
import { Link } from 'react-router';
import { capReason } from './cap-reason';
import { IconButton } from '../../components/ui/icon-button';
import { QuantityStepper } from '../../components/ui/quantity-stepper';
import { Thumbnail } from '../components/responsive-image';
import { useFormatPrice, useShopSettings } from '../settings/use-shop-settings';
import { MAX_LINE_QUANTITY, useCartStore } from './cart-store';

/** A cart line: name, description, category, size diameter, gender, unit price, −/+ and delete. */
export function CartLineItem({
  line,
  live,
  maxQuantityPerLine,
}: {
  line: CartLine;
  /** What can be ordered of the line's variant now; undefined until the cart's check answered. */
  live?: VariantAvailability;
  maxQuantityPerLine?: number;
}) {
  const setQuantity = useCartStore((s) => s.setQuantity);
  const remove = useCartStore((s) => s.remove);
  const formatPrice = useFormatPrice();
  const key = { productId: line.productId, sizeId: line.sizeId };
  const href = `/product/${productSlug(line.productId, line.name)}`;
  const gender = GENDER_LABELS[line.gender as Gender] ?? line.gender;
  // Until the availability answer comes, the shop's limit per line (a public setting) bounds the quantity.
  const perLine = Math.min(useShopSettings().maxQuantityPerLine, MAX_LINE_QUANTITY);
  const max = live ? Math.max(0, Math.min(live.max, MAX_LINE_QUANTITY)) : perLine;
  // Said when + stops: at what can be ordered (the stock or the limit per line), or the line is gone.
  const reason = live && (live.max === 0 || line.quantity >= max) ? capReason(live, maxQuantityPerLine) : null;
  const reasonId = useId();

  return (
    <li className="flex gap-3 py-4 sm:gap-4">
      <Link
        to={href}
        tabIndex={-1}
        aria-hidden="true"
        className="shrink-0 self-start overflow-hidden rounded-lg bg-sand ring-1 ring-stone-200"
      >
        <Thumbnail src={line.image} size={112} className="block size-20 object-cover sm:size-28" />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-2">
          <h2 className="min-w-0 text-sm font-semibold leading-snug text-ink sm:text-base">
            <Link to={href} className="hover:text-primary-ink hover:underline">
              {line.name}
            </Link>
          </h2>
          <IconButton
            label={`Xóa ${line.name}${line.sizeName ? ` (${line.sizeName})` : ''} khỏi giỏ hàng`}
            icon={Trash2}
            onClick={() => remove(key)}
            className="-mr-2 -mt-1 inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-stone-500 hover:bg-red-50 hover:text-red-700"
          />
        </div>
        {line.description && <p className="line-clamp-2 text-sm text-stone-600">{line.description}</p>}
        <dl className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-stone-600">
          {line.category && (
            <div className="flex gap-1">
              <dt>Danh mục:</dt>
              <dd className="font-medium text-ink">{line.category}</dd>
            </div>
          )}
          <div className="flex gap-1">
            <dt>Kích thước:</dt>
            <dd className="font-medium text-ink">{line.sizeDiameter || line.sizeName || '—'}</dd>
          </div>
          <div className="flex gap-1">
            <dt>Giới tính:</dt>
            <dd className="font-medium text-ink">{gender}</dd>
          </div>
        </dl>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm">
            <span className="text-stone-500">Đơn giá: </span>
            <span className="font-semibold text-ink">{formatPrice(line.price)}</span>
          </p>
          <QuantityStepper
            label={`Số lượng ${line.name}`}
            value={line.quantity}
            onChange={(quantity) => setQuantity(key, quantity)}
            min={0}
            max={Math.max(max, 0)}
            look="joined"
            describedBy={reason ? reasonId : undefined}
          />
        </div>
        {reason && (
          <p id={reasonId} className={live?.max === 0 ? 'text-sm text-red-700' : 'text-sm text-amber-800'}>
            {reason}
          </p>
        )}
      </div>
    </li>
  );
}
