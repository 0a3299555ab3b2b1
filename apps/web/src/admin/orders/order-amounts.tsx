import type { Order } from '@shop/core/schemas/order';
import { cn } from '../../lib/cn';

interface OrderAmountsProps {
  amounts: Pick<Order, 'subtotal' | 'shippingFee' | 'amount'>;
  money: (amount: number) => string;
  className?: string;
}

/** Tạm tính, Phí vận chuyển (Miễn phí at 0), Tổng cộng: the three amounts stored on the order. */
export function OrderAmounts({ amounts, money, className }: OrderAmountsProps) {
  return (
    <dl className={cn('ml-auto w-full max-w-xs space-y-1.5 text-sm', className)} aria-label="Số tiền">
      <div className="flex justify-between gap-4">
        <dt className="text-stone-600">Tạm tính</dt>
        <dd className="font-medium text-ink">{money(amounts.subtotal)}</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt className="text-stone-600">Phí vận chuyển</dt>
        <dd className="font-medium text-ink">{amounts.shippingFee === 0 ? 'Miễn phí' : money(amounts.shippingFee)}</dd>
      </div>
      <div className="flex justify-between gap-4 border-t border-stone-200 pt-1.5 text-base">
        <dt className="font-semibold text-ink">Tổng cộng</dt>
        <dd className="font-bold text-ink">{money(amounts.amount)}</dd>
      </div>
    </dl>
  );
}
