import { useQuery } from '@tanstack/react-query';
import { Clock, Globe, Mail, MapPin, Pencil, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { settingsQueryOptions } from '../../api/settings';
import { LoadError } from '../components/load-error';
import { LoadingState } from '../layout/screen-state';
import { OPENING_HOURS_LABELS, readStoreInfo, type OpeningHours } from '../shop/store-settings';

function Line({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    // A <dl> holds only <div>s of <dt> and <dd>: the icon sits inside the term.
    <div className="relative min-w-0 pl-7">
      <dt className="text-xs font-medium uppercase tracking-wide text-stone-500">
        <span className="absolute left-0 top-0.5">{icon}</span>
        {label}
      </dt>
      <dd className="break-words text-sm text-ink">
        {children || <span className="text-stone-500">Chưa cập nhật</span>}
      </dd>
    </div>
  );
}

/** The store information of the dashboard (from the store.* settings) with a link to edit it. */
export function StoreInfoCard() {
  const query = useQuery(settingsQueryOptions());
  const store = readStoreInfo(query.data);
  return (
    <section
      aria-labelledby="store-info-title"
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-5"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="store-info-title" className="text-base font-semibold text-ink">
          Thông tin cửa hàng
        </h2>
        <Link
          to="/admin/shop"
          className="inline-flex items-center gap-1 text-sm font-semibold text-primary-ink hover:underline"
        >
          <Pencil className="size-4" aria-hidden="true" />
          Quản lý
        </Link>
      </div>
      {query.isPending ? (
        <LoadingState className="py-8" />
      ) : query.isError ? (
        <div className="mt-3">
          <LoadError message="Không thể tải thông tin cửa hàng" query={query} />
        </div>
      ) : (
        <>
          <p className="mt-3 text-lg font-semibold text-ink">{store.name || 'Chưa đặt tên cửa hàng'}</p>
          {store.description && <p className="mt-1 text-sm leading-relaxed text-stone-600">{store.description}</p>}
          <dl className="mt-4 space-y-3">
            <Line icon={<MapPin className="size-4" aria-hidden="true" />} label="Địa chỉ">
              {store.address}
            </Line>
            <Line icon={<Phone className="size-4" aria-hidden="true" />} label="Điện thoại">
              {store.phone}
            </Line>
            <Line icon={<Mail className="size-4" aria-hidden="true" />} label="Email">
              {store.email}
            </Line>
            <Line icon={<Globe className="size-4" aria-hidden="true" />} label="Website">
              {store.website}
            </Line>
            <Line icon={<Clock className="size-4" aria-hidden="true" />} label="Giờ mở cửa">
              {(Object.keys(OPENING_HOURS_LABELS) as (keyof OpeningHours)[]).map((day) => (
                <span key={day} className="block">
                  {OPENING_HOURS_LABELS[day]}: {store.openingHours[day]}
                </span>
              ))}
            </Line>
          </dl>
        </>
      )}
    </section>
  );
}
