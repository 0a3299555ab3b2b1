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
  const steps = [
    { label: 'Trang đầu', Icon: ChevronsLeft, disabled: atNewest, onClick: onFirst },
    { label: 'Trang trước', Icon: ChevronLeft, disabled: atNewest, onClick: onNewer },
    { label: 'Trang sau', Icon: ChevronRight, disabled: atOldest, onClick: onOlder },
    { label: 'Trang cuối', Icon: ChevronsRight, disabled: atOldest, onClick: onLast },
  ];
  return (
    <nav aria-label={label}>
      <ul className="flex items-center gap-1.5">
        {steps.map(({ Icon, ...step }) => (
          <PagerButton key={step.label} {...step}>
            <Icon className="size-4" aria-hidden="true" />
          </PagerButton>
        ))}
      </ul>
    </nav>
  );
}
