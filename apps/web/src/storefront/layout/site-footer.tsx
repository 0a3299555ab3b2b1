import { MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { BrandMark } from '../../components/ui/brand-mark';
import { safeLink, telHref } from '../components/contact-links';
import { FacebookIcon, ZaloIcon } from '../components/social-icons';
import type { ContactInfo } from '../settings/shop-settings';

interface SiteFooterProps {
  storeName: string;
  contact: ContactInfo;
}

const linkClass = 'text-stone-300 underline-offset-4 hover:text-primary hover:underline';

/**
 * Footer from the contact settings: Facebook and Zalo links with their display
 * names, address, phone with its description, and the copyright line. Items not set are left out.
 */
export function SiteFooter({ storeName, contact }: SiteFooterProps) {
  const facebook = safeLink(contact.facebookLink);
  const zalo = safeLink(contact.zaloLink);
  const year = new Date().getFullYear();

  return (
    <footer data-surface="dark" className="bg-ink text-stone-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.3fr_1fr_1fr]">
        <div>
          <Link to="/" className="inline-flex items-center gap-3 text-ivory">
            <BrandMark className="text-primary" />
            <span className="text-lg font-semibold tracking-wide">{storeName}</span>
          </Link>
          <p className="mt-4 max-w-sm text-sm leading-relaxed text-stone-400">
            Đồng hồ chính hãng cao cấp, bảo hành uy tín và giao hàng toàn quốc.
          </p>
          {(facebook || zalo) && (
            <ul className="mt-5 flex flex-col gap-3 text-sm">
              {facebook && (
                <li>
                  <a
                    href={facebook}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={`inline-flex items-center gap-2 ${linkClass}`}
                  >
                    <FacebookIcon className="text-[#1877F2]" />
                    <span>
                      <span className="sr-only">Facebook: </span>
                      {contact.facebookName || 'Facebook'}
                    </span>
                  </a>
                </li>
              )}
              {zalo && (
                <li>
                  <a
                    href={zalo}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={`inline-flex items-center gap-2 ${linkClass}`}
                  >
                    <ZaloIcon className="text-[#0068FF]" />
                    <span>
                      <span className="sr-only">Zalo: </span>
                      {contact.zaloName || 'Zalo'}
                    </span>
                  </a>
                </li>
              )}
            </ul>
          )}
        </div>

        <div>
          <h2 className="text-sm font-semibold uppercase tracking-[0.16em] text-ivory">Liên hệ</h2>
          <ul className="mt-4 flex flex-col gap-4 text-sm">
            {contact.address && (
              <li className="flex gap-3">
                <MapPin className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                <address className="not-italic leading-relaxed">{contact.address}</address>
              </li>
            )}
            {contact.phone && (
              <li className="flex gap-3">
                <Phone className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                <span>
                  <a href={telHref(contact.phone)} className={`font-semibold ${linkClass}`}>
                    {contact.phone}
                  </a>
                  {contact.phoneDescription && <span className="block text-stone-400">{contact.phoneDescription}</span>}
                </span>
              </li>
            )}
          </ul>
        </div>

        <nav aria-label="Liên kết">
          <h2 className="text-sm font-semibold uppercase tracking-[0.16em] text-ivory">Khám phá</h2>
          <ul className="mt-4 flex flex-col gap-3 text-sm">
            <li>
              <Link to="/products" className={linkClass}>
                Tất cả sản phẩm
              </Link>
            </li>
            <li>
              <Link to="/cart" className={linkClass}>
                Giỏ hàng
              </Link>
            </li>
            <li>
              <Link to="/track-order" className={linkClass}>
                Tra cứu đơn hàng
              </Link>
            </li>
            <li>
              <Link to="/about" className={linkClass}>
                Giới thiệu
              </Link>
            </li>
            <li>
              <Link to="/contact" className={linkClass}>
                Liên hệ
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-5 text-center text-xs text-stone-400 sm:px-6">
          © {year} {storeName}. Bảo lưu mọi quyền.
        </p>
      </div>
    </footer>
  );
}
