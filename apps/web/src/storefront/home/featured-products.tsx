import { HOME_FEATURED_PRODUCTS } from '@shop/core/constants';
import { useQuery } from '@tanstack/react-query';
import { featuredProductsQueryOptions } from '../../api/products';
import { RetryButton } from '../../components/ui/retry-button';
import { ProductCard } from '../components/product-card';
import { ProductGridSkeleton } from '../components/product-grid-skeleton';
import { HomeSection } from './home-section';

const GRID = 'grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 lg:grid-cols-4';

/** Featured watches (max 8, GET /products/featured) with a see-all link to /products. */
export function FeaturedProducts() {
  const query = useQuery(featuredProductsQueryOptions());
  const products = (query.data ?? []).slice(0, HOME_FEATURED_PRODUCTS);

  return (
    <HomeSection
      id="home-featured"
      eyebrow="Nổi bật"
      title="Sản Phẩm Nổi Bật"
      action={{ to: '/products', label: 'Xem Tất Cả' }}
    >
      {query.isPending ? (
        <ProductGridSkeleton count={HOME_FEATURED_PRODUCTS} className={GRID} />
      ) : query.isError ? (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center">
          <p className="text-sm text-red-800">Không thể tải sản phẩm nổi bật.</p>
          <RetryButton variant="secondary" size="sm" className="mt-3" onRetry={() => void query.refetch()} />
        </div>
      ) : products.length === 0 ? (
        <p className="rounded-xl bg-white p-6 text-center text-sm text-stone-600 ring-1 ring-stone-200">
          Chưa có sản phẩm nổi bật.
        </p>
      ) : (
        <ul className={GRID}>
          {products.map((product) => (
            <li key={product.id} className="min-w-0">
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
