import {
  DEFAULT_REPORT_DAYS,
  addDays,
  resolveReportRange,
  shopToday,
  type ReportRange,
} from '@shop/core/schemas/dashboard';
import { useQuery } from '@tanstack/react-query';
import { CalendarRange, CircleDollarSign, PackageCheck } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { reportsQueryOptions } from '../../api/dashboard';
import { cn } from '../../lib/cn';
import { fieldClass } from '../components/field-styles';
import { QueryStates } from '../components/query-list';
import { useMoney } from '../components/use-money';
import { LoadingState } from '../layout/screen-state';
import { StatCard } from './stat-card';
import { formatDay } from './report-format';

// recharts is big: it comes in a chunk of its own, asked for only when the dashboard shows reports.
const ReportCharts = lazy(() => import('./report-charts'));

const count = new Intl.NumberFormat('vi-VN');
const PRESETS = [7, 30, 90] as const;

/** The range in the URL (`?from=YYYY-MM-DD&to=YYYY-MM-DD`), the last 30 days when absent. */
function useReportRange() {
  const [params, setParams] = useSearchParams();
  // The router hands `setParams` the parameters of the last render: two ends changed one right after
  // the other, before the page redraws, would lose the first. The latest parameters are kept here.
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);
  const asked = { from: params.get('from') || undefined, to: params.get('to') || undefined };
  const range = resolveReportRange(asked);
  const set = (next: { from?: string | null; to?: string | null }) => {
    const out = new URLSearchParams(latest.current);
    for (const key of ['from', 'to'] as const) {
      const value = next[key];
      if (value === undefined) continue;
      if (value) out.set(key, value);
      else out.delete(key);
    }
    latest.current = out;
    setParams(out, { replace: true });
  };
  return { asked, range, set };
}

function RangePicker({
  asked,
  range,
  set,
}: {
  asked: { from?: string; to?: string };
  range: ReportRange | undefined;
  set: (next: { from?: string | null; to?: string | null }) => void;
}) {
  const today = shopToday();
  const presetDays =
    range && range.to === today ? Math.round((Date.parse(range.to) - Date.parse(range.from)) / 864e5) + 1 : 0;
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div role="group" aria-label="Khoảng nhanh" className="flex gap-1 rounded-xl bg-stone-100 p-1">
        {PRESETS.map((days) => (
          <button
            key={days}
            type="button"
            aria-pressed={presetDays === days}
            onClick={() =>
              days === DEFAULT_REPORT_DAYS
                ? set({ from: null, to: null })
                : set({ from: addDays(today, -(days - 1)), to: today })
            }
            className={cn(
              'h-9 rounded-lg px-3 text-sm font-medium text-stone-700 transition hover:bg-white',
              presetDays === days && 'bg-white text-ink shadow-sm',
            )}
          >
            {days} ngày
          </button>
        ))}
      </div>
      <label className="block text-sm font-medium text-ink">
        <span className="mb-1.5 block">Từ ngày</span>
        <input
          type="date"
          value={asked.from ?? range?.from ?? ''}
          max={range?.to}
          onChange={(e) => set({ from: e.target.value || null })}
          className={fieldClass(false, 'h-11')}
        />
      </label>
      <label className="block text-sm font-medium text-ink">
        <span className="mb-1.5 block">Đến ngày</span>
        <input
          type="date"
          value={asked.to ?? range?.to ?? ''}
          min={range?.from}
          max={today}
          onChange={(e) => set({ to: e.target.value || null })}
          className={fieldClass(false, 'h-11')}
        />
      </label>
    </div>
  );
}

/**
 * Báo cáo: figures of a range of shop days from GET /api/dashboard/reports: completed orders and revenue
 * (totals and per day), orders by status, top 10 products. The range is held in the URL.
 */
export function DashboardReports() {
  const money = useMoney();
  const { asked, range: resolved, set } = useReportRange();
  const range = 'error' in resolved ? undefined : resolved;
  const query = useQuery({ ...reportsQueryOptions(range ?? { from: '', to: '' }), enabled: range !== undefined });

  return (
    <section aria-labelledby="reports-title" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="reports-title" className="flex items-center gap-2 text-base font-semibold text-ink">
            <CalendarRange className="size-5 text-primary-ink" aria-hidden="true" />
            Báo cáo
          </h2>
          {range && (
            <p className="mt-1 text-sm text-stone-600">
              Từ {formatDay(range.from)} đến {formatDay(range.to)}
            </p>
          )}
        </div>
        <RangePicker asked={asked} range={range} set={set} />
      </div>
      {'error' in resolved ? (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {resolved.error}
        </p>
      ) : (
        <QueryStates query={query} loading="Đang tải báo cáo..." failed="Không thể tải báo cáo">
          {(reports) => (
            <>
              <div className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2">
                <StatCard
                  label="Doanh thu trong kỳ"
                  value={money(reports.totals.revenue)}
                  icon={CircleDollarSign}
                  footer={
                    reports.totals.refunds > 0
                      ? `Từ các đơn hàng Hoàn Thành, đã trừ ${money(reports.totals.refunds)} hoàn tiền đổi trả`
                      : 'Từ các đơn hàng Hoàn Thành, theo ngày đặt hàng, đã trừ tiền hoàn đổi trả'
                  }
                />
                <StatCard
                  label="Đơn hoàn thành trong kỳ"
                  value={count.format(reports.totals.orders)}
                  icon={PackageCheck}
                  tone="bg-emerald-50 text-emerald-700"
                  footer={`Tổng số đơn đặt trong kỳ: ${count.format(reports.byStatus.reduce((a, s) => a + s.orders, 0))}`}
                />
              </div>
              <Suspense fallback={<LoadingState label="Đang tải biểu đồ..." />}>
                <ReportCharts reports={reports} money={money} />
              </Suspense>
            </>
          )}
        </QueryStates>
      )}
    </section>
  );
}
