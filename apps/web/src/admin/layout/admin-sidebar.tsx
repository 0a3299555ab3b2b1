import { X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { BrandMark } from '../../components/ui/brand-mark';
import { IconButton } from '../../components/ui/icon-button';
import { cn } from '../../lib/cn';
import { SHOP_NAME } from '../../lib/shop';
import { AccountMenu } from '../account/account-menu';
import { AdminNavList } from './admin-nav-list';
import { LogoutButton } from './logout-button';
import { StorefrontLink } from './storefront-link';

export const ADMIN_SIDEBAR_ID = 'admin-sidebar';

interface AdminSidebarProps {
  /** Drawer state below lg; from lg the sidebar is always shown. */
  open: boolean;
  onClose: () => void;
}

/** Sidebar (a slide-out drawer below lg): brand, menu, the Cửa Hàng button, the user and logout. */
export function AdminSidebar({ open, onClose }: AdminSidebarProps) {
  const closeRef = useRef<HTMLButtonElement>(null);

  // The opened drawer takes the focus (the layout gives it back to the menu button on close).
  useEffect(() => {
    if (open) closeRef.current?.focus();
  }, [open]);

  return (
    <>
      <div
        aria-hidden="true"
        data-testid="admin-drawer-backdrop"
        onClick={onClose}
        className={cn(
          'fixed inset-0 z-30 bg-ink/50 transition-opacity lg:hidden',
          open ? 'opacity-100' : 'pointer-events-none opacity-0',
        )}
      />
      <aside
        id={ADMIN_SIDEBAR_ID}
        data-surface="dark"
        data-open={open}
        aria-label="Thanh điều hướng quản trị"
        className={cn(
          'fixed inset-y-0 left-0 z-40 flex w-72 max-w-[85vw] flex-col bg-ink text-ivory transition-transform duration-200',
          'lg:sticky lg:top-0 lg:z-auto lg:h-dvh lg:w-auto lg:max-w-none lg:translate-x-0',
          open ? 'translate-x-0' : 'max-lg:invisible -translate-x-full',
        )}
      >
        <div className="flex items-center justify-between gap-2 px-5 py-5">
          <div className="flex min-w-0 items-center gap-3">
            <BrandMark className="text-primary" />
            <div className="min-w-0">
              <p className="truncate text-sm font-semibold tracking-wide">{SHOP_NAME}</p>
              <p className="text-xs text-stone-400">Trang quản trị</p>
            </div>
          </div>
          <IconButton
            ref={closeRef}
            label="Đóng menu"
            icon={X}
            onClick={onClose}
            className="rounded-lg p-2 text-stone-300 hover:bg-white/5 hover:text-ivory lg:hidden"
          />
        </div>

        <AdminNavList onNavigate={onClose} />

        <div className="space-y-2 border-t border-white/10 px-3 py-4">
          <StorefrontLink />
          <AccountMenu />
          <LogoutButton />
        </div>
      </aside>
    </>
  );
}
