import { CircleCheck, CircleX, Info, TriangleAlert } from 'lucide-react';

export type DialogTone = 'success' | 'error' | 'danger' | 'warning' | 'info';

const ICONS = {
  success: { Icon: CircleCheck, className: 'bg-emerald-50 text-emerald-700' },
  error: { Icon: CircleX, className: 'bg-red-50 text-red-700' },
  danger: { Icon: TriangleAlert, className: 'bg-red-50 text-red-700' },
  warning: { Icon: TriangleAlert, className: 'bg-amber-50 text-amber-700' },
  info: { Icon: Info, className: 'bg-sky-50 text-sky-700' },
} as const;

/** The round tone icon shown before alert and confirm titles. */
export function DialogIcon({ tone }: { tone: DialogTone }) {
  const { Icon, className } = ICONS[tone];
  return (
    <span className={`inline-flex size-9 items-center justify-center rounded-full ${className}`}>
      <Icon className="size-5" aria-hidden="true" />
    </span>
  );
}
