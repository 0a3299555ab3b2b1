import type { Product } from '@shop/core/schemas/product';
import { PackageSearch } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { RetryButton } from '../../components/ui/retry-button';
import { cn } from '../../lib/cn';
import { ProductCard } from '../components/product-card';
import { ProductGridSkeleton } from '../components/product-grid-skeleton';

interface CatalogueResultsProps {
  products: Product[];
  /** First load (or moving to the last page): placeholder cards. */
  loading: boolean;
  /** New filters are loading while the previous list stays on screen. */
  updating: boolean;
  failed: boolean;
  skeletonCount: number;
  gridClassName: string;
  onClear: () => void;
  onRetry: () => void;
}

/** The product grid, its loading cards, and the empty state with clear-filters. */
export function CatalogueResults(props: CatalogueResultsProps) {
  const { products, loading, updating, failed, skeletonCount, gridClassName } = props;

  if (loading) return <ProductGridSkeleton count={skeletonCount} className={gridClassName} />;

  if (products.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-xl bg-white px-6 py-14 text-center ring-1 ring-stone-200">
        <PackageSearch className="size-12 text-stone-300" aria-hidden="true" />
        <p className="mt-4 text-lg font-semibold text-ink">Không tìm thấy sản phẩm nào</p>
        <p className="mt-1 max-w-sm text-sm text-stone-600">
          {failed
            ? 'Không thể tải danh sách sản phẩm. Vui lòng thử lại.'
            : 'Hãy thử thay đổi bộ lọc hoặc từ khóa tìm kiếm.'}
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Button variant="dark" onClick={props.onClear}>
            Xóa bộ lọc
          </Button>
          {failed && <RetryButton variant="secondary" onRetry={props.onRetry} />}
        </div>
      </div>
    );
  }

  return (
    <ul aria-busy={updating || undefined} className={cn(gridClassName, 'transition-opacity', updating && 'opacity-60')}>
      {products.map((product, i) => (
        <li key={product.id} className="min-w-0">
          <ProductCard product={product} priority={i < 2} />
        </li>
      ))}
    </ul>
  );
}
