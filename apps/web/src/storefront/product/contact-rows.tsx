import { MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { chatRows } from '../components/chat-rows';
import { safeLink, telHref } from '../components/contact-links';
import type { ContactInfo } from '../settings/shop-settings';

const rowClass = 'flex items-start gap-3 rounded-lg px-2 py-2 text-sm';
const CHAT_LOOK = { row: rowClass, link: 'font-medium text-ink hover:text-primary-ink hover:underline' };

/**
 * The contact section's ways to reach the shop, from the contact settings: hotline, Zalo, Messenger
 * and address (links only), or a note when the shop set none.
 */
export function ContactRows({ contact }: { contact: ContactInfo }) {
  const zalo = safeLink(contact.zaloLink);
  const messenger = safeLink(contact.messengerLink);
  const rows: ReactNode[] = [];
  if (contact.phone)
    rows.push(
      <li key="phone" className={rowClass}>
        <Phone className="mt-0.5 size-5 shrink-0 text-primary-ink" aria-hidden="true" />
        <div>
          <a href={telHref(contact.phone)} className="font-semibold text-ink hover:text-primary-ink hover:underline">
            <span className="sr-only">Gọi hotline </span>
            {contact.phone}
          </a>
          {contact.phoneDescription && <p className="text-stone-600">{contact.phoneDescription}</p>}
        </div>
      </li>,
    );
  rows.push(
    ...chatRows(
      { zalo, messenger, zaloText: contact.zaloName ? `Zalo: ${contact.zaloName}` : 'Chat qua Zalo' },
      CHAT_LOOK,
    ),
  );
  if (contact.address)
    rows.push(
      <li key="address" className={rowClass}>
        <MapPin className="mt-0.5 size-5 shrink-0 text-primary-ink" aria-hidden="true" />
        <address className="not-italic text-stone-700">{contact.address}</address>
      </li>,
    );

  return rows.length > 0 ? (
    <ul className="mt-3 flex flex-col">{rows}</ul>
  ) : (
    <p className="mt-3 text-sm text-stone-600">Vui lòng để lại thông tin, cửa hàng sẽ gọi lại cho bạn.</p>
  );
}
