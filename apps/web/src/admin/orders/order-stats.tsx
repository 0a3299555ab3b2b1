import { useQuery } from '@tanstack/react-query';
import { CircleCheck, Loader, ShoppingCart, Truck } from 'lucide-react';
import { orderStatsQueryOptions } from '../../api/orders';
import { LoadError } from '../components/load-error';
import { StatCard } from '../dashboard/stat-card';

const count = new Intl.NumberFormat('vi-VN');

/** Stat cards of the orders screen: total, processing, shipped, completed (GET /api/orders/stats). */
export function OrderStats() {
  const query = useQuery(orderStatsQueryOptions());
  if (query.isError) {
    return <LoadError message="Không thể tải thống kê đơn hàng" query={query} />;
  }
  const value = (n: number | undefined) => (n === undefined ? '…' : count.format(n));
  const stats = query.data;
  return (
    <section
      aria-label="Thống kê đơn hàng"
      aria-busy={query.isPending}
      className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4"
    >
      <StatCard
        label="Tổng đơn hàng"
        value={value(stats?.total)}
        icon={ShoppingCart}
        tone="bg-primary-soft text-primary-ink"
      />
      <StatCard label="Đang Xử Lý" value={value(stats?.processing)} icon={Loader} tone="bg-blue-50 text-blue-700" />
      <StatCard label="Đang Giao" value={value(stats?.shipped)} icon={Truck} tone="bg-indigo-50 text-indigo-700" />
      <StatCard
        label="Hoàn Thành"
        value={value(stats?.completed)}
        icon={CircleCheck}
        tone="bg-emerald-50 text-emerald-700"
      />
    </section>
  );
}
