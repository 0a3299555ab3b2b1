import { POLICIES, policyPath } from '@shop/core/policies';
import { readSellerIdentity, sellerAddress, vietnameseDate, type SellerIdentity } from '@shop/core/seller';
import type { SettingsMap } from '@shop/core/schemas/setting';
import { MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { BrandMark } from '../../components/ui/brand-mark';
import { safeLink, telHref } from '../components/contact-links';
import { FacebookIcon, ZaloIcon } from '../components/social-icons';
import type { ContactInfo } from '../settings/shop-settings';

interface SiteFooterProps {
  storeName: string;
  contact: ContactInfo;
  /** The shop's settings, read here for the seller's identity (`seller.*`): this part loads lazily. */
  settings: SettingsMap;
}

const linkClass = 'text-stone-300 underline-offset-4 hover:text-primary hover:underline';

const EXPLORE = [
  ['/products', 'Tất cả sản phẩm'],
  ['/cart', 'Giỏ hàng'],
  ['/track-order', 'Tra cứu đơn hàng'],
  ['/bao-hanh', 'Tra cứu bảo hành'],
  ['/about', 'Giới thiệu'],
  ['/contact', 'Liên hệ'],
  ['/yeu-cau-du-lieu', 'Yêu cầu dữ liệu cá nhân'],
] as const;

/**
 * Footer from the contact settings: Facebook and Zalo links with their display
 * names, address, phone with its description, the seller's identity (legal name, registration,
 * registered address, the Ministry's notice link) and the copyright line. Items not set are left out.
 */
export function SiteFooter({ storeName, contact, settings }: SiteFooterProps) {
  const seller = readSellerIdentity(settings);
  const socials = [
    {
      name: 'Facebook',
      href: safeLink(contact.facebookLink),
      label: contact.facebookName,
      Icon: FacebookIcon,
      colour: 'text-[#1877F2]',
    },
    {
      name: 'Zalo',
      href: safeLink(contact.zaloLink),
      label: contact.zaloName,
      Icon: ZaloIcon,
      colour: 'text-[#0068FF]',
    },
  ].flatMap((s) => (s.href ? [{ ...s, href: s.href }] : []));
  const year = new Date().getFullYear();

  return (
    <footer data-surface="dark" className="bg-ink text-stone-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-[1.3fr_1fr_1fr_1fr]">
        <div>
          <Link to="/" className="inline-flex items-center gap-3 text-ivory">
            <BrandMark className="text-primary" />
            <span className="text-lg font-semibold tracking-wide">{storeName}</span>
          </Link>
          <p className="mt-4 max-w-sm text-sm leading-relaxed text-stone-400">
            Đồng hồ chính hãng cao cấp, bảo hành uy tín và giao hàng toàn quốc.
          </p>
          {socials.length > 0 && (
            <ul className="mt-5 flex flex-col gap-3 text-sm">
              {socials.map(({ name, href, label, Icon, colour }) => (
                <li key={name}>
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={`inline-flex items-center gap-2 ${linkClass}`}
                  >
                    <Icon className={colour} />
                    <span>
                      <span className="sr-only">{name}: </span>
                      {label || name}
                    </span>
                  </a>
                </li>
              ))}
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

        <nav aria-label="Chính sách">
          <h2 className="text-sm font-semibold uppercase tracking-[0.16em] text-ivory">Chính sách</h2>
          <ul className="mt-4 flex flex-col gap-3 text-sm">
            {POLICIES.map((p) => (
              <li key={p.slug}>
                <Link to={policyPath(p.slug)} className={linkClass}>
                  {p.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-label="Liên kết">
          <h2 className="text-sm font-semibold uppercase tracking-[0.16em] text-ivory">Khám phá</h2>
          <ul className="mt-4 flex flex-col gap-3 text-sm">
            {EXPLORE.map(([to, label]) => (
              <li key={to}>
                <Link to={to} className={linkClass}>
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <SellerLines seller={seller} />
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-5 text-center text-xs text-stone-400 sm:px-6">
          © {year} {storeName}. Bảo lưu mọi quyền.
        </p>
      </div>
    </footer>
  );
}

/** Who sells: the lines the owner filled in Cửa Hàng › Thông tin người bán; nothing while all are empty. */
function SellerLines({ seller }: { seller: SellerIdentity }) {
  const address = sellerAddress(seller);
  const issued = [
    seller.registrationDate && `cấp ngày ${vietnameseDate(seller.registrationDate)}`,
    seller.registrationIssuer && `tại ${seller.registrationIssuer}`,
  ]
    .filter(Boolean)
    .join(' ');
  if (!seller.legalName && !seller.registrationNumber && !address && !seller.moitNoticeUrl) return null;
  return (
    <section aria-label="Thông tin người bán" className="border-t border-white/10">
      <div className="mx-auto max-w-7xl space-y-1 px-4 py-5 text-xs leading-relaxed text-stone-400 sm:px-6">
        {seller.legalName && <p className="font-semibold text-stone-300">{seller.legalName}</p>}
        {seller.registrationNumber && (
          <p>
            Mã số doanh nghiệp / hộ kinh doanh: {seller.registrationNumber}
            {issued && `, ${issued}`}
          </p>
        )}
        {address && <p>Địa chỉ đăng ký: {address}</p>}
        {seller.moitNoticeUrl && (
          <p>
            <a href={seller.moitNoticeUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
              Đã thông báo Bộ Công Thương
            </a>
          </p>
        )}
      </div>
    </section>
  );
}
