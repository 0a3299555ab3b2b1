import type { Dashboard } from '@shop/core/schemas/dashboard';
import { CircleDollarSign, Package, PackageCheck, ShoppingCart, TrendingDown, TrendingUp, Minus } from 'lucide-react';
import { cn } from '../../lib/cn';
import { useMoney } from '../components/use-money';
import { StatCard } from './stat-card';
import { formatTrend } from './trend';

const count = new Intl.NumberFormat('vi-VN');

function Trend({ trend }: { trend: number | null }) {
  const Icon = trend === null ? null : trend === 0 ? Minus : trend > 0 ? TrendingUp : TrendingDown;
  const colour = trend === null || trend === 0 ? 'text-stone-600' : trend > 0 ? 'text-emerald-700' : 'text-red-700';
  return (
    <p className="flex flex-wrap items-center gap-1">
      <span className={cn('inline-flex items-center gap-1 font-semibold', colour)}>
        {Icon && <Icon className="size-4" aria-hidden="true" />}
        {formatTrend(trend)}
      </span>
      <span>{trend === null ? 'chưa có đơn hàng tháng trước để so sánh' : 'so với tháng trước'}</span>
    </p>
  );
}

/**
 * The figure cards of the dashboard: products, in stock, orders with this month's trend (orders read)
 * and revenue (reports read). A card whose figure the server left out (null) is not shown.
 */
export function DashboardStats({ data }: { data: Dashboard }) {
  const money = useMoney();
  const cards = 2 + (data.orders !== null ? 1 : 0) + (data.revenue !== null ? 1 : 0);
  return (
    <section
      aria-label="Số liệu tổng quan"
      className={cn(
        'grid grid-cols-1 gap-4 min-[420px]:grid-cols-2',
        cards === 4 ? 'xl:grid-cols-4' : cards === 3 && 'xl:grid-cols-3',
      )}
    >
      <StatCard
        label="Sản phẩm"
        value={count.format(data.products)}
        icon={Package}
        tone="bg-blue-50 text-blue-700"
        footer="Tổng số sản phẩm trong danh mục"
      />
      <StatCard
        label="Còn hàng"
        value={count.format(data.inStock)}
        icon={PackageCheck}
        tone="bg-emerald-50 text-emerald-700"
        footer={`Hết hàng: ${count.format(Math.max(0, data.products - data.inStock))} sản phẩm`}
      />
      {data.orders !== null && (
        <StatCard
          label="Đơn hàng"
          value={count.format(data.orders)}
          icon={ShoppingCart}
          tone="bg-violet-50 text-violet-700"
          footer={
            <>
              <Trend trend={data.trend} />
              <p className="mt-1 text-stone-500">
                Tháng này: {count.format(data.ordersThisMonth ?? 0)} · Tháng trước:{' '}
                {count.format(data.ordersLastMonth ?? 0)}
              </p>
            </>
          }
        />
      )}
      {data.revenue !== null && (
        <StatCard
          label="Doanh thu"
          value={money(data.revenue)}
          icon={CircleDollarSign}
          footer="Từ các đơn hàng Hoàn Thành"
        />
      )}
    </section>
  );
}
