import { useQueries } from '@tanstack/react-query';
import { Heart, X } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { ApiError } from '../../api/client';
import { productQueryOptions } from '../../api/products';
import { IconButton } from '../../components/ui/icon-button';
import { ProductCard } from '../components/product-card';
import { ProductGridSkeleton } from '../components/product-grid-skeleton';
import { useDocumentTitle } from '../components/use-document-title';
import { useShopSettings } from '../settings/use-shop-settings';
import { useFavouritesStore } from './favourites-store';

const GRID = 'grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 lg:grid-cols-4';

/**
 * Sản phẩm yêu thích, /favourites: the products the shopper hearted on this device, as catalogue
 * cards, each with a remove button; empty, a way to the products. A product that no longer exists
 * (404) leaves the list.
 */
export function FavouritesPage() {
  const ids = useFavouritesStore((s) => s.ids);
  const toggle = useFavouritesStore((s) => s.toggle);
  const { storeName } = useShopSettings();
  useDocumentTitle(`Sản phẩm yêu thích | ${storeName}`);
  const results = useQueries({ queries: ids.map((id) => productQueryOptions(id)) });

  const gone = ids.filter((_, i) => {
    const error = results[i]?.error;
    return error instanceof ApiError && error.status === 404;
  });
  useEffect(() => {
    for (const id of gone) toggle(id);
    // Only when the set of missing products changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [gone.join(',')]);

  const loading = results.some((r) => r.isPending);
  const products = results.flatMap((r) => (r.data ? [r.data] : []));
  const failed = results.some((r) => r.error && !(r.error instanceof ApiError && r.error.status === 404));

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="text-3xl font-semibold tracking-tight text-ink sm:text-4xl">Sản phẩm yêu thích</h1>
      {ids.length === 0 ? (
        <div className="mt-8 flex flex-col items-center gap-4 rounded-2xl bg-white px-6 py-14 text-center ring-1 ring-stone-200">
          <Heart className="size-12 text-stone-400" aria-hidden="true" />
          <p className="text-lg font-medium text-ink">Bạn chưa có sản phẩm yêu thích nào</p>
          <p className="max-w-sm text-sm text-stone-600">
            Nhấn biểu tượng trái tim trên trang sản phẩm để lưu lại những chiếc đồng hồ bạn thích.
          </p>
          <Link to="/products" className={buttonClass()}>
            Xem sản phẩm
          </Link>
        </div>
      ) : (
        <>
          <p className="mt-2 text-sm text-stone-600">
            {ids.length} sản phẩm, lưu trên thiết bị này.
            {failed && ' Một số sản phẩm chưa tải được, vui lòng thử lại sau.'}
          </p>
          {loading && products.length === 0 ? (
            <ProductGridSkeleton count={Math.min(ids.length, 8)} className={`mt-6 ${GRID}`} />
          ) : (
            <ul aria-label="Sản phẩm yêu thích" className={`mt-6 ${GRID}`}>
              {products.map((product, i) => (
                <li key={product.id} className="relative min-w-0">
                  <ProductCard product={product} priority={i < 2} headingLevel={2} />
                  <IconButton
                    label={`Bỏ yêu thích: ${product.name}`}
                    icon={X}
                    tooltip="Bỏ khỏi danh sách yêu thích"
                    onClick={() => toggle(product.id)}
                    className="absolute right-2 top-2 inline-flex size-10 items-center justify-center rounded-full bg-white/90 text-stone-700 shadow ring-1 ring-stone-200 hover:text-red-700"
                  />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
