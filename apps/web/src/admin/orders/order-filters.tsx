import { ORDER_STATUSES, ORDER_STATUS_LABELS, type OrderStatus } from '@shop/core/constants';
import { PAYMENT_STATUSES, PAYMENT_STATUS_LABELS, type PaymentStatus } from '@shop/core/schemas/order';
import { SearchField, type SearchText } from '../components/search-field';
import { SelectField } from '../components/select-field';

export type StatusFilter = OrderStatus | 'all';
export type PaymentFilter = PaymentStatus | 'all';

interface OrderFiltersProps {
  search: SearchText;
  status: StatusFilter;
  onStatusChange: (value: StatusFilter) => void;
  payment: PaymentFilter;
  onPaymentChange: (value: PaymentFilter) => void;
}

/** Search on code, customer or product; the status filter (all and the five statuses) and the payment filter. */
export function OrderFilters({ search, status, onStatusChange, payment, onPaymentChange }: OrderFiltersProps) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <SearchField
        label="Tìm đơn hàng"
        placeholder="Tìm theo mã đơn, khách hàng hoặc sản phẩm..."
        {...search}
        className="min-w-0 flex-1"
      />
      <SelectField
        label="Trạng thái"
        value={status}
        onChange={(event) => onStatusChange(event.target.value as StatusFilter)}
        className="sm:w-52 [&>label]:sr-only"
      >
        <option value="all">Tất cả trạng thái</option>
        {ORDER_STATUSES.map((s) => (
          <option key={s} value={s}>
            {ORDER_STATUS_LABELS[s]}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Thanh toán"
        value={payment}
        onChange={(event) => onPaymentChange(event.target.value as PaymentFilter)}
        className="sm:w-52 [&>label]:sr-only"
      >
        <option value="all">Tất cả thanh toán</option>
        {PAYMENT_STATUSES.map((s) => (
          <option key={s} value={s}>
            {PAYMENT_STATUS_LABELS[s]}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
