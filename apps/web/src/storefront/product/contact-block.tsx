import { MapPin, Phone } from 'lucide-react';
import type { ReactNode, RefObject } from 'react';
import { Button } from '../../components/ui/button';
import { chatRows } from '../components/chat-rows';
import { safeLink, telHref } from '../components/contact-links';
import type { ContactInfo } from '../settings/shop-settings';

const CONTACT_SECTION_ID = 'lien-he';

const rowClass = 'flex items-start gap-3 rounded-lg px-2 py-2 text-sm';
const CHAT_LOOK = { row: rowClass, link: 'font-medium text-ink hover:text-primary-ink hover:underline' };

/**
 * The contact section the Liên Hệ button scrolls to: hotline, Zalo,
 * Messenger and address from the contact settings, and the Đặt Hàng Ngay button.
 */
export function ContactBlock({
  contact,
  headingRef,
  onOrder,
  orderBlockedReason,
}: {
  contact: ContactInfo;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onOrder: () => void;
  orderBlockedReason: string | null;
}) {
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

  return (
    <section
      id={CONTACT_SECTION_ID}
      aria-labelledby={`${CONTACT_SECTION_ID}-heading`}
      className="rounded-2xl bg-white p-5 ring-1 ring-stone-200 sm:p-6"
    >
      <h2
        id={`${CONTACT_SECTION_ID}-heading`}
        ref={headingRef}
        tabIndex={-1}
        // Liên Hệ scrolls this heading into view: it stops below the sticky header (64 px, and the
        // 44 px category bar from md up) with a margin, not under it.
        className="scroll-mt-24 text-xl font-semibold text-ink outline-none md:scroll-mt-36"
      >
        Liên hệ đặt hàng
      </h2>
      {rows.length > 0 ? (
        <ul className="mt-3 flex flex-col">{rows}</ul>
      ) : (
        <p className="mt-3 text-sm text-stone-600">Vui lòng để lại thông tin, cửa hàng sẽ gọi lại cho bạn.</p>
      )}
      <Button size="lg" className="mt-4 w-full" onClick={onOrder} disabled={orderBlockedReason !== null}>
        Đặt Hàng Ngay
      </Button>
      {orderBlockedReason && <p className="mt-2 text-sm text-stone-600">{orderBlockedReason}</p>}
    </section>
  );
}
