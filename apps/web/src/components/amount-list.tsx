import { tradeInLabel, type ShownAmounts } from '@shop/core/checkout';
import { cn } from '../lib/cn';

export interface AmountListProps {
  amounts: ShownAmounts;
  /** The shop's money format (the storefront's useFormatPrice, the admin's useMoney). */
  money: (amount: number) => string;
  /** The list's place and width; its rows are spaced by `gap-*`. */
  className: string;
  'aria-label'?: string;
}

/**
 * Tạm tính, Phí vận chuyển (Miễn phí when 0) and Tổng cộng of a cart or an order, as a `<dl>` of
 * one `<div>` a row: the cart, the checkout and the confirmation, and the admin's order screens. An
 * order with trade-in credit shows a line "Trừ tiền thu mua lại TM…" per buy-back, and Còn phải trả.
 */
export function AmountList({ amounts, money, className, 'aria-label': label }: AmountListProps) {
  const credits = amounts.tradeIns ?? [];
  const rows = [
    ['Tạm tính', money(amounts.subtotal)],
    ['Phí vận chuyển', amounts.shippingFee === 0 ? 'Miễn phí' : money(amounts.shippingFee)],
    ...credits.map((c) => [tradeInLabel(c.code), `−${money(c.amount)}`] as const),
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
        <dt className="font-semibold text-ink">{credits.length ? 'Còn phải trả' : 'Tổng cộng'}</dt>
        <dd className="font-semibold tabular-nums text-ink">{money(amounts.amount)}</dd>
      </div>
    </dl>
  );
}
