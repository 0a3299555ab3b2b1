import { ShieldUser } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import type { MenuLink } from './menu-links';

interface MobileMenuProps {
  id: string;
  links: MenuLink[];
  isCurrent: (link: MenuLink) => boolean;
  isAuthenticated: boolean;
  onClose: () => void;
}

const itemClass = 'flex min-h-12 items-center rounded-lg px-3 text-base font-medium';

/** The menu below 768 px: the same links as the desktop menu, the cart and (signed in) the back office. */
export function MobileMenu({ id, links, isCurrent, isAuthenticated, onClose }: MobileMenuProps) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <nav
      id={id}
      aria-label="Menu chính"
      className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-white/10 md:hidden"
    >
      <ul className="flex flex-col gap-1 px-3 py-3">
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              onClick={onClose}
              aria-current={isCurrent(link) ? 'page' : undefined}
              className={cn(
                itemClass,
                isCurrent(link) ? 'bg-white/10 text-primary' : 'text-stone-200 hover:bg-white/5',
              )}
            >
              {link.label}
            </Link>
          </li>
        ))}
        <li className="mt-1 border-t border-white/10 pt-2">
          <Link to="/cart" onClick={onClose} className={cn(itemClass, 'text-stone-200 hover:bg-white/5')}>
            Giỏ hàng
          </Link>
        </li>
        {isAuthenticated && (
          <li>
            <Link to="/admin" onClick={onClose} className={cn(itemClass, 'gap-2 text-stone-200 hover:bg-white/5')}>
              <ShieldUser className="size-5" aria-hidden="true" />
              Trang quản trị
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
