import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { pageNumbers, shownRange } from './catalogue-state';

interface CataloguePaginationProps {
  page: number;
  pages: number;
  total: number;
  limit: number;
  onPage(page: number): void;
}

const numberFormat = new Intl.NumberFormat('vi-VN');

function PageButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled: boolean;
  onClick(): void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      className="inline-flex size-10 items-center justify-center rounded-lg border border-stone-300 bg-white text-ink transition-colors hover:border-ink disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:border-stone-300"
    >
      {children}
    </button>
  );
}

/** First, previous, up to 5 page numbers, next, last, and "showing a–b of total products". */
export function CataloguePagination({ page, pages, total, limit, onPage }: CataloguePaginationProps) {
  const { from, to } = shownRange(page, limit, total);
  const icon = 'size-4';

  return (
    <div className="mt-10 flex flex-col items-center gap-4">
      {pages > 1 && (
        <nav aria-label="Phân trang">
          <ul className="flex flex-wrap items-center justify-center gap-1.5">
            <li>
              <PageButton label="Trang đầu" disabled={page <= 1} onClick={() => onPage(1)}>
                <ChevronsLeft className={icon} aria-hidden="true" />
              </PageButton>
            </li>
            <li>
              <PageButton label="Trang trước" disabled={page <= 1} onClick={() => onPage(page - 1)}>
                <ChevronLeft className={icon} aria-hidden="true" />
              </PageButton>
            </li>
            {pageNumbers(page, pages).map((n) => (
              <li key={n}>
                <button
                  type="button"
                  aria-label={`Trang ${n}`}
                  aria-current={n === page ? 'page' : undefined}
                  onClick={() => onPage(n)}
                  className={cn(
                    'inline-flex h-10 min-w-10 items-center justify-center rounded-lg border px-2 text-sm font-semibold transition-colors',
                    n === page ? 'border-ink bg-ink text-ivory' : 'border-stone-300 bg-white text-ink hover:border-ink',
                  )}
                >
                  {n}
                </button>
              </li>
            ))}
            <li>
              <PageButton label="Trang sau" disabled={page >= pages} onClick={() => onPage(page + 1)}>
                <ChevronRight className={icon} aria-hidden="true" />
              </PageButton>
            </li>
            <li>
              <PageButton label="Trang cuối" disabled={page >= pages} onClick={() => onPage(pages)}>
                <ChevronsRight className={icon} aria-hidden="true" />
              </PageButton>
            </li>
          </ul>
        </nav>
      )}
      {total > 0 && (
        <p className="text-sm text-stone-600">
          Hiển thị {numberFormat.format(from)}–{numberFormat.format(to)} trong tổng số {numberFormat.format(total)} sản
          phẩm
        </p>
      )}
    </div>
  );
}
