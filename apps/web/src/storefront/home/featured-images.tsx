import { lazy, Suspense, useRef } from 'react';
import type { ShopSettingsState } from '../settings/use-shop-settings';
import { HomeSection } from './home-section';
import { useNearViewport } from '../components/use-near-viewport';

const FeaturedCarousel = lazy(() => import('./featured-carousel'));

const FEATURED_IMAGES_ERROR = 'Không thể tải danh sách ảnh nổi bật';

/**
 * Featured images (settings `homepane.featuredimages`) in a carousel; the error text when the list
 * cannot be loaded; hidden when the list is empty.
 */
export function FeaturedImages({ settings }: { settings: ShopSettingsState }) {
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref);
  const { featuredImages, isError, isLoading, source } = settings;
  const failed = isError || featuredImages === null;
  const waiting = isLoading && source === 'defaults';
  if (!failed && !waiting && featuredImages.length === 0) return null;

  const box = <div className="aspect-[16/7] w-full animate-pulse rounded-2xl bg-sand" />;

  return (
    <HomeSection ref={ref} id="home-gallery" eyebrow="Bộ sưu tập" title="Hình Ảnh Nổi Bật">
      {failed ? (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center text-sm text-red-800">
          {FEATURED_IMAGES_ERROR}
        </p>
      ) : waiting || !near ? (
        box
      ) : (
        <Suspense fallback={box}>
          <FeaturedCarousel images={featuredImages} />
        </Suspense>
      )}
    </HomeSection>
  );
}
