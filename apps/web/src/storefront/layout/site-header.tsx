import { HEADER_SCROLL_THRESHOLD_PX } from '@shop/core/constants';
import { Heart, Menu, ShieldUser, ShoppingBag, X, type LucideIcon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useAuthStore } from '../../auth/auth-store';
import { BrandMark } from '../../components/ui/brand-mark';
import { cn } from '../../lib/cn';
import { deferred } from '../../lib/deferred';
import { useCartCount } from '../cart/cart-store';
import { useFavouritesStore } from '../favourites/favourites-store';
import { useMenuLinks, type MenuLink } from './menu-links';
import { useScrolledPast } from './use-scrolled-past';

// The search's combobox loads when the shopper touches it (pointer, touch or focus); text typed
// into the server-rendered field meanwhile is kept (inline-search.tsx).
const InlineSearch = deferred(async () => (await import('./inline-search')).InlineSearch);
// The phone menu loads when it is first opened (it is not part of a first visit).
const MobileMenu = lazy(async () => ({ default: (await import('./mobile-menu')).MobileMenu }));

/** Whether a menu link is the current page (All: the catalogue without a category). */
function isCurrent(link: MenuLink, pathname: string, search: string): boolean {
  const url = new URL(link.to, 'http://x');
  const category = new URLSearchParams(search).get('category');
  const linkCategory = url.searchParams.get('category');
  if (linkCategory)
    return (
      (pathname === '/products' && category === linkCategory) || pathname.startsWith(`/categories/${linkCategory}`)
    );
  return pathname === '/products' && !category;
}

/**
 * Header (docs/product/storefront.md#layout): on the home page hidden until the page is scrolled more than 100 px,
 * always shown elsewhere. Logo, menu (All + up to 3 categories), inline search, cart, the back-office
 * link when signed in, and below 768 px the mobile menu.
 */
export function SiteHeader({ storeName }: { storeName: string }) {
  const { pathname, search } = useLocation();
  const isHome = pathname === '/';
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD_PX);
  const visible = !isHome || scrolled;
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const links = useMenuLinks();
  const [menuOpen, setMenuOpen] = useState(false);
  const cartCount = useCartCount();
  const favouriteCount = useFavouritesStore((s) => s.ids.length);
  const current = (link: MenuLink) => isCurrent(link, pathname, search);

  return (
    <header
      data-surface="dark"
      data-visible={visible}
      // Hidden: out of view, out of the tab order and of the accessibility tree (visibility).
      style={{ visibility: visible ? 'visible' : 'hidden' }}
      className={cn(
        'inset-x-0 top-0 z-40 bg-ink/95 text-ivory shadow-lg shadow-black/10 backdrop-blur transition-[transform,visibility] duration-300',
        isHome ? 'fixed' : 'sticky',
        visible ? 'translate-y-0' : '-translate-y-full',
      )}
    >
      <div className="relative mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:gap-3 sm:px-6">
        <Link to="/" className="flex shrink-0 items-center gap-2.5 rounded-md" aria-label={`${storeName} – Trang chủ`}>
          <BrandMark className="text-primary" />
          <span className="hidden text-base font-semibold tracking-wide lg:inline">{storeName}</span>
        </Link>

        <InlineSearch wrapperClassName="min-w-0 flex-1 md:mx-auto md:max-w-md" />

        <CountLink
          to="/favourites"
          current={pathname === '/favourites'}
          Icon={Heart}
          label={favouriteCount > 0 ? `Yêu thích (${favouriteCount})` : 'Yêu thích'}
          count={favouriteCount}
        />
        <CountLink
          to="/cart"
          Icon={ShoppingBag}
          label={cartCount > 0 ? `Giỏ hàng (${cartCount} sản phẩm)` : 'Giỏ hàng'}
          count={cartCount}
        />
        {isAuthenticated && (
          <Link
            to="/admin"
            className="hidden h-10 shrink-0 items-center gap-2 rounded-full px-3 text-sm font-medium text-stone-200 hover:bg-white/10 hover:text-ivory md:inline-flex"
          >
            <ShieldUser className="size-5" aria-hidden="true" />
            Quản trị
          </Link>
        )}
        <button
          type="button"
          aria-expanded={menuOpen}
          aria-controls="storefront-mobile-menu"
          aria-label={menuOpen ? 'Đóng menu' : 'Mở menu'}
          onClick={() => setMenuOpen((o) => !o)}
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-full text-stone-200 hover:bg-white/10 md:hidden"
        >
          {menuOpen ? <X className="size-5" aria-hidden="true" /> : <Menu className="size-5" aria-hidden="true" />}
        </button>
      </div>

      <nav aria-label="Danh mục sản phẩm" className="hidden border-t border-white/10 md:block">
        <ul className="mx-auto flex h-11 max-w-7xl items-center justify-center gap-1 px-6">
          {links.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                aria-current={current(link) ? 'page' : undefined}
                className={cn(
                  'inline-flex h-9 items-center whitespace-nowrap rounded-full px-4 text-xs font-semibold uppercase tracking-[0.16em] transition-colors',
                  current(link) ? 'bg-white/10 text-primary' : 'text-stone-300 hover:text-ivory',
                )}
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {menuOpen && (
        <Suspense fallback={null}>
          <MobileMenu
            id="storefront-mobile-menu"
            links={links}
            isCurrent={current}
            isAuthenticated={isAuthenticated}
            onClose={() => setMenuOpen(false)}
          />
        </Suspense>
      )}
    </header>
  );
}

/**
 * A header icon link with a count badge. Its name comes from the content (a visible count must be
 * part of the accessible name), so the label says the count and the badge is hidden from readers.
 */
function CountLink({
  to,
  current = false,
  Icon,
  label,
  count,
}: {
  to: string;
  current?: boolean;
  Icon: LucideIcon;
  label: string;
  count: number;
}) {
  return (
    <Link
      to={to}
      aria-current={current ? 'page' : undefined}
      className="relative inline-flex size-10 shrink-0 items-center justify-center rounded-full text-stone-200 hover:bg-white/10 hover:text-ivory"
    >
      <Icon className="size-5" aria-hidden="true" />
      <span className="sr-only">{label}</span>
      {count > 0 && (
        <span
          aria-hidden="true"
          className="absolute -right-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1 text-[11px] font-bold text-ink"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
