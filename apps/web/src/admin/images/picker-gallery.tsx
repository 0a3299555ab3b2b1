import { IMAGE_PICKER_PAGE_SIZE } from '@shop/core/constants';
import type { ImageRow } from '@shop/core/schemas/image';
import { useQuery } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import { imageCountQueryOptions, imagesQueryOptions } from '../../api/images';
import { cn } from '../../lib/cn';
import { AdminImage } from '../components/admin-image';
import { LoadError } from '../components/load-error';
import { isForbidden, noPermissionMessage } from '../components/no-permission';
import { pageCount } from '../../lib/page-window';
import { Pagination } from '../../components/ui/pagination';

export interface PickerGalleryProps {
  page: number;
  onPageChange: (page: number) => void;
  selected: readonly ImageRow[];
  onToggle: (image: ImageRow) => void;
  /** Double click on an image (single mode: pick it at once). */
  onChoose?: (image: ImageRow) => void;
}

/** The picker's library: 3 columns, 20 a page, newest first, pager with two pages either side. */
export function PickerGallery({ page, onPageChange, selected, onToggle, onChoose }: PickerGalleryProps) {
  const skip = (page - 1) * IMAGE_PICKER_PAGE_SIZE;
  const images = useQuery(imagesQueryOptions(IMAGE_PICKER_PAGE_SIZE, skip));
  const count = useQuery(imageCountQueryOptions());
  const totalPages = pageCount(count.data?.count ?? 0, IMAGE_PICKER_PAGE_SIZE);

  if (images.isPending) {
    return (
      <div role="status" aria-label="Đang tải ảnh" className="grid grid-cols-3 gap-2 sm:gap-3">
        {Array.from({ length: 9 }, (_, i) => (
          <div key={i} className="aspect-square animate-pulse rounded-lg bg-stone-200" />
        ))}
      </div>
    );
  }
  if (images.isError) {
    const message = isForbidden(images.error) ? noPermissionMessage('xem thư viện ảnh') : 'Không thể tải danh sách ảnh';
    return <LoadError message={message} query={images} />;
  }
  if (images.data.length === 0) {
    return <p className="py-12 text-center text-sm text-stone-600">Chưa có ảnh nào được upload</p>;
  }

  const selectedIds = new Set(selected.map((s) => s.id));
  return (
    <div className="space-y-4">
      <ul className="grid grid-cols-3 gap-2 sm:gap-3" aria-busy={images.isPlaceholderData || undefined}>
        {images.data.map((image) => {
          const on = selectedIds.has(image.id);
          return (
            <li key={image.id}>
              <button
                type="button"
                aria-pressed={on}
                aria-label={image.original_name}
                title={image.original_name}
                onClick={() => onToggle(image)}
                onDoubleClick={() => onChoose?.(image)}
                className={cn(
                  'group relative block aspect-square w-full overflow-hidden rounded-lg ring-offset-2 transition',
                  on ? 'ring-3 ring-primary-ink' : 'ring-1 ring-stone-200 hover:ring-stone-400',
                )}
              >
                <AdminImage src={image.path} alt="" sizes="(min-width: 896px) 280px, 33vw" className="size-full" />
                {on && (
                  <span className="absolute right-1.5 top-1.5 inline-flex size-6 items-center justify-center rounded-full bg-primary-ink text-white shadow">
                    <Check className="size-4" aria-hidden="true" />
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
      <Pagination page={page} totalPages={totalPages} onPageChange={onPageChange} label="Phân trang thư viện ảnh" />
    </div>
  );
}
