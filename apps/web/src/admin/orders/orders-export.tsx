import { useId, useState } from 'react';
import { ExportButtons } from '../components/export-buttons';
import { fieldClass } from '../components/field-styles';
import type { StatusFilter } from './order-filters';

/**
 * Orders export (one row per order line, CSV or Excel) for the days chosen here (shop days, both
 * ends included; empty: from the first or up to the last order) and the status the list is filtered by.
 */
export function OrdersExport({ status }: { status: StatusFilter }) {
  const id = useId();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl bg-white p-4 ring-1 ring-stone-200">
      <h3 id={`${id}-title`} className="text-sm font-semibold text-ink">
        Xuất đơn hàng
      </h3>
      <p className="mt-1 text-xs text-stone-600">
        Mỗi dòng là một sản phẩm của đơn, theo trạng thái đang lọc và khoảng ngày đặt hàng bên dưới.
      </p>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <label className="text-sm text-stone-700">
          Từ ngày
          <input
            type="date"
            value={from}
            max={to || undefined}
            onChange={(e) => setFrom(e.target.value)}
            className={fieldClass(false, 'mt-1 h-9 w-40')}
          />
        </label>
        <label className="text-sm text-stone-700">
          Đến ngày
          <input
            type="date"
            value={to}
            min={from || undefined}
            onChange={(e) => setTo(e.target.value)}
            className={fieldClass(false, 'mt-1 h-9 w-40')}
          />
        </label>
        <ExportButtons
          path="/orders/export"
          query={{ from: from || undefined, to: to || undefined, status: status === 'all' ? undefined : status }}
          failure={{ fallback: 'Không thể xuất danh sách đơn hàng', forbidden: 'Bạn không có quyền xuất đơn hàng' }}
        />
      </div>
    </section>
  );
}
