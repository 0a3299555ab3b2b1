import type { OrderSummaryLine } from './quick-order-form';

/** The quick order's summary: product, variant as size and colour, price (and quantity in the cart). */
export function OrderSummary({ lines, total }: { lines: OrderSummaryLine[]; total?: string }) {
  return (
    <section aria-label="Tóm tắt đơn hàng" className="rounded-xl bg-stone-50 p-4 ring-1 ring-stone-200">
      <ul className="flex flex-col divide-y divide-stone-200">
        {lines.map((l) => (
          <li key={l.key} className="py-2 first:pt-0 last:pb-0">
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
              <dt className="text-stone-500">Sản phẩm</dt>
              <dd className="font-medium text-ink">{l.name}</dd>
              <dt className="text-stone-500">Phiên bản</dt>
              <dd className="text-ink">
                {[l.size && `Kích thước ${l.size}`, l.color && `Màu ${l.color}`].filter(Boolean).join(' · ') || '—'}
              </dd>
              {lines.length > 1 || l.quantity > 1 ? (
                <>
                  <dt className="text-stone-500">Số lượng</dt>
                  <dd className="text-ink">{l.quantity}</dd>
                </>
              ) : null}
              <dt className="text-stone-500">Giá</dt>
              <dd className="font-semibold text-ink">{l.price}</dd>
            </dl>
          </li>
        ))}
      </ul>
      {total && (
        <p className="mt-3 flex justify-between border-t border-stone-300 pt-3 text-sm font-semibold text-ink">
          <span>Tổng cộng</span>
          <span>{total}</span>
        </p>
      )}
    </section>
  );
}
