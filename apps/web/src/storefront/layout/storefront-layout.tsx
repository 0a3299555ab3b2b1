import type { ReactNode } from 'react';
import { useShopSettings } from '../settings/use-shop-settings';
import { useThemeColor } from '../../lib/theme-color';
import { FloatingContact } from './floating-contact';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * Frame of every storefront page: skip link, header, `<main id="main">` (pages render their content
 * and their own h1 inside it), footer and the floating contact group. Applies the theme colour.
 */
export function StorefrontLayout({ children }: { children: ReactNode }) {
  const settings = useShopSettings();
  useThemeColor(settings.themeColor.color);

  return (
    <div className="flex min-h-dvh flex-col bg-ivory text-ink">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-ink px-4 py-2 font-medium text-ivory focus:not-sr-only focus:fixed focus:left-3 focus:top-3"
      >
        Chuyển đến nội dung chính
      </a>
      <SiteHeader storeName={settings.storeName} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter storeName={settings.storeName} contact={settings.contact} />
      <FloatingContact contact={settings.contact} />
    </div>
  );
}
