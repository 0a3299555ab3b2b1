import type { RefObject } from 'react';
import { Button } from '../../components/ui/button';
import { deferred } from '../../lib/deferred';
import type { ContactInfo } from '../settings/shop-settings';

// Links only: the server's HTML works as it is, so their code loads only when the shopper touches them.
const ContactRows = deferred(async () => (await import('./contact-rows')).ContactRows);

const CONTACT_SECTION_ID = 'lien-he';

/**
 * The contact section the Liên Hệ button scrolls to: hotline, Zalo, Messenger and address from the
 * contact settings (contact-rows.tsx), and the Đặt Hàng Ngay button.
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
      <ContactRows contact={contact} />
      <Button size="lg" className="mt-4 w-full" onClick={onOrder} disabled={orderBlockedReason !== null}>
        Đặt Hàng Ngay
      </Button>
      {orderBlockedReason && <p className="mt-2 text-sm text-stone-600">{orderBlockedReason}</p>}
    </section>
  );
}
