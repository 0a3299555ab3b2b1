import { Phone } from 'lucide-react';
import { safeLink, telHref } from '../components/contact-links';
import { MessengerIcon, ZaloIcon } from '../components/social-icons';
import type { ContactInfo } from '../settings/shop-settings';

const buttonClass =
  'flex size-12 items-center justify-center rounded-full shadow-lg shadow-black/20 ring-2 ring-white transition-transform hover:scale-105 focus-visible:scale-105';

/** Floating contact group: Zalo, Messenger and the hotline, from the contact settings. */
export function FloatingContact({ contact }: { contact: ContactInfo }) {
  const zalo = safeLink(contact.zaloLink);
  const messenger = safeLink(contact.messengerLink);
  const phone = contact.phone;
  if (!zalo && !messenger && !phone) return null;

  // The group's buttons, top to bottom: Zalo and Messenger open in a new tab, the hotline calls.
  const buttons = [
    zalo
      ? {
          key: 'zalo',
          href: zalo,
          newTab: true,
          label: 'Chat qua Zalo',
          className: 'bg-[#0068FF] text-white',
          icon: <ZaloIcon className="size-7 text-[#0068FF] [&_rect]:fill-white [&_text]:fill-[#0068FF]" />,
        }
      : null,
    messenger
      ? {
          key: 'messenger',
          href: messenger,
          newTab: true,
          label: 'Nhắn tin qua Messenger',
          className: 'bg-gradient-to-br from-[#00B2FF] to-[#A033FF] text-white',
          icon: <MessengerIcon className="size-6" />,
        }
      : null,
    phone
      ? {
          key: 'phone',
          href: telHref(phone),
          newTab: false,
          label: `Gọi hotline ${phone}`,
          className: 'bg-primary text-ink',
          icon: <Phone className="size-5" aria-hidden="true" />,
        }
      : null,
  ].filter((button) => button !== null);
  const count = buttons.length;

  return (
    <>
      {/* The group floats over the page's bottom right corner: the page ends with room of the
          group's height, so whatever it covers (the footer's last links, the cart's buttons) can
          always be scrolled out from under it. 48 px a button, 12 px between, and its offset. */}
      <div
        aria-hidden="true"
        data-floating-contact-room
        className="bg-ink"
        style={{ height: `calc(${count * 48 + (count - 1) * 12}px + 2.5rem)` }}
      />
      <aside aria-label="Liên hệ nhanh" className="fixed bottom-4 right-3 z-30 sm:bottom-6 sm:right-5">
        <ul className="flex flex-col gap-3">
          {buttons.map(({ key, href, newTab, label, className, icon }) => (
            <li key={key}>
              <a
                href={href}
                {...(newTab && { target: '_blank', rel: 'noopener noreferrer' })}
                aria-label={label}
                className={`${buttonClass} ${className}`}
              >
                {icon}
              </a>
            </li>
          ))}
        </ul>
      </aside>
    </>
  );
}
