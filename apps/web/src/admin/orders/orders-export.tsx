import { useId } from 'react';
import { ExportButtons } from '../components/export-buttons';
import type { StatusFilter } from './order-filters';

/**
 * Orders export (one row per order line, CSV or Excel) of what the list is filtered by: its status and
 * its days (shop days, both ends included; empty: from the first or up to the last order).
 */
export function OrdersExport({ status, from, to }: { status: StatusFilter; from: string; to: string }) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl bg-white p-4 ring-1 ring-stone-200">
      <h3 id={`${id}-title`} className="text-sm font-semibold text-ink">
        Xuất đơn hàng
      </h3>
      <p className="mt-1 text-xs text-stone-600">
        Mỗi dòng là một sản phẩm của đơn, theo trạng thái và khoảng ngày đặt hàng đang lọc bên dưới.
      </p>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <ExportButtons
          path="/orders/export"
          query={{ from: from || undefined, to: to || undefined, status: status === 'all' ? undefined : status }}
          failure={{ fallback: 'Không thể xuất danh sách đơn hàng', forbidden: 'Bạn không có quyền xuất đơn hàng' }}
        />
      </div>
    </section>
  );
}
