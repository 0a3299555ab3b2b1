import type { LowStockItem } from '@shop/core/schemas/dashboard';
import { PackageOpen } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import { EmptyState } from '../layout/screen-state';

/**
 * Tracked variants with stock at or below the low-stock threshold (Cài Đặt › Thanh Toán & Giao Hàng),
 * fewest first, each linking to its product's form.
 */
export function LowStock({ items }: { items: LowStockItem[] }) {
  return (
    <section
      aria-labelledby="low-stock-title"
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-5"
    >
      <div className="flex items-center gap-2">
        <PackageOpen className="size-5 text-amber-700" aria-hidden="true" />
        <h2 id="low-stock-title" className="text-base font-semibold text-ink">
          Sắp hết hàng
        </h2>
      </div>
      {items.length === 0 ? (
        <EmptyState>Không có phiên bản nào sắp hết hàng</EmptyState>
      ) : (
        <ul className="mt-3 divide-y divide-stone-100">
          {items.map((item) => (
            <li key={item.variantId} className="flex items-center justify-between gap-3 py-2.5">
              <div className="min-w-0">
                <Link
                  to={`/admin/products?product=${item.productId}`}
                  className="block truncate text-sm font-semibold text-primary-ink hover:underline"
                >
                  {item.productName}
                </Link>
                <p className="truncate text-xs text-stone-600">{item.variantName}</p>
              </div>
              <span
                className={cn(
                  'shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold',
                  item.stock === 0 ? 'bg-red-100 text-red-800' : 'bg-amber-100 text-amber-900',
                )}
              >
                {item.stock === 0 ? 'Hết hàng' : `Còn ${item.stock}`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
