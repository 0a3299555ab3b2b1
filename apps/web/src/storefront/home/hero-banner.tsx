import { DEFAULT_BANNER } from '@shop/core/constants';
import { ChevronDown } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import { ResponsiveImage } from '../components/responsive-image';
import type { ShopSettings } from '../settings/shop-settings';

interface HeroBannerProps {
  banner: ShopSettings['banner'];
  /** The settings are still on their way (first visit): keep the box, show no banner or slogan yet. */
  pending: boolean;
  onDiscover: () => void;
}

/**
 * Full-screen banner: the banner image (fallback /images/banner.jpg), the
 * two-part slogan, shop-now (/products?page=1&sort=featured), discover and a scroll-down cue.
 */
export function HeroBanner({ banner, pending, onDiscover }: HeroBannerProps) {
  return (
    <section
      data-surface="dark"
      aria-labelledby="hero-title"
      className="relative isolate flex h-svh min-h-[520px] items-center overflow-hidden bg-ink text-ivory"
    >
      {!pending && (
        <ResponsiveImage
          src={banner.image}
          fallbackSrc={DEFAULT_BANNER}
          alt=""
          width={1920}
          height={1080}
          sizes="100vw"
          priority
          className="absolute inset-0 -z-10 h-full w-full object-cover"
        />
      )}
      <div
        className="absolute inset-0 -z-10 bg-gradient-to-b from-black/55 via-black/35 to-black/70"
        aria-hidden="true"
      />

      <div className="mx-auto w-full max-w-7xl px-5 sm:px-8">
        <div className="max-w-3xl">
          <p className="text-xs font-semibold uppercase tracking-[0.35em] text-primary sm:text-sm">
            Đồng hồ chính hãng cao cấp
          </p>
          <h1
            id="hero-title"
            className={cn(
              'mt-5 text-5xl font-semibold leading-[1.05] tracking-tight sm:text-7xl',
              pending && 'invisible',
            )}
          >
            {banner.sloganPath1 && <span className="block">{banner.sloganPath1}</span>}{' '}
            {banner.sloganPath2 && <span className="block text-primary">{banner.sloganPath2}</span>}
          </h1>
          <p className="mt-6 max-w-xl text-base leading-relaxed text-stone-200 sm:text-lg">
            Tuyển chọn những chiếc đồng hồ đẳng cấp từ các thương hiệu danh tiếng, bảo hành chính hãng và giao hàng miễn
            phí toàn quốc.
          </p>
          <div className="mt-9 flex flex-wrap gap-3">
            <Link
              to="/products?page=1&sort=featured"
              className="inline-flex h-12 items-center rounded-full bg-primary px-7 font-semibold text-ink shadow-lg shadow-black/20 transition-colors hover:bg-primary-strong"
            >
              Mua Sắm Ngay
            </Link>
            <button
              type="button"
              onClick={onDiscover}
              className="inline-flex h-12 items-center rounded-full border border-ivory/60 px-7 font-semibold text-ivory transition-colors hover:bg-ivory hover:text-ink"
            >
              Khám Phá
            </button>
          </div>
        </div>
      </div>

      <button
        type="button"
        onClick={onDiscover}
        aria-label="Cuộn xuống"
        className="absolute bottom-6 left-1/2 flex -translate-x-1/2 flex-col items-center gap-1 rounded-full p-2 text-xs uppercase tracking-[0.25em] text-stone-200 hover:text-primary"
      >
        <span aria-hidden="true">Cuộn xuống</span>
        <ChevronDown className="size-6 motion-safe:animate-bounce" aria-hidden="true" />
      </button>
    </section>
  );
}
