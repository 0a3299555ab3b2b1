import { CalendarDays, Clock, Globe, Mail, MapPin, Phone, Wrench } from 'lucide-react';
import type { ReactNode } from 'react';
import { OPENING_HOURS_LABELS, type OpeningHours, type StoreInfo } from './store-settings';

function Card({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <section className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-5">
      <h3 className="flex items-center gap-2 text-base font-semibold text-ink">
        <span className="text-primary-ink">{icon}</span>
        {title}
      </h3>
      <div className="mt-3">{children}</div>
    </section>
  );
}

const missing = <span className="text-stone-500">Chưa cập nhật</span>;

function ExternalValue({ href }: { href: string }) {
  if (!href) return missing;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="break-all text-primary-ink hover:underline">
      {href}
    </a>
  );
}

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    // A <dl> holds only <div>s of <dt> and <dd>: the icon sits inside the term.
    <div className="relative min-w-0 py-1.5 pl-7">
      <dt className="text-xs font-medium uppercase tracking-wide text-stone-500">
        <span className="absolute left-0 top-2">{icon}</span>
        {label}
      </dt>
      <dd className="break-words text-sm text-ink">{children}</dd>
    </div>
  );
}

/** The store information in view mode: contact, social links, opening hours, services. */
export function StoreOverview({ store }: { store: StoreInfo }) {
  const icon = 'size-4';
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <Card title="Liên hệ" icon={<Phone className={icon} aria-hidden="true" />}>
        <dl>
          <Row icon={<MapPin className={icon} aria-hidden="true" />} label="Địa chỉ">
            {store.address || missing}
          </Row>
          <Row icon={<Phone className={icon} aria-hidden="true" />} label="Số điện thoại">
            {store.phone ? (
              <a href={`tel:${store.phone.replace(/[\s.]/g, '')}`} className="text-primary-ink hover:underline">
                {store.phone}
              </a>
            ) : (
              missing
            )}
          </Row>
          <Row icon={<Mail className={icon} aria-hidden="true" />} label="Email">
            {store.email ? (
              <a href={`mailto:${store.email}`} className="break-all text-primary-ink hover:underline">
                {store.email}
              </a>
            ) : (
              missing
            )}
          </Row>
          <Row icon={<Globe className={icon} aria-hidden="true" />} label="Website">
            <ExternalValue href={store.website} />
          </Row>
        </dl>
      </Card>

      <Card title="Mạng xã hội" icon={<Globe className={icon} aria-hidden="true" />}>
        <dl>
          <Row icon={<Globe className={icon} aria-hidden="true" />} label="Facebook">
            <ExternalValue href={store.facebook} />
          </Row>
          <Row icon={<Globe className={icon} aria-hidden="true" />} label="Instagram">
            <ExternalValue href={store.instagram} />
          </Row>
          <Row icon={<Globe className={icon} aria-hidden="true" />} label="YouTube">
            <ExternalValue href={store.youtube} />
          </Row>
        </dl>
      </Card>

      <Card title="Giờ mở cửa" icon={<Clock className={icon} aria-hidden="true" />}>
        <dl className="divide-y divide-stone-100">
          {(Object.keys(OPENING_HOURS_LABELS) as (keyof OpeningHours)[]).map((day) => (
            <div key={day} className="flex justify-between gap-3 py-2 text-sm">
              <dt className="text-stone-600">{OPENING_HOURS_LABELS[day]}</dt>
              <dd className="font-semibold text-ink">{store.openingHours[day]}</dd>
            </div>
          ))}
        </dl>
        {store.established && (
          <p className="mt-3 flex items-center gap-2 text-sm text-stone-600">
            <CalendarDays className={icon} aria-hidden="true" />
            Thành lập năm {store.established}
          </p>
        )}
      </Card>

      <Card title="Dịch vụ" icon={<Wrench className={icon} aria-hidden="true" />}>
        {store.services.length === 0 ? (
          <p className="text-sm text-stone-500">Chưa có dịch vụ nào</p>
        ) : (
          <ul className="flex flex-wrap gap-2" aria-label="Dịch vụ của cửa hàng">
            {store.services.map((service, index) => (
              <li
                key={`${service}-${index}`}
                className="rounded-full bg-primary-soft px-3 py-1 text-sm font-medium text-primary-ink"
              >
                {service}
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
