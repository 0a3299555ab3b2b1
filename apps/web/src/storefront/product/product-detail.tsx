import type { Product } from '@shop/core/schemas/product';
import { AVAILABILITY_MESSAGES } from '@shop/core/availability';
import { useRef, useState } from 'react';
import { useAvailability } from '../../api/availability';
import { capReason } from '../cart/cap-reason';
import { useNavigate } from 'react-router';
import { cartLineOf, useCartStore } from '../cart/cart-store';
import { PriceTag, variantPriceText } from '../components/price';
import { useVariantSelection } from '../components/use-variant-selection';
import { FavouriteButton } from '../favourites/favourite-button';
import { LazyQuickOrderDialog } from '../quick-order/lazy-quick-order-dialog';
import { useShopSettings } from '../settings/use-shop-settings';
import { BuyBar } from './buy-bar';
import { ContactBlock } from './contact-block';
import { orderBlockReason } from './order-block-reason';
import { ProductActions } from './product-actions';
import { ProductDescription } from './product-description';
import { ProductFacts, StockStatus } from './product-facts';
import { VariantGrid } from './variant-grid';
import { deferred } from '../../lib/deferred';
import { loadToaster } from '../../lib/toaster';

// What the shopper only uses by touching it: the gallery, on a phone's first screen (412×823; its
// main image is the server's until then), and the benefits below it, which have no control; related
// products load once scrolled into view. Each keeps the server's HTML and loads its code then; a tap
// meanwhile is replayed (lib/deferred.tsx). The price, the variants and the buttons work at once.
const ProductGallery = deferred(async () => (await import('./product-gallery')).ProductGallery);
const BenefitsList = deferred(async () => (await import('./benefits-list')).BenefitsList);
const RelatedProducts = deferred(async () => (await import('./related-products')).RelatedProducts, {
  near: '-1px',
});

/** The loaded detail page. Key it by product id: a new product starts from its first variant. */
export function ProductDetail({ product }: { product: Product }) {
  const navigate = useNavigate();
  const { contact, formatPrice, maxQuantityPerLine } = useShopSettings();
  const variants = product.variants ?? [];
  const { selected, selectedId, toggle } = useVariantSelection(variants);
  const addToCart = useCartStore((s) => s.add);
  const [ordering, setOrdering] = useState(false);
  const contactHeading = useRef<HTMLHeadingElement>(null);
  const ownButton = useRef<HTMLButtonElement>(null);
  const availability = useAvailability(variants.map((v) => v.id));
  const live = selected ? availability.of(selected.id) : undefined;
  const blocked = orderBlockReason(product, variants, selected, live?.max);

  const add = () => {
    if (!selected || blocked) return;
    // Before the availability answer, the shop's limit per line (a public setting) is the cap.
    const result = addToCart(cartLineOf(product, selected), live?.max ?? maxQuantityPerLine);
    if (result === 'refused') return;
    const description = `${product.name} – ${selected.size?.name || selected.name}`;
    const cap = live ? capReason(live, availability.maxQuantityPerLine) : null;
    void loadToaster().then(({ toast }) => {
      const action = { label: 'Xem giỏ hàng', onClick: () => void navigate('/cart') };
      if (result === 'full')
        toast.error(`Giỏ hàng đã có đủ số lượng có thể đặt. ${cap ?? ''}`.trim(), { description, action });
      else if (result === 'capped')
        toast.warning(`Đã thêm vào giỏ hàng số lượng còn lại. ${cap ?? ''}`.trim(), { description, action });
      else toast.success('Đã thêm vào giỏ hàng', { description, action });
    });
  };

  const scrollToContact = () => {
    const heading = contactHeading.current;
    if (!heading) return;
    const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    heading.scrollIntoView?.({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
    heading.focus({ preventScroll: true });
  };

  return (
    <div className="flex flex-col gap-10">
      <div className="grid gap-6 md:grid-cols-2 md:gap-10">
        <div className="md:sticky md:top-28 md:self-start">
          <ProductGallery images={product.images} name={product.name} />
        </div>
        <div className="flex min-w-0 flex-col gap-5">
          <ProductFacts product={product} />
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              {product.brand && (
                <p className="text-xs font-semibold uppercase tracking-[0.18em] text-primary-ink">
                  {product.brand.name}
                </p>
              )}
              <h1 className="mt-1 text-2xl font-semibold leading-tight tracking-tight text-ink sm:text-3xl">
                {product.name}
              </h1>
            </div>
            <FavouriteButton productId={product.id} />
          </div>
          <div role="group" aria-label="Giá sản phẩm" aria-live="polite">
            <PriceTag size="lg" variant={selected} range={variants.length > 0 ? product : undefined} />
          </div>
          <VariantGrid variants={variants} selectedId={selectedId} onToggle={toggle} />
          <StockStatus available={product.available} />
          {live?.low && live.stock !== null && (
            <p className="-mt-3 text-sm font-semibold text-amber-800">{AVAILABILITY_MESSAGES.onlyLeft(live.stock)}</p>
          )}
          <ProductActions
            addButtonRef={ownButton}
            blockedReason={blocked}
            onAddToCart={add}
            onOrder={() => setOrdering(true)}
            onContact={scrollToContact}
            contact={contact}
          />
          <BenefitsList product={product} />
        </div>
      </div>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <ProductDescription product={product} variant={selected} />
        <ContactBlock
          contact={contact}
          headingRef={contactHeading}
          onOrder={() => setOrdering(true)}
          orderBlockedReason={blocked}
        />
      </div>

      {/* Nothing when there are no related products: then its box takes no gap either. */}
      <RelatedProducts productId={product.id} categoryId={product.categoryId} wrapperClassName="empty:hidden" />

      {variants.length > 0 && (
        <BuyBar anchor={ownButton} product={product} variant={selected} blockedReason={blocked} onAddToCart={add} />
      )}

      {selected && (
        <LazyQuickOrderDialog
          open={ordering}
          onClose={() => setOrdering(false)}
          request={{
            lines: [
              {
                key: String(selected.id),
                name: product.name,
                size: selected.size?.name || selected.name,
                color: selected.color,
                quantity: 1,
                price: variantPriceText(selected, formatPrice),
              },
            ],
            items: [{ productId: product.id, variantId: selected.id, quantity: 1 }],
          }}
        />
      )}
    </div>
  );
}
