import { useRef } from 'react';
import { deferred } from '../../lib/deferred';
import { useShopSettings } from '../settings/use-shop-settings';
import { HeroBanner } from './hero-banner';

// Below the banner (which fills the screen): its code loads once the shopper scrolls it into view
// or touches it (lib/deferred.tsx).
const HomeDiscover = deferred(async () => (await import('./home-discover')).HomeDiscover, { near: '-1px' });

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
        <HomeDiscover />
      </div>
    </>
  );
}
