import { Menu } from 'lucide-react';
import { useEffect, type RefObject } from 'react';
import { useLocation } from 'react-router';
import { OrderSoundToggle } from '../events/order-sound-toggle';
import { adminPageLabel } from './admin-nav';
import { ADMIN_SIDEBAR_ID } from './admin-sidebar';

interface AdminHeaderProps {
  menuOpen: boolean;
  onOpenMenu: () => void;
  menuButtonRef?: RefObject<HTMLButtonElement | null>;
}

/** The bar over the content: the current page's label, below lg the menu button, and the new-order sound switch. */
export function AdminHeader({ menuOpen, onOpenMenu, menuButtonRef }: AdminHeaderProps) {
  const { pathname } = useLocation();
  const label = adminPageLabel(pathname);
  useEffect(() => {
    document.title = `${label} · Quản trị`;
  }, [label]);
  return (
    <header className="sticky top-0 z-20 flex h-16 items-center gap-3 border-b border-stone-200 bg-ivory/90 px-4 backdrop-blur sm:px-6 lg:px-8">
      <button
        ref={menuButtonRef}
        type="button"
        onClick={onOpenMenu}
        aria-label="Mở menu"
        aria-expanded={menuOpen}
        aria-controls={ADMIN_SIDEBAR_ID}
        className="-ml-2 rounded-lg p-2 text-ink hover:bg-stone-200/60 lg:hidden"
      >
        <Menu className="size-6" aria-hidden="true" />
      </button>
      <h1 className="truncate text-lg font-semibold text-ink sm:text-xl">{label}</h1>
      <OrderSoundToggle />
    </header>
  );
}
