import { useQuery } from '@tanstack/react-query';
import { Clock, Globe, Mail, MapPin, Pencil, Phone, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { settingsQueryOptions } from '../../api/settings';
import { LoadError } from '../components/load-error';
import { TextLink } from '../components/text-link';
import { LoadingState } from '../layout/screen-state';
import { DashboardCard } from './dashboard-card';
import { OPENING_HOURS_LABELS, readStoreInfo, type OpeningHours } from '../shop/store-settings';

/** One fact of the store: its icon and name, then `value` (or the children), else "Chưa cập nhật". */
function Line({
  icon: Icon,
  label,
  value,
  children = value,
}: {
  icon: LucideIcon;
  label: string;
  value?: string;
  children?: ReactNode;
}) {
  return (
    // A <dl> holds only <div>s of <dt> and <dd>: the icon sits inside the term.
    <div className="relative min-w-0 pl-7">
      <dt className="text-xs font-medium uppercase tracking-wide text-stone-500">
        <Icon className="absolute left-0 top-0.5 size-4" aria-hidden="true" />
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
    <DashboardCard
      titleId="store-info-title"
      title="Thông tin cửa hàng"
      link={
        <TextLink to="/admin/shop">
          <Pencil className="size-4" aria-hidden="true" />
          Quản lý
        </TextLink>
      }
    >
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
            <Line icon={MapPin} label="Địa chỉ" value={store.address} />
            <Line icon={Phone} label="Điện thoại" value={store.phone} />
            <Line icon={Mail} label="Email" value={store.email} />
            <Line icon={Globe} label="Website" value={store.website} />
            <Line icon={Clock} label="Giờ mở cửa">
              {(Object.keys(OPENING_HOURS_LABELS) as (keyof OpeningHours)[]).map((day) => (
                <span key={day} className="block">
                  {OPENING_HOURS_LABELS[day]}: {store.openingHours[day]}
                </span>
              ))}
            </Line>
          </dl>
        </>
      )}
    </DashboardCard>
  );
}
