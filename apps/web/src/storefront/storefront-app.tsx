import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { CataloguePage } from './catalogue/catalogue-page';
import { HomePage } from './home/home-page';
import { StorefrontLayout } from './layout/storefront-layout';
import { PageSpinner } from './components/page-spinner';

// Home and catalogue come with the storefront chunk (the usual landing pages); the others on demand.
const ProductPage = lazy(async () => ({ default: (await import('./product/product-page')).ProductPage }));
const CartPage = lazy(async () => ({ default: (await import('./cart/cart-page')).CartPage }));
const ComingSoonPage = lazy(async () => ({ default: (await import('./coming-soon/coming-soon-page')).ComingSoonPage }));

/** The public shop (lazy chunk), storefront §2 routes, inside the header/footer layout. */
export function StorefrontApp() {
  return (
    <StorefrontLayout>
      <Suspense fallback={<PageSpinner />}>
        <Routes>
          <Route index element={<HomePage />} />
          <Route path="products" element={<CataloguePage />} />
          <Route path="categories/:category" element={<CataloguePage />} />
          <Route path="product/:slug" element={<ProductPage />} />
          <Route path="cart" element={<CartPage />} />
          <Route path="about" element={<ComingSoonPage title="Giới thiệu" />} />
          <Route path="contact" element={<ComingSoonPage title="Liên hệ" />} />
          <Route path="*" element={<Navigate to="/" replace />} />
        </Routes>
      </Suspense>
    </StorefrontLayout>
  );
}
