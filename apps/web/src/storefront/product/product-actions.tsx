import { MessageCircle, ShoppingCart } from 'lucide-react';
import { useId, type Ref } from 'react';
import { Button } from '../../components/ui/button';
import { safeLink } from '../components/contact-links';
import { MessengerIcon, ZaloIcon } from '../components/social-icons';
import type { ContactInfo } from '../settings/shop-settings';
import { NewTabLink } from '../components/new-tab-link';

const chatClass =
  'inline-flex h-11 flex-1 items-center justify-center gap-2 whitespace-nowrap rounded-lg px-3 text-sm font-semibold shadow-sm transition-colors sm:flex-none';

/**
 * The detail page's buttons: Thêm vào giỏ hàng and Đặt Hàng Ngay, disabled
 * with the reason shown when the selected variant cannot be ordered; then the Messenger and Zalo
 * links (new tab, from the contact settings) and Liên Hệ, which scrolls to the contact section.
 */
export function ProductActions({
  addButtonRef,
  blockedReason,
  onAddToCart,
  onOrder,
  onContact,
  contact,
}: {
  /** Thêm vào giỏ hàng (the buy bar shows once it has scrolled away). */
  addButtonRef?: Ref<HTMLButtonElement>;
  blockedReason: string | null;
  onAddToCart: () => void;
  onOrder: () => void;
  onContact: () => void;
  contact: ContactInfo;
}) {
  const reasonId = useId();
  const messenger = safeLink(contact.messengerLink);
  const zalo = safeLink(contact.zaloLink);
  const blocked = blockedReason !== null;

  return (
    <div className="flex flex-col gap-3">
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        <Button
          ref={addButtonRef}
          size="lg"
          variant="dark"
          onClick={onAddToCart}
          disabled={blocked}
          aria-describedby={blocked ? reasonId : undefined}
        >
          <ShoppingCart className="size-5" aria-hidden="true" />
          Thêm vào giỏ hàng
        </Button>
        <Button size="lg" onClick={onOrder} disabled={blocked} aria-describedby={blocked ? reasonId : undefined}>
          Đặt Hàng Ngay
        </Button>
      </div>
      {blocked && (
        <p id={reasonId} className="text-sm text-stone-600">
          {blockedReason}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {messenger && (
          <NewTabLink href={messenger} className={`${chatClass} bg-[#0866FF] text-white hover:bg-[#0757d9]`}>
            <MessengerIcon className="size-5" />
            Messenger
          </NewTabLink>
        )}
        {zalo && (
          <NewTabLink href={zalo} className={`${chatClass} bg-[#0068FF] text-white hover:bg-[#0058d6]`}>
            <ZaloIcon className="size-5 text-white [&_text]:fill-[#0068FF]" />
            Zalo
          </NewTabLink>
        )}
        <button
          type="button"
          onClick={onContact}
          className={`${chatClass} border border-stone-300 bg-white text-ink hover:bg-stone-50`}
        >
          <MessageCircle className="size-5" aria-hidden="true" />
          Liên Hệ
        </button>
      </div>
    </div>
  );
}
