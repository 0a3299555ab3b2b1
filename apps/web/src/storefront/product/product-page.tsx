import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { Redirect } from '../../components/redirect';
import { productQueryOptions } from '../../api/products';
import { productHead } from '@shop/core/page-head';
import { usePageHead } from '../components/use-page-head';
import { useShopSettings } from '../settings/use-shop-settings';
import { ProductBreadcrumb } from './product-breadcrumb';
import { ProductDetail } from './product-detail';
import { ProductError } from './product-error';
import { ProductLoading } from './product-loading';
import { canonicalRedirect, isNotFound, productLoadMessage, productRoute } from './product-route';

/**
 * Chi tiết sản phẩm, `/product/{id}-{slug}` (docs/product/storefront.md#product-page): loading, error or loaded. A slug
 * without a leading number, the id alone and an unknown product go to /products; a slug that
 * differs from the canonical one is replaced by it.
 */
export function ProductPage() {
  const { slug = '' } = useParams();
  const route = productRoute(slug);
  if (route.kind === 'list') return <Redirect to="/products" />;
  return <ProductScreen key={route.id} id={route.id} slug={slug} />;
}

function ProductScreen({ id, slug }: { id: number; slug: string }) {
  const query = useQuery(productQueryOptions(id));
  const location = useLocation();
  const navigate = useNavigate();
  const { storeName, currency } = useShopSettings();
  const product = query.data;
  // The same head as the server writes on a direct visit (title, description, canonical, Open
  // Graph, JSON-LD), also after a client-side navigation.
  const settings = { 'store.name': storeName, 'currency.code': currency.code };
  usePageHead(product ? JSON.stringify(productHead(product, settings, '')) : null, (origin) =>
    productHead(product!, settings, origin),
  );

  if (query.isError && isNotFound(query.error)) return <Redirect to="/products" />;
  if (product) {
    const canonical = canonicalRedirect(slug, product);
    if (canonical) return <Redirect to={{ pathname: canonical, search: location.search, hash: location.hash }} />;
  }

  // Back to where the shopper came from; the list when the page was opened directly.
  const back = () => (location.key === 'default' ? navigate('/products') : navigate(-1));

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
      <div className="mb-6 flex min-w-0 items-center gap-3">
        <button
          type="button"
          onClick={() => void back()}
          className="inline-flex h-10 shrink-0 items-center gap-1.5 rounded-lg border border-stone-300 bg-white px-3 text-sm font-medium text-ink hover:bg-stone-50"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Quay lại
        </button>
        {product && <ProductBreadcrumb name={product.name} />}
      </div>
      {product ? (
        <ProductDetail key={product.id} product={product} />
      ) : query.isError ? (
        <ProductError
          message={productLoadMessage(query.error)}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <ProductLoading />
      )}
    </div>
  );
}
