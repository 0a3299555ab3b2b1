import type { ImageRow } from '@shop/core/schemas/image';
import { Copy, Trash2 } from 'lucide-react';
import { IconButton } from '../../components/ui/icon-button';
import { cn } from '../../lib/cn';
import { formatDateTime } from '../../lib/format-date';
import { AdminImage } from '../components/admin-image';
import { formatFileSize } from '../components/format-file-size';

export interface ImageCardProps {
  image: ImageRow;
  /** Selection checkbox (shown only with the delete right). */
  selectable: boolean;
  selected: boolean;
  onToggle: () => void;
  onCopy: () => void;
  /** Single delete (only with the delete right). */
  onDelete?: () => void;
}

/** One library image: thumbnail, name, size in Bytes/KB/MB/GB, upload date, copy-URL and delete. */
export function ImageCard({ image, selectable, selected, onToggle, onCopy, onDelete }: ImageCardProps) {
  const created = new Date(image.created_at);
  return (
    <li
      className={cn(
        'flex flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 transition',
        selected ? 'ring-2 ring-primary-ink' : 'ring-stone-200',
      )}
    >
      <div className="relative">
        <a
          href={image.path}
          target="_blank"
          rel="noreferrer"
          className="block"
          aria-label={`Mở ảnh ${image.original_name}`}
        >
          <AdminImage src={image.path} alt={image.original_name} className="aspect-square w-full" />
        </a>
        {selectable && (
          <label className="absolute left-2 top-2 inline-flex size-9 cursor-pointer items-center justify-center rounded-lg bg-white/90 shadow ring-1 ring-stone-200">
            <input
              type="checkbox"
              checked={selected}
              onChange={onToggle}
              aria-label={`Chọn ${image.original_name}`}
              className="size-5 cursor-pointer accent-[var(--color-primary-ink)]"
            />
          </label>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <p className="truncate text-sm font-medium text-ink" title={image.original_name}>
          {image.original_name}
        </p>
        <p className="text-xs text-stone-500">
          {formatFileSize(image.size)}
          {image.width && image.height ? ` · ${image.width}×${image.height}` : ''}
        </p>
        {!Number.isNaN(created.getTime()) && (
          <p className="text-xs text-stone-500">
            <time dateTime={image.created_at}>{formatDateTime(created)}</time>
          </p>
        )}
        <div className="mt-auto flex gap-2 pt-2">
          <button
            type="button"
            onClick={onCopy}
            aria-label={`Sao chép URL của ${image.original_name}`}
            title="Sao chép URL"
            className="inline-flex h-9 flex-1 items-center justify-center gap-1.5 rounded-lg border border-stone-300 text-xs font-semibold text-ink hover:bg-stone-50"
          >
            <Copy className="size-4" aria-hidden="true" />
            URL
          </button>
          {onDelete && (
            <IconButton
              label={`Xóa ảnh ${image.original_name}`}
              icon={Trash2}
              iconClassName="size-4"
              tooltip="Xóa ảnh"
              onClick={onDelete}
              className="inline-flex size-9 items-center justify-center rounded-lg border border-red-200 text-red-700 hover:bg-red-50"
            />
          )}
        </div>
      </div>
    </li>
  );
}
