import { MessageCircle, Phone, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { safeLink, telHref } from '../components/contact-links';
import { MessengerIcon, ZaloIcon } from '../components/social-icons';
import type { ContactInfo } from '../settings/shop-settings';

interface Way {
  key: string;
  href: string;
  newTab: boolean;
  label: string;
  icon: ReactNode;
  iconClass: string;
}

/** The ways to reach the shop that the contact settings fill in: Zalo, Messenger, the hotline. */
function waysOf(contact: ContactInfo): Way[] {
  const zalo = safeLink(contact.zaloLink);
  const messenger = safeLink(contact.messengerLink);
  const ways: (Way | null)[] = [
    zalo
      ? {
          key: 'zalo',
          href: zalo,
          newTab: true,
          label: 'Chat qua Zalo',
          icon: <ZaloIcon className="size-6 text-[#0068FF] [&_text]:fill-white" />,
          iconClass: '',
        }
      : null,
    messenger
      ? {
          key: 'messenger',
          href: messenger,
          newTab: true,
          label: 'Nhắn tin qua Messenger',
          icon: <MessengerIcon className="size-5" />,
          iconClass: 'bg-gradient-to-br from-[#00B2FF] to-[#A033FF] text-white',
        }
      : null,
    contact.phone
      ? {
          key: 'phone',
          href: telHref(contact.phone),
          newTab: false,
          label: `Gọi hotline ${contact.phone}`,
          icon: <Phone className="size-4" aria-hidden="true" />,
          iconClass: 'bg-primary text-ink',
        }
      : null,
  ];
  return ways.filter((w) => w !== null);
}

/**
 * Liên hệ nhanh: one round button in the screen's bottom right corner that opens the shop's Zalo,
 * Messenger and hotline (the contact settings). Closed it is a single button, and the page keeps a
 * band of the screen's bottom for it (`--bottom-room` in styles/index.css: keyboard focus and
 * scrolling stop above it, and the page ends with that much room), so it never covers what the page
 * shows; on the product page it rises above the buy bar. Escape, a click elsewhere or choosing a way
 * closes it.
 */
export function FloatingContact({ contact }: { contact: ContactInfo }) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const ways = waysOf(contact);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  if (ways.length === 0) return null;

  return (
    <aside
      ref={rootRef}
      aria-label="Liên hệ nhanh"
      data-floating-contact=""
      className="fixed right-3 z-30 flex flex-col items-end gap-3 bottom-[calc(var(--buy-bar-height)+1rem)] sm:right-5"
    >
      {open && (
        <ul id={menuId} className="flex animate-pop-in flex-col items-end gap-2">
          {ways.map((way) => (
            <li key={way.key}>
              <a
                href={way.href}
                {...(way.newTab && { target: '_blank', rel: 'noopener noreferrer' })}
                onClick={() => setOpen(false)}
                className="flex min-h-11 items-center gap-3 rounded-full bg-white py-1.5 pl-1.5 pr-4 text-sm font-semibold text-ink shadow-lg shadow-black/20 ring-1 ring-stone-200 hover:bg-stone-50"
              >
                <span className={cn('flex size-8 items-center justify-center rounded-full', way.iconClass)}>
                  {way.icon}
                </span>
                {way.label}
              </a>
            </li>
          ))}
        </ul>
      )}
      <button
        ref={buttonRef}
        type="button"
        aria-label={open ? 'Đóng liên hệ nhanh' : 'Mở liên hệ nhanh'}
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((o) => !o)}
        className="flex size-12 items-center justify-center rounded-full bg-primary text-ink shadow-lg shadow-black/20 ring-2 ring-white transition-transform hover:scale-105 focus-visible:scale-105"
      >
        {open ? <X className="size-6" aria-hidden="true" /> : <MessageCircle className="size-6" aria-hidden="true" />}
      </button>
    </aside>
  );
}
