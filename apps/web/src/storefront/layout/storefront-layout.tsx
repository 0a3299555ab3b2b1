import { PAGE_HYDRATED_EVENT } from '@shop/core/constants';
import { lazy, Suspense, useEffect, useRef, type ComponentProps, type ReactNode } from 'react';
import { useShopSettings } from '../settings/use-shop-settings';
import { SkipLink } from '../../components/ui/skip-link';
import { deferred } from '../../lib/deferred';
import { useThemeColor } from '../../lib/theme-color';
import { PageSpinner } from '../components/page-spinner';
import { useNearViewport } from '../components/use-near-viewport';
import { SiteHeader } from './site-header';

// Liên hệ nhanh: its code loads when the shopper touches it (a tap meanwhile is replayed once it has).
const FloatingContact = deferred(async () => (await import('./floating-contact')).FloatingContact);
const SiteFooter = lazy(async () => ({ default: (await import('./site-footer')).SiteFooter }));

/** The footer loads when the shopper scrolls near it (it is below the fold of every page). */
function LazyFooter(props: ComponentProps<typeof SiteFooter>) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, '800px');
  return (
    <div ref={ref}>
      {near && (
        <Suspense fallback={null}>
          <SiteFooter {...props} />
          {/* The room the fixed controls hold at the screen's bottom (styles/index.css), so that the
              footer's last links can be scrolled out from under them. It comes with the footer: alone
              below a footer still loading, it was pushed down when the footer came (a layout shift of
              0.08 on the checkout, when the browser rendered it). */}
          <div aria-hidden="true" className="h-(--bottom-room) bg-ink" />
        </Suspense>
      )}
    </div>
  );
}

/** Mounted with the page (same boundary): a server-rendered page is hydrated once this runs (lib/held-clicks.ts). */
function PageHydrated() {
  useEffect(() => {
    document.dispatchEvent(new Event(PAGE_HYDRATED_EVENT));
  }, []);
  return null;
}

/**
 * Frame of every storefront page: skip link, header, `<main id="main">` (pages render their content
 * and their own h1 inside it), footer and the floating contact group. Applies the theme colour.
 */
export function StorefrontLayout({ children }: { children: ReactNode }) {
  const settings = useShopSettings();
  useThemeColor(settings.themeColor.color);

  return (
    <div className="flex min-h-dvh flex-col bg-ivory text-ink">
      <SkipLink href="#main">Chuyển đến nội dung chính</SkipLink>
      <SiteHeader storeName={settings.storeName} />
      {/* A page whose chunk is loading shows the spinner; the footer comes with the page, so that
          it never sits right under the spinner (and loads its code before the shopper scrolls). */}
      <Suspense fallback={<PageSpinner />}>
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <LazyFooter storeName={settings.storeName} contact={settings.contact} settings={settings.map} />
        <PageHydrated />
      </Suspense>
      <FloatingContact contact={settings.contact} />
    </div>
  );
}
