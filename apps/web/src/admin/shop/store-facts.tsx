import { STORE_STATIC_FACTS } from '@shop/core/constants';
import { Clock, Star, Users } from 'lucide-react';
import { StatCard } from '../dashboard/stat-card';

/** The store's fixed facts: 13 hours a day, 2,500+ customers, 4.8/5. */
export function StoreFacts() {
  return (
    <section aria-label="Số liệu cửa hàng" className="grid grid-cols-1 gap-4 sm:grid-cols-3">
      <StatCard
        label="Giờ mở cửa mỗi ngày"
        value={`${STORE_STATIC_FACTS.hoursPerDay} giờ`}
        icon={Clock}
        tone="bg-blue-50 text-blue-700"
        footer={`Thứ 2 - Thứ 6: ${STORE_STATIC_FACTS.openingHours.monFri} · Thứ 7: ${STORE_STATIC_FACTS.openingHours.sat} · Chủ Nhật: ${STORE_STATIC_FACTS.openingHours.sun}`}
      />
      <StatCard
        label="Khách hàng"
        value={STORE_STATIC_FACTS.customers}
        icon={Users}
        tone="bg-emerald-50 text-emerald-700"
      />
      <StatCard label="Đánh giá" value={STORE_STATIC_FACTS.rating} icon={Star} />
    </section>
  );
}
