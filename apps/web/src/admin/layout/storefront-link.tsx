import { ExternalLink, Store } from 'lucide-react';

/**
 * The Cửa Hàng button: opens the public storefront (/) in a new tab. Not to be
 * confused with the Cửa Hàng menu entry (/admin/shop, the store information screen).
 */
export function StorefrontLink() {
  return (
    <a
      href="/"
      target="_blank"
      rel="noopener"
      title="Mở trang cửa hàng (trang bán hàng) trong thẻ mới"
      className="flex items-center gap-3 rounded-lg border border-primary/40 px-3 py-2.5 text-sm font-semibold text-primary transition-colors hover:bg-primary hover:text-ink"
    >
      <Store className="size-5 shrink-0" aria-hidden="true" />
      <span className="flex-1">
        Cửa Hàng
        <span className="block text-xs font-normal text-stone-400" aria-hidden="true">
          Xem trang bán hàng
        </span>
        <span className="sr-only"> – xem trang bán hàng (mở trong thẻ mới)</span>
      </span>
      <ExternalLink className="size-4 shrink-0" aria-hidden="true" />
    </a>
  );
}
