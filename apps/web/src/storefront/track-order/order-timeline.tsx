import { TIMELINE_STEP_LABELS, type TimelineEntry, type TimelineStep } from '@shop/core/schemas/order';
import { Check, CircleX } from 'lucide-react';
import { cn } from '../../lib/cn';
import { formatTimeDate } from '../../lib/format-date';

const PATH: TimelineStep[] = ['placed', 'confirmed', 'shipping', 'delivered'];

/**
 * The order's way from placed to delivered: the steps reached with their time, the current one
 * marked, the steps still to come greyed. A cancelled order shows the steps it reached, then
 * "Đã hủy" with its reason.
 */
export function OrderTimeline({ timeline }: { timeline: readonly TimelineEntry[] }) {
  const reached = new Map(timeline.map((e) => [e.step, e]));
  const cancelled = reached.get('cancelled');
  const steps: TimelineStep[] = cancelled ? [...PATH.filter((s) => reached.has(s)), 'cancelled'] : PATH;
  const current = [...steps].reverse().find((s) => reached.has(s));

  return (
    <ol className="flex flex-col gap-0" aria-label="Trạng thái đơn hàng">
      {steps.map((step, i) => {
        const entry = reached.get(step);
        const isCurrent = step === current;
        const last = i === steps.length - 1;
        return (
          <li key={step} className="relative flex gap-3 pb-5 last:pb-0" aria-current={isCurrent ? 'step' : undefined}>
            {!last && (
              <span
                className={cn(
                  'absolute left-[11px] top-6 h-[calc(100%-1.5rem)] w-0.5',
                  entry ? 'bg-primary-ink' : 'bg-stone-200',
                )}
                aria-hidden="true"
              />
            )}
            <span
              className={cn(
                'relative z-10 flex size-6 shrink-0 items-center justify-center rounded-full',
                step === 'cancelled'
                  ? 'bg-red-700 text-white'
                  : entry
                    ? 'bg-primary-ink text-white'
                    : 'border-2 border-stone-300 bg-white',
              )}
              aria-hidden="true"
            >
              {step === 'cancelled' ? <CircleX className="size-4" /> : entry ? <Check className="size-4" /> : null}
            </span>
            <div className="flex flex-col">
              <span className={cn('text-sm', entry ? 'font-semibold text-ink' : 'text-stone-500')}>
                {TIMELINE_STEP_LABELS[step]}
                {!entry && <span className="sr-only"> (chưa tới)</span>}
              </span>
              {entry && <span className="text-xs text-stone-600">{formatTimeDate(entry.at)}</span>}
              {entry?.reason && <span className="text-sm text-red-800">Lý do: {entry.reason}</span>}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
