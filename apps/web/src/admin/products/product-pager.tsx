import { ADMIN_PRODUCT_PAGE_SIZES } from '@shop/core/constants';
import { useId } from 'react';
import { fieldClass } from '../components/field-styles';
import { pageCount } from '../../lib/page-window';
import { Pagination } from '../../components/ui/pagination';

export interface ProductPagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
}

/**
 * Products pager (shown only with more than one page): page size 8/12/16/20, "Hiển thị x–y trên
 * tổng N", first, previous, up to five page numbers, next, last.
 */
export function ProductPager({ page, pageSize, total, onPageChange, onPageSizeChange }: ProductPagerProps) {
  const sizeId = useId();
  const totalPages = pageCount(total, pageSize);
  if (totalPages <= 1) return null;
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl bg-white p-3 ring-1 ring-stone-200 lg:flex-row lg:justify-between">
      <div className="flex flex-wrap items-center justify-center gap-3 text-sm text-stone-600">
        <label htmlFor={sizeId} className="flex items-center gap-2 whitespace-nowrap">
          Mỗi trang
          <select
            id={sizeId}
            value={pageSize}
            onChange={(e) => onPageSizeChange(Number(e.target.value))}
            className={fieldClass(false, 'h-10 w-20')}
          >
            {ADMIN_PRODUCT_PAGE_SIZES.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <p>
          Hiển thị {from}–{to} trên tổng {total}
        </p>
      </div>
      <Pagination
        page={page}
        totalPages={totalPages}
        onPageChange={onPageChange}
        showFirstLast
        fill
        label="Phân trang sản phẩm"
      />
    </div>
  );
}
