import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { TitledSection } from '../../components/ui/titled-section';
import { safeLink, telHref } from '../components/contact-links';
import { useDocumentTitle } from '../components/use-document-title';
import { useShopSettings } from '../settings/use-shop-settings';
import { NewTabLink } from '../components/new-tab-link';
import { chatRows } from '../components/chat-rows';

/** The contact card's chat rows. */
const CHAT_LOOK = { row: 'flex gap-3', link: 'font-medium text-ink hover:underline', zaloIcon: '[&_text]:fill-white' };

const HOURS: { key: 'monFri' | 'sat' | 'sun'; label: string }[] = [
  { key: 'monFri', label: 'Thứ 2 - Thứ 6' },
  { key: 'sat', label: 'Thứ 7' },
  { key: 'sun', label: 'Chủ Nhật' },
];

/** A map search for the address (opens the shopper's map app or Google Maps). */
export const mapLink = (address: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <TitledSection
      title={title}
      titleClassName="text-lg font-semibold text-ink"
      className="rounded-2xl bg-white p-5 ring-1 ring-stone-200 sm:p-6"
    >
      <div className="mt-3">{children}</div>
    </TitledSection>
  );
}

function OpeningHours() {
  const { store } = useShopSettings();
  return (
    <Card title="Giờ mở cửa">
      <dl className="divide-y divide-stone-100">
        {HOURS.map(({ key, label }) => (
          <div key={key} className="flex justify-between gap-3 py-2 text-sm">
            <dt className="flex items-center gap-2 text-stone-600">
              <Clock className="size-4 text-primary-ink" aria-hidden="true" />
              {label}
            </dt>
            <dd className="font-semibold text-ink">{store.openingHours[key]}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

/** The ways to reach the store: address (with a map link), phone, Zalo, Messenger, email, from the settings. */
function ContactDetails() {
  const { store, contact } = useShopSettings();
  const address = contact.address || store.address;
  const phone = contact.phone || store.phone;
  const zalo = safeLink(contact.zaloLink);
  const messenger = safeLink(contact.messengerLink);
  const rows: ReactNode[] = [];
  if (address)
    rows.push(
      <li key="address" className="flex gap-3">
        <MapPin className="mt-0.5 size-5 shrink-0 text-primary-ink" aria-hidden="true" />
        <div>
          <address className="not-italic text-stone-700">{address}</address>
          <NewTabLink
            href={mapLink(address)}
            className="text-sm font-medium text-primary-ink underline underline-offset-4"
          >
            Xem bản đồ
          </NewTabLink>
        </div>
      </li>,
    );
  if (phone)
    rows.push(
      <li key="phone" className="flex gap-3">
        <Phone className="mt-0.5 size-5 shrink-0 text-primary-ink" aria-hidden="true" />
        <div>
          <a href={telHref(phone)} className="font-semibold text-ink hover:underline">
            <span className="sr-only">Gọi </span>
            {phone}
          </a>
          {contact.phoneDescription && <p className="text-sm text-stone-600">{contact.phoneDescription}</p>}
        </div>
      </li>,
    );
  rows.push(...chatRows({ zalo, messenger, zaloText: `Zalo: ${contact.zaloName || 'Chat qua Zalo'}` }, CHAT_LOOK));
  if (store.email)
    rows.push(
      <li key="email" className="flex gap-3">
        <Mail className="mt-0.5 size-5 shrink-0 text-primary-ink" aria-hidden="true" />
        <a href={`mailto:${store.email}`} className="text-ink hover:underline">
          {store.email}
        </a>
      </li>,
    );
  return (
    <Card title="Thông tin liên hệ">
      {rows.length > 0 ? (
        <ul className="flex flex-col gap-4">{rows}</ul>
      ) : (
        <p className="text-stone-600">Cửa hàng chưa cập nhật thông tin liên hệ.</p>
      )}
    </Card>
  );
}

function PageFrame({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-10 sm:px-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-semibold tracking-tight text-ink">{title}</h1>
        {lead && <p className="max-w-3xl whitespace-pre-line leading-relaxed text-stone-700">{lead}</p>}
      </header>
      {children}
      <p>
        <Link to="/products" className="font-medium text-primary-ink underline underline-offset-4">
          Xem sản phẩm
        </Link>
      </p>
    </div>
  );
}

/** /about: the store's description, services and founding year (store settings), hours and contact. */
export function AboutPage() {
  const { storeName, store } = useShopSettings();
  const title = `Giới thiệu ${storeName}`;
  useDocumentTitle(`Giới thiệu | ${storeName}`);
  return (
    <PageFrame title={title} lead={store.description}>
      {(store.services.length > 0 || store.established) && (
        <Card title="Dịch vụ của cửa hàng">
          {store.services.length > 0 && (
            <ul className="list-inside list-disc space-y-1 text-stone-700">
              {store.services.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ul>
          )}
          {store.established && <p className="mt-3 text-sm text-stone-600">Thành lập năm {store.established}</p>}
        </Card>
      )}
      <div className="grid gap-6 md:grid-cols-2">
        <ContactDetails />
        <OpeningHours />
      </div>
    </PageFrame>
  );
}

/** /contact: address with a map link, phone, Zalo, Messenger and email (contact and store settings), hours. */
export function ContactPage() {
  const { storeName } = useShopSettings();
  useDocumentTitle(`Liên hệ | ${storeName}`);
  return (
    <PageFrame title="Liên hệ" lead={`Ghé thăm hoặc liên hệ ${storeName} qua các kênh dưới đây.`}>
      <div className="grid gap-6 md:grid-cols-2">
        <ContactDetails />
        <OpeningHours />
      </div>
    </PageFrame>
  );
}
