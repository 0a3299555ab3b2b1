import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { Redirect } from '../components/redirect';
import { StorefrontLayout } from './layout/storefront-layout';

// Each page is a chunk of its own: a first visit loads the layout and that page only. The server
// preloads the page's chunk with its HTML (apps/api pages/storefront-preload.ts), so this costs no
// round trip.
const HomePage = lazy(async () => ({ default: (await import('./home/home-page')).HomePage }));
const CataloguePage = lazy(async () => ({ default: (await import('./catalogue/catalogue-page')).CataloguePage }));
const ProductPage = lazy(async () => ({ default: (await import('./product/product-page')).ProductPage }));
const CartPage = lazy(async () => ({ default: (await import('./cart/cart-page')).CartPage }));
const CheckoutPage = lazy(async () => ({ default: (await import('./checkout/checkout-page')).CheckoutPage }));
const OrderPage = lazy(async () => ({ default: (await import('./order/order-page')).OrderPage }));
const LookupPage = lazy(async () => ({ default: (await import('./lookups')).LookupPage }));
const AboutPage = lazy(async () => ({ default: (await import('./about/store-pages')).AboutPage }));
const FavouritesPage = lazy(async () => ({ default: (await import('./favourites/favourites-page')).FavouritesPage }));
const PolicyPage = lazy(async () => ({ default: (await import('./policies/policy-page')).PolicyPage }));
const DataRequestPage = lazy(async () => ({
  default: (await import('./privacy/data-request-page')).DataRequestPage,
}));
const ContactPage = lazy(async () => ({ default: (await import('./about/store-pages')).ContactPage }));

/** The public shop (lazy chunk), its routes, inside the header/footer layout. */
export function StorefrontApp() {
  return (
    <StorefrontLayout>
      <Routes>
        <Route index element={<HomePage />} />
        <Route path="products" element={<CataloguePage />} />
        <Route path="categories/:category" element={<CataloguePage />} />
        <Route path="product/:slug" element={<ProductPage />} />
        <Route path="cart" element={<CartPage />} />
        <Route path="checkout" element={<CheckoutPage />} />
        <Route path="order/:code" element={<OrderPage />} />
        <Route path="track-order" element={<LookupPage />} />
        <Route path="bao-hanh" element={<LookupPage />} />
        <Route path="favourites" element={<FavouritesPage />} />
        <Route path="about" element={<AboutPage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route path="chinh-sach/:slug" element={<PolicyPage />} />
        <Route path="yeu-cau-du-lieu" element={<DataRequestPage />} />
        <Route path="*" element={<Redirect to="/" />} />
      </Routes>
    </StorefrontLayout>
  );
}
