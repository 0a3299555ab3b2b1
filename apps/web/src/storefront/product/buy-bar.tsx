import type { Product } from '@shop/core/schemas/product';
import type { Variant } from '@shop/core/schemas/variant';
import { ShoppingCart } from 'lucide-react';
import { useId, useSyncExternalStore, type RefObject } from 'react';
import { Button } from '../../components/ui/button';
import { PriceTag } from '../components/price';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  window.addEventListener('resize', onChange);
  return () => {
    window.removeEventListener('scroll', onChange);
    window.removeEventListener('resize', onChange);
  };
}

/**
 * True while `ref`'s element is above the top of the screen (false while it is on the screen or
 * still below it, and on the server). Read on scroll rather than with an IntersectionObserver,
 * which says nothing when a jump (End, a link to the page's end) carries the element from below
 * the screen to above it.
 */
function useScrolledAbove(ref: RefObject<Element | null>): boolean {
  return useSyncExternalStore(
    subscribe,
    () => (ref.current ? ref.current.getBoundingClientRect().bottom <= 0 : false),
    () => false,
  );
}

/**
 * Mua nhanh: once the page's own Thêm vào giỏ hàng button has scrolled above the screen, a bar along
 * the screen's bottom keeps the product's name, the selected variant's price and Thêm vào giỏ (the
 * same act as the page's button; disabled with the reason when the variant cannot be bought). The
 * band it holds is kept free of the page's content (`data-buy-bar`, styles/index.css) and the
 * floating contact button rises above it.
 */
export function BuyBar({
  anchor,
  product,
  variant,
  blockedReason,
  onAddToCart,
}: {
  /** The page's own Thêm vào giỏ hàng: the bar shows while it is above the screen. */
  anchor: RefObject<Element | null>;
  product: Product;
  variant: Variant | null;
  blockedReason: string | null;
  onAddToCart: () => void;
}) {
  const shown = useScrolledAbove(anchor);
  const reasonId = useId();
  return (
    <section
      aria-label="Mua nhanh"
      data-buy-bar=""
      data-buy-bar-shown={shown ? '' : undefined}
      hidden={!shown}
      className="fixed inset-x-0 bottom-0 z-30 h-16 border-t border-stone-200 bg-white/95 shadow-[0_-4px_16px_rgba(0,0,0,0.08)] backdrop-blur"
    >
      <div className="mx-auto flex h-full max-w-7xl items-center gap-3 px-4 sm:px-6">
        <div className="min-w-0 flex-1">
          <p className="truncate text-xs text-stone-600">{product.name}</p>
          <PriceTag
            variant={variant}
            range={(product.variants ?? []).length > 0 ? product : undefined}
            size="sm"
            showDiscount={false}
          />
          {blockedReason && (
            <p id={reasonId} className="sr-only">
              {blockedReason}
            </p>
          )}
        </div>
        <Button
          variant="dark"
          onClick={onAddToCart}
          disabled={blockedReason !== null}
          aria-describedby={blockedReason ? reasonId : undefined}
          className="shrink-0"
        >
          <ShoppingCart className="size-4" aria-hidden="true" />
          Thêm vào giỏ
        </Button>
      </div>
    </section>
  );
}
