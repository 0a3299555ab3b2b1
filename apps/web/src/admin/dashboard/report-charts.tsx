import { ORDER_STATUS_LABELS } from '@shop/core/constants';
import type { Reports } from '@shop/core/schemas/dashboard';
import type { ReactNode } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  ComposedChart,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { EmptyState } from '../layout/screen-state';
import { formatDay, shortDay } from './report-format';

const count = new Intl.NumberFormat('vi-VN');
const compact = new Intl.NumberFormat('vi-VN', { notation: 'compact', maximumFractionDigits: 1 });

/** Colours of the order statuses, the same hues as their badges. */
const STATUS_COLOURS: Record<Reports['byStatus'][number]['status'], string> = {
  pending: '#d97706',
  processing: '#2563eb',
  shipped: '#7c3aed',
  completed: '#059669',
  cancelled: '#a8a29e',
};

interface ChartCardProps {
  id: string;
  title: string;
  /** The chart's figures for screen readers and tests: a visually hidden table. */
  table: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A chart in a card: the drawing is hidden from assistive technology, its table is read instead. */
function ChartCard({ id, title, table, children, className }: ChartCardProps) {
  return (
    <figure
      aria-labelledby={`${id}-title`}
      className={`min-w-0 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-5 ${className ?? ''}`}
    >
      <figcaption>
        <h3 id={`${id}-title`} className="text-base font-semibold text-ink">
          {title}
        </h3>
      </figcaption>
      {/* The drawing is hidden from screen readers (the table below says the same) and out of the tab
          order: recharts' keyboard layer is off, so nothing in it can take focus. */}
      <div aria-hidden="true" className="mt-3">
        {children}
      </div>
      {table}
    </figure>
  );
}

function HiddenTable({ caption, head, rows }: { caption: string; head: string[]; rows: (string | number)[][] }) {
  return (
    <table className="sr-only">
      <caption>{caption}</caption>
      <thead>
        <tr>
          {head.map((h) => (
            <th key={h} scope="col">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          <tr key={i}>
            {row.map((cell, j) =>
              j === 0 ? (
                <th key={j} scope="row">
                  {cell}
                </th>
              ) : (
                <td key={j}>{cell}</td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const tooltipStyle = { borderRadius: 12, border: '1px solid #e7e5e4', fontSize: 13 };

/** Revenue (bars) and completed orders (line) per shop day. */
function RevenueChart({ reports, money }: { reports: Reports; money: (n: number) => string }) {
  const title = 'Doanh thu và đơn hoàn thành theo ngày';
  return (
    <ChartCard
      id="report-revenue"
      title={title}
      className="xl:col-span-2"
      table={
        <HiddenTable
          caption={title}
          head={['Ngày', 'Đơn hoàn thành', 'Doanh thu', 'Hoàn tiền']}
          rows={reports.days.map((d) => [
            formatDay(d.date),
            count.format(d.orders),
            money(d.revenue),
            money(d.refunds),
          ])}
        />
      }
    >
      <ResponsiveContainer width="100%" height={280}>
        <ComposedChart accessibilityLayer={false} data={reports.days} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid stroke="#e7e5e4" vertical={false} />
          <XAxis dataKey="date" tickFormatter={shortDay} tick={{ fontSize: 12 }} minTickGap={16} />
          <YAxis
            yAxisId="revenue"
            tickFormatter={(v: number) => compact.format(v)}
            tick={{ fontSize: 12 }}
            width={56}
          />
          <YAxis yAxisId="orders" orientation="right" allowDecimals={false} tick={{ fontSize: 12 }} width={32} />
          <Tooltip
            contentStyle={tooltipStyle}
            labelFormatter={(label) => (typeof label === 'string' ? formatDay(label) : label)}
            formatter={(value, name) =>
              name === 'revenue' ? [money(Number(value)), 'Doanh thu'] : [count.format(Number(value)), 'Đơn hoàn thành']
            }
          />
          <Bar yAxisId="revenue" dataKey="revenue" fill="var(--color-primary)" radius={[4, 4, 0, 0]} />
          <Line yAxisId="orders" dataKey="orders" stroke="#14120f" strokeWidth={2} dot={false} type="monotone" />
        </ComposedChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

/** Orders placed in the range by their current status. */
function StatusChart({ reports }: { reports: Reports }) {
  const title = 'Đơn hàng theo trạng thái';
  const data = reports.byStatus.map((s) => ({ ...s, label: ORDER_STATUS_LABELS[s.status] }));
  return (
    <ChartCard
      id="report-status"
      title={title}
      table={
        <HiddenTable
          caption={title}
          head={['Trạng thái', 'Số đơn']}
          rows={data.map((s) => [s.label, count.format(s.orders)])}
        />
      }
    >
      <ResponsiveContainer width="100%" height={280}>
        <BarChart
          accessibilityLayer={false}
          data={data}
          layout="vertical"
          margin={{ top: 8, right: 16, bottom: 0, left: 0 }}
        >
          <CartesianGrid stroke="#e7e5e4" horizontal={false} />
          <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12 }} />
          <YAxis type="category" dataKey="label" tick={{ fontSize: 12 }} width={88} />
          <Tooltip contentStyle={tooltipStyle} formatter={(value) => [count.format(Number(value)), 'Số đơn']} />
          <Bar dataKey="orders" radius={[0, 4, 4, 0]}>
            {data.map((s) => (
              <Cell key={s.status} fill={STATUS_COLOURS[s.status]} />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

/** The ten products with the most revenue from completed orders in the range. */
function TopProductsChart({ reports, money }: { reports: Reports; money: (n: number) => string }) {
  const title = 'Top 10 sản phẩm theo doanh thu';
  const data = reports.topProducts.map((p) => ({
    ...p,
    short: p.name.length > 28 ? `${p.name.slice(0, 27)}…` : p.name,
  }));
  return (
    <ChartCard
      id="report-top"
      title={title}
      className="xl:col-span-3"
      table={
        data.length > 0 ? (
          <HiddenTable
            caption={title}
            head={['Sản phẩm', 'Số lượng', 'Doanh thu']}
            rows={data.map((p) => [p.name, count.format(p.quantity), money(p.revenue)])}
          />
        ) : null
      }
    >
      {data.length === 0 ? (
        <EmptyState>Chưa có đơn hàng hoàn thành trong khoảng thời gian này</EmptyState>
      ) : (
        <ResponsiveContainer width="100%" height={Math.max(120, data.length * 36 + 24)}>
          <BarChart
            accessibilityLayer={false}
            data={data}
            layout="vertical"
            margin={{ top: 0, right: 16, bottom: 0, left: 0 }}
          >
            <CartesianGrid stroke="#e7e5e4" horizontal={false} />
            <XAxis type="number" tickFormatter={(v: number) => compact.format(v)} tick={{ fontSize: 12 }} />
            <YAxis type="category" dataKey="short" tick={{ fontSize: 12 }} width={200} />
            <Tooltip
              contentStyle={tooltipStyle}
              labelFormatter={(_, payload) => (payload?.[0]?.payload as { name?: string } | undefined)?.name ?? ''}
              formatter={(value) => [money(Number(value)), 'Doanh thu']}
            />
            <Bar dataKey="revenue" fill="var(--color-primary)" radius={[0, 4, 4, 0]} />
          </BarChart>
        </ResponsiveContainer>
      )}
    </ChartCard>
  );
}

/** The three charts of the reports (its own lazy chunk: recharts is loaded only by the dashboard). */
export default function ReportCharts({ reports, money }: { reports: Reports; money: (n: number) => string }) {
  return (
    <div className="grid grid-cols-1 gap-6 xl:grid-cols-3">
      <RevenueChart reports={reports} money={money} />
      <StatusChart reports={reports} />
      <TopProductsChart reports={reports} money={money} />
    </div>
  );
}
