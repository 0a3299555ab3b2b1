import { GENDER_LABELS } from '@shop/core/constants';
import type { Product } from '@shop/core/schemas/product';
import { Tag, Users } from 'lucide-react';
import { Link } from 'react-router';

const tileClass = 'flex items-center gap-2 rounded-lg bg-white px-3 py-2 text-sm ring-1 ring-stone-200';

/** Category and gender tiles of the detail page. */
export function ProductFacts({ product }: { product: Product }) {
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Thông tin nhanh">
      {product.category && (
        <li className={tileClass}>
          <Tag className="size-4 shrink-0 text-primary-ink" aria-hidden="true" />
          <span className="text-stone-500">Danh mục:</span>
          <Link
            to={`/products?category=${product.category.id}`}
            className="font-medium text-ink hover:text-primary-ink hover:underline"
          >
            {product.category.name}
          </Link>
        </li>
      )}
      <li className={tileClass}>
        <Users className="size-4 shrink-0 text-primary-ink" aria-hidden="true" />
        <span className="text-stone-500">Giới tính:</span>
        <span className="font-medium text-ink">{GENDER_LABELS[product.gender]}</span>
      </li>
    </ul>
  );
}

/** Còn hàng / Hết hàng as the shopper sees it: the in-stock box is on and not every tracked variant is sold out. */
export function StockStatus({ available }: { available: boolean }) {
  return available ? (
    <p className="inline-flex items-center gap-2 text-sm font-semibold text-emerald-800">
      <span className="size-2.5 rounded-full bg-emerald-600" aria-hidden="true" />
      Còn hàng
    </p>
  ) : (
    <p className="inline-flex items-center gap-2 text-sm font-semibold text-red-700">
      <span className="size-2.5 rounded-full bg-red-600" aria-hidden="true" />
      Hết hàng
    </p>
  );
}
