import type { OrderAmounts } from '@shop/core/checkout';
import { cn } from '../lib/cn';

export interface AmountListProps {
  amounts: OrderAmounts;
  /** The shop's money format (the storefront's useFormatPrice, the admin's useMoney). */
  money: (amount: number) => string;
  /** The list's place and width; its rows are spaced by `gap-*`. */
  className: string;
  'aria-label'?: string;
}

/**
 * Tạm tính, Phí vận chuyển (Miễn phí when 0) and Tổng cộng of a cart or an order, as a `<dl>` of
 * one `<div>` a row: the cart, the checkout and the confirmation, and the admin's order screens.
 */
export function AmountList({ amounts, money, className, 'aria-label': label }: AmountListProps) {
  const rows = [
    ['Tạm tính', money(amounts.subtotal)],
    ['Phí vận chuyển', amounts.shippingFee === 0 ? 'Miễn phí' : money(amounts.shippingFee)],
  ] as const;
  return (
    <dl className={cn('flex flex-col text-sm', className)} aria-label={label}>
      {rows.map(([term, value]) => (
        <div key={term} className="flex justify-between gap-3">
          <dt className="text-stone-600">{term}</dt>
          <dd className="font-medium tabular-nums text-ink">{value}</dd>
        </div>
      ))}
      <div className="mt-1 flex justify-between gap-3 border-t border-stone-200 pt-3 text-base">
        <dt className="font-semibold text-ink">Tổng cộng</dt>
        <dd className="font-semibold tabular-nums text-ink">{money(amounts.amount)}</dd>
      </div>
    </dl>
  );
}
