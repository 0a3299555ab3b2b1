import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { settingsQueryOptions } from '../../api/settings';
import { SkipLink } from '../../components/ui/skip-link';
import { useThemeColor } from '../../lib/theme-color';
import { useOrderEvents } from '../events/use-order-events';
import { themeColorOf } from '../settings/theme-color';
import { AdminHeader } from './admin-header';
import { ADMIN_SIDEBAR_ID, AdminSidebar } from './admin-sidebar';

/** From this width the sidebar is always shown (Tailwind's lg). */
const DESKTOP_QUERY = '(min-width: 64rem)';

/** Back office shell: sidebar (a drawer below lg), header with the page label, the screen. */
export function AdminLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  // The shop's saved theme colour applies to the back office too.
  const { data: settings } = useQuery(settingsQueryOptions());
  useThemeColor(themeColorOf(settings?.['themeColor.id']).color);
  // New orders and status changes from every server: a toast, and the order lists and badge refresh.
  useOrderEvents();
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  const wasOpen = useRef(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  // A closed drawer gives the focus back to the button that opened it (when the focus was in it).
  useEffect(() => {
    if (wasOpen.current && !menuOpen) {
      const active = document.activeElement;
      const inDrawer =
        !active || active === document.body || document.getElementById(ADMIN_SIDEBAR_ID)?.contains(active);
      if (inDrawer) menuButtonRef.current?.focus();
    }
    wasOpen.current = menuOpen;
  }, [menuOpen]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !document.querySelector('[role="dialog"]')) closeMenu();
    };
    // Widening the window to the desktop layout closes the drawer (the sidebar is then always shown).
    const desktop = window.matchMedia?.(DESKTOP_QUERY);
    const onWide = (event: MediaQueryListEvent) => {
      if (event.matches) setMenuOpen(false);
    };
    document.addEventListener('keydown', onKey);
    desktop?.addEventListener('change', onWide);
    return () => {
      document.removeEventListener('keydown', onKey);
      desktop?.removeEventListener('change', onWide);
    };
  }, [menuOpen, closeMenu]);

  return (
    <div className="min-h-dvh bg-ivory lg:grid lg:grid-cols-[17rem_minmax(0,1fr)]">
      <SkipLink href="#admin-main">Bỏ qua đến nội dung chính</SkipLink>
      <AdminSidebar open={menuOpen} onClose={closeMenu} />
      {/* While the drawer is open the page behind it is out of reach (focus, pointer, screen readers). */}
      <div className="flex min-w-0 flex-col" inert={menuOpen || undefined}>
        <AdminHeader menuOpen={menuOpen} onOpenMenu={() => setMenuOpen(true)} menuButtonRef={menuButtonRef} />
        <main id="admin-main" tabIndex={-1} className="flex-1 p-4 outline-none sm:p-6 lg:p-8">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
