import { Inbox, LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** Loading and empty states of a back-office screen or panel (errors: components/load-error). */

export function LoadingState({ label = 'Đang tải...', className }: { label?: string; className?: string }) {
  return (
    <div
      role="status"
      className={cn('flex flex-col items-center justify-center gap-3 py-12 text-stone-600', className)}
    >
      <LoaderCircle className="size-7 animate-spin text-primary-ink" aria-hidden="true" />
      <p className="text-sm font-medium">{label}</p>
    </div>
  );
}

export function EmptyState({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={cn(
        'flex flex-col items-center justify-center gap-2 py-10 text-center text-sm text-stone-500',
        className,
      )}
    >
      <Inbox className="size-8 text-stone-400" aria-hidden="true" />
      {children}
    </div>
  );
}
