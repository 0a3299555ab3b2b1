import { formatCount } from '@shop/core/pricing';
import { Pagination } from '../../components/ui/pagination';
import { shownRange } from './catalogue-state';

interface CataloguePaginationProps {
  page: number;
  pages: number;
  total: number;
  limit: number;
  onPage: (page: number) => void;
}

/** First, previous, up to 5 page numbers, next, last, and "showing a–b of total products". */
export function CataloguePagination({ page, pages, total, limit, onPage }: CataloguePaginationProps) {
  const { from, to } = shownRange(page, limit, total);
  return (
    <div className="mt-10 flex flex-col items-center gap-4">
      <Pagination page={page} totalPages={pages} onPageChange={onPage} showFirstLast fill />
      {total > 0 && (
        <p className="text-sm text-stone-600">
          Hiển thị {formatCount(from)}–{formatCount(to)} trong tổng số {formatCount(total)} sản phẩm
        </p>
      )}
    </div>
  );
}
