import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '../../lib/cn';

/** The previous and next arrows over an image (the left and right edges of `className`'s box). */
export function ImageArrows({
  onPrevious,
  onNext,
  nextLabel,
  className,
}: {
  onPrevious: () => void;
  onNext: () => void;
  /** The next arrow's accessible name. */
  nextLabel: string;
  className: string;
}) {
  return (
    <>
      <button type="button" aria-label="Ảnh trước" onClick={onPrevious} className={cn(className, 'left-3')}>
        <ChevronLeft className="size-5" aria-hidden="true" />
      </button>
      <button type="button" aria-label={nextLabel} onClick={onNext} className={cn(className, 'right-3')}>
        <ChevronRight className="size-5" aria-hidden="true" />
      </button>
    </>
  );
}
