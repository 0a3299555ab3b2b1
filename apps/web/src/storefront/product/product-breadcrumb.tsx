import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';

const linkClass = 'rounded hover:text-primary-ink hover:underline';

/** Trang chủ / Sản phẩm / {name}. */
export function ProductBreadcrumb({ name }: { name: string }) {
  return (
    <nav aria-label="Đường dẫn" className="min-w-0">
      <ol className="flex min-w-0 items-center gap-1.5 text-sm text-stone-600">
        <li className="shrink-0">
          <Link to="/" className={linkClass}>
            Trang chủ
          </Link>
        </li>
        <li aria-hidden="true" className="shrink-0">
          <ChevronRight className="size-4 text-stone-400" />
        </li>
        <li className="shrink-0">
          <Link to="/products" className={linkClass}>
            Sản phẩm
          </Link>
        </li>
        <li aria-hidden="true" className="shrink-0">
          <ChevronRight className="size-4 text-stone-400" />
        </li>
        <li className="min-w-0 truncate font-medium text-ink" aria-current="page">
          {name}
        </li>
      </ol>
    </nav>
  );
}
