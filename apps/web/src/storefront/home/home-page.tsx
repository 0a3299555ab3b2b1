import { useRef } from 'react';
import { useShopSettings } from '../settings/use-shop-settings';
import { CategoryCards } from './category-cards';
import { FeaturedBrands } from './featured-brands';
import { FeaturedImages } from './featured-images';
import { FeaturedProducts } from './featured-products';
import { HeroBanner } from './hero-banner';
import { ServiceHighlights } from './service-highlights';
import { Testimonials } from './testimonials';

/** Trang chủ (docs/product/storefront.md#home-page): banner, then the discover section. */
export function HomePage() {
  const settings = useShopSettings();
  const discoverRef = useRef<HTMLDivElement>(null);

  function discover() {
    const el = discoverRef.current;
    if (!el) return;
    const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    el.scrollIntoView?.({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
    el.focus({ preventScroll: true });
  }

  return (
    <>
      <HeroBanner
        banner={settings.banner}
        pending={settings.isLoading && settings.source === 'defaults'}
        onDiscover={discover}
      />
      <div id="discover" ref={discoverRef} tabIndex={-1} className="scroll-mt-28 focus:outline-none">
        <FeaturedBrands />
        <ServiceHighlights />
        <CategoryCards />
        <FeaturedProducts />
        <FeaturedImages settings={settings} />
        <Testimonials />
      </div>
    </>
  );
}
