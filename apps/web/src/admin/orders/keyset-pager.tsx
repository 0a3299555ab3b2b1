import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import { PagerButton } from '../../components/ui/pagination';

interface KeysetPagerProps {
  label: string;
  atNewest: boolean;
  atOldest: boolean;
  onFirst: () => void;
  onNewer: () => void;
  onOlder: () => void;
  onLast: () => void;
}

/**
 * The orders pager when the total is not counted to the end ("hơn 10.000"): page numbers would be
 * guesses, so it steps to the newest, newer, older and oldest orders, each page read by keyset.
 */
export function KeysetPager({ label, atNewest, atOldest, onFirst, onNewer, onOlder, onLast }: KeysetPagerProps) {
  return (
    <nav aria-label={label}>
      <ul className="flex items-center gap-1.5">
        <PagerButton label="Trang đầu" disabled={atNewest} onClick={onFirst}>
          <ChevronsLeft className="size-4" aria-hidden="true" />
        </PagerButton>
        <PagerButton label="Trang trước" disabled={atNewest} onClick={onNewer}>
          <ChevronLeft className="size-4" aria-hidden="true" />
        </PagerButton>
        <PagerButton label="Trang sau" disabled={atOldest} onClick={onOlder}>
          <ChevronRight className="size-4" aria-hidden="true" />
        </PagerButton>
        <PagerButton label="Trang cuối" disabled={atOldest} onClick={onLast}>
          <ChevronsRight className="size-4" aria-hidden="true" />
        </PagerButton>
      </ul>
    </nav>
  );
}
