import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

interface StatCardProps {
  label: string;
  value: ReactNode;
  icon: LucideIcon;
  /** Icon colours, e.g. 'bg-blue-50 text-blue-700'. */
  tone?: string;
  /** A line under the value (a trend, a note). */
  footer?: ReactNode;
}

/** A figure card of the dashboard, the orders and the store screens; the label names the value. */
export function StatCard({
  label,
  value,
  icon: Icon,
  tone = 'bg-primary-soft text-primary-ink',
  footer,
}: StatCardProps) {
  return (
    <article className="relative flex min-w-0 flex-col rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-5">
      <span
        aria-hidden="true"
        className={cn(
          'absolute right-4 top-4 inline-flex size-9 items-center justify-center rounded-xl sm:right-5 sm:top-5',
          tone,
        )}
      >
        <Icon className="size-5" />
      </span>
      <dl className="min-w-0">
        <dt className="min-h-9 pr-11 text-sm font-medium text-stone-600">{label}</dt>
        <dd className="mt-1 break-words text-xl font-bold text-ink tabular-nums sm:text-2xl">{value}</dd>
      </dl>
      {footer && <div className="mt-3 text-xs text-stone-600">{footer}</div>}
    </article>
  );
}
