import type { ShownAmounts } from '@shop/core/checkout';
import { AmountList } from '../../components/amount-list';
import { cn } from '../../lib/cn';

interface OrderAmountsProps {
  amounts: ShownAmounts;
  money: (amount: number) => string;
  className?: string;
}

/** Tạm tính, Phí vận chuyển (Miễn phí at 0), Tổng cộng: the three amounts stored on the order, at the right. */
export function OrderAmounts({ amounts, money, className }: OrderAmountsProps) {
  return (
    <AmountList
      amounts={amounts}
      money={money}
      className={cn('ml-auto w-full max-w-xs gap-1.5', className)}
      aria-label="Số tiền"
    />
  );
}
