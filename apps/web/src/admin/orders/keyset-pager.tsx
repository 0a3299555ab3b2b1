import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import type { ReactNode } from 'react';

interface KeysetPagerProps {
  label: string;
  atNewest: boolean;
  atOldest: boolean;
  onFirst: () => void;
  onNewer: () => void;
  onOlder: () => void;
  onLast: () => void;
}

function Step({
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
        className="inline-flex size-9 items-center justify-center rounded-lg text-stone-700 ring-1 ring-stone-200 hover:bg-stone-50 disabled:cursor-not-allowed disabled:opacity-40"
      >
        {children}
      </button>
    </li>
  );
}

/**
 * The orders pager when the total is not counted to the end ("hơn 10.000"): page numbers would be
 * guesses, so it steps to the newest, newer, older and oldest orders, each page read by keyset.
 */
export function KeysetPager({ label, atNewest, atOldest, onFirst, onNewer, onOlder, onLast }: KeysetPagerProps) {
  return (
    <nav aria-label={label}>
      <ul className="flex items-center gap-1.5">
        <Step label="Trang đầu" disabled={atNewest} onClick={onFirst}>
          <ChevronsLeft className="size-4" aria-hidden="true" />
        </Step>
        <Step label="Trang trước" disabled={atNewest} onClick={onNewer}>
          <ChevronLeft className="size-4" aria-hidden="true" />
        </Step>
        <Step label="Trang sau" disabled={atOldest} onClick={onOlder}>
          <ChevronRight className="size-4" aria-hidden="true" />
        </Step>
        <Step label="Trang cuối" disabled={atOldest} onClick={onLast}>
          <ChevronsRight className="size-4" aria-hidden="true" />
        </Step>
      </ul>
    </nav>
  );
}
