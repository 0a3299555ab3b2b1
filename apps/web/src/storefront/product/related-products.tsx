import { RELATED_PRODUCTS } from '@shop/core/constants';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { productsQueryOptions } from '../../api/products';
import { ProductCard } from '../components/product-card';

/** The products of `categoryId` the section picks from (one more than it shows: the product itself may be among them). */
export const relatedProductsQueryOptions = (categoryId: number | null) => ({
  ...productsQueryOptions({
    categoryId: categoryId ?? undefined,
    include: ['variants', 'category', 'brand'],
    limit: RELATED_PRODUCTS + 1,
  }),
  placeholderData: undefined,
});

/**
 * Related products: the same category, without the product itself, at most 4,
 * four wide, with Xem Tất Cả to the category; nothing at all when there are none (or they fail to load).
 */
export function RelatedProducts({ productId, categoryId }: { productId: number; categoryId: number | null }) {
  const query = useQuery({ ...relatedProductsQueryOptions(categoryId), enabled: categoryId !== null });
  const related = (query.data?.products ?? []).filter((p) => p.id !== productId).slice(0, RELATED_PRODUCTS);
  if (categoryId === null || related.length === 0) return null;

  return (
    <section aria-labelledby="san-pham-lien-quan" className="flex flex-col gap-5">
      <div className="flex items-end justify-between gap-4">
        <h2 id="san-pham-lien-quan" className="text-2xl font-semibold tracking-tight text-ink">
          Sản phẩm liên quan
        </h2>
        <Link
          to={`/products?category=${categoryId}`}
          className="inline-flex shrink-0 items-center gap-1.5 text-sm font-semibold text-primary-ink hover:underline"
        >
          Xem Tất Cả
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-4">
        {related.map((p) => (
          <li key={p.id} className="grid">
            <ProductCard product={p} sizes="(min-width: 1280px) 300px, (min-width: 768px) 25vw, 50vw" />
          </li>
        ))}
      </ul>
    </section>
  );
}
