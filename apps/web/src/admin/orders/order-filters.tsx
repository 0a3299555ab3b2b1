import { ORDER_STATUSES, ORDER_STATUS_LABELS, type OrderStatus } from '@shop/core/constants';
import { PAYMENT_STATUSES, PAYMENT_STATUS_LABELS, type PaymentStatus } from '@shop/core/schemas/order';
import { fieldClass } from '../components/field-styles';
import { SearchField, type SearchText } from '../components/search-field';
import { SelectField } from '../components/select-field';

export type StatusFilter = OrderStatus | 'all';
export type PaymentFilter = PaymentStatus | 'all';

/** Days placed, shop days `YYYY-MM-DD` ('' for no bound). */
export interface DayRange {
  from: string;
  to: string;
}

interface OrderFiltersProps {
  search: SearchText;
  status: StatusFilter;
  onStatusChange: (value: StatusFilter) => void;
  payment: PaymentFilter;
  onPaymentChange: (value: PaymentFilter) => void;
  days: DayRange;
  onDaysChange: (value: DayRange) => void;
}

/**
 * Search on code, customer, phone or product; the status filter (all and the five statuses), the
 * payment filter and the days the orders were placed.
 */
export function OrderFilters({
  search,
  status,
  onStatusChange,
  payment,
  onPaymentChange,
  days,
  onDaysChange,
}: OrderFiltersProps) {
  return (
    <div className="flex flex-col flex-wrap gap-3 sm:flex-row sm:items-end">
      <SearchField
        label="Tìm đơn hàng"
        placeholder="Tìm theo mã đơn, khách hàng, số điện thoại hoặc sản phẩm..."
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
      <label className="text-sm text-stone-700">
        Từ ngày
        <input
          type="date"
          value={days.from}
          max={days.to || undefined}
          onChange={(e) => onDaysChange({ ...days, from: e.target.value })}
          className={fieldClass(false, 'mt-1 h-9 w-40')}
        />
      </label>
      <label className="text-sm text-stone-700">
        Đến ngày
        <input
          type="date"
          value={days.to}
          min={days.from || undefined}
          onChange={(e) => onDaysChange({ ...days, to: e.target.value })}
          className={fieldClass(false, 'mt-1 h-9 w-40')}
        />
      </label>
    </div>
  );
}
