import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { pageWindow } from '../../lib/page-window';

export interface PaginationProps {
  /** Current page, 1-based. */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Trang đầu / Trang cuối buttons. */
  showFirstLast?: boolean;
  /** Keep five numbers at the ends (see pageWindow's `fill`). */
  fill?: boolean;
  /** Accessible name of the nav (default "Phân trang"). */
  label?: string;
  className?: string;
}

/**
 * The shop's one pager (storefront and back office): [first] previous, the page window (two either
 * side of the current page), next [last]. Renders nothing for a single page. The current page is
 * marked aria-current="page".
 */
export function Pagination({
  page,
  totalPages,
  onPageChange,
  showFirstLast = false,
  fill = false,
  label = 'Phân trang',
  className,
}: PaginationProps) {
  if (totalPages <= 1) return null;
  const atStart = page <= 1;
  const atEnd = page >= totalPages;
  return (
    <nav aria-label={label} className={className}>
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        {showFirstLast && (
          <PagerButton label="Trang đầu" disabled={atStart} onClick={() => onPageChange(1)}>
            <ChevronsLeft className="size-4" aria-hidden="true" />
          </PagerButton>
        )}
        <PagerButton label="Trang trước" disabled={atStart} onClick={() => onPageChange(page - 1)}>
          <ChevronLeft className="size-4" aria-hidden="true" />
        </PagerButton>
        {pageWindow(page, totalPages, { fill }).map((n) => (
          <li key={n}>
            <button
              type="button"
              aria-label={`Trang ${n}`}
              aria-current={n === page ? 'page' : undefined}
              onClick={() => onPageChange(n)}
              className={cn(
                'inline-flex h-10 min-w-10 items-center justify-center rounded-lg border px-2 text-sm font-semibold transition-colors',
                n === page ? 'border-ink bg-ink text-ivory' : 'border-stone-300 bg-white text-ink hover:bg-stone-50',
              )}
            >
              {n}
            </button>
          </li>
        ))}
        <PagerButton label="Trang sau" disabled={atEnd} onClick={() => onPageChange(page + 1)}>
          <ChevronRight className="size-4" aria-hidden="true" />
        </PagerButton>
        {showFirstLast && (
          <PagerButton label="Trang cuối" disabled={atEnd} onClick={() => onPageChange(totalPages)}>
            <ChevronsRight className="size-4" aria-hidden="true" />
          </PagerButton>
        )}
      </ul>
    </nav>
  );
}

/** One step of a pager (first, previous, next, last): an icon button named by `label`. */
export function PagerButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <li>
      <button
        type="button"
        aria-label={label}
        title={label}
        disabled={disabled}
        onClick={onClick}
        className="inline-flex size-10 items-center justify-center rounded-lg border border-stone-300 bg-white text-ink transition-colors hover:bg-stone-50 disabled:cursor-not-allowed disabled:opacity-40"
      >
        {children}
      </button>
    </li>
  );
}
