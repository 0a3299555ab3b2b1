import { IMAGE_LIBRARY_PAGE_SIZE } from '@shop/core/constants';
import type { ImageRow } from '@shop/core/schemas/image';
import { useQuery } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { imageCountQueryOptions, imagesQueryOptions, useBulkDeleteImages, useDeleteImage } from '../../api/images';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { LoadError } from '../components/load-error';
import {
  errorStatus,
  isForbidden,
  NO_PERMISSION_TITLE,
  noPermissionMessage,
  serverMessage,
} from '../components/no-permission';
import { pageCount } from '../../lib/page-window';
import { Pagination } from '../../components/ui/pagination';
import { useAlert } from '../components/use-alert';
import { useToggleSet } from '../components/use-toggle-set';
import { ImageCard } from './image-card';
import { copyText } from '../../lib/clipboard';

const DELETE_FAILED = 'Lỗi xóa ảnh!';
const NOT_UNDOABLE = 'Hành động này không thể hoàn tác.';

type PendingDelete = { kind: 'one'; image: ImageRow } | { kind: 'many'; ids: number[] } | null;

async function copyUrl(path: string) {
  const url = new URL(path, window.location.origin).href;
  const copied = await copyText(url);
  if (copied) toast.success('Đã sao chép URL ảnh');
  else toast.error(`Không thể sao chép URL: ${url}`);
}

/** The library grid: 12 a page, selection (with the delete right), copy URL, single and bulk delete, pager. */
export interface ImageLibraryProps {
  canDelete: boolean;
  /** Current page, 1-based (held by the screen so an upload can go back to page 1). */
  page: number;
  onPageChange: (page: number) => void;
}

export function ImageLibrary({ canDelete, page, onPageChange: setPage }: ImageLibraryProps) {
  const { items: selected, toggle, setItems: setSelected } = useToggleSet<number>();
  const [pending, setPending] = useState<PendingDelete>(null);
  const count = useQuery(imageCountQueryOptions());
  const totalPages = pageCount(count.data?.count ?? 0, IMAGE_LIBRARY_PAGE_SIZE);
  // A page emptied by deletes falls back to the last page that exists.
  const current = totalPages > 0 ? Math.min(page, totalPages) : 1;
  const images = useQuery(imagesQueryOptions(IMAGE_LIBRARY_PAGE_SIZE, (current - 1) * IMAGE_LIBRARY_PAGE_SIZE));
  const removeOne = useDeleteImage();
  const removeMany = useBulkDeleteImages();
  const { showAlert, alertDialog } = useAlert();

  const deleteFailure = (error: unknown) => {
    if (isForbidden(error))
      showAlert({ type: 'error', title: NO_PERMISSION_TITLE, message: noPermissionMessage('xóa ảnh') });
    else if (errorStatus(error) === 409 && serverMessage(error))
      showAlert({ type: 'error', title: 'Không thể xóa ảnh', message: serverMessage(error) });
    else showAlert({ type: 'error', message: DELETE_FAILED });
  };

  const confirmDelete = async () => {
    if (!pending) return;
    const request = pending;
    try {
      if (request.kind === 'one') {
        await removeOne.mutateAsync(request.image.id);
        setSelected((prev) => new Set([...prev].filter((id) => id !== request.image.id)));
        toast.success('Đã xóa ảnh');
      } else {
        const result = await removeMany.mutateAsync(request.ids);
        const gone = new Set([...result.deleted, ...result.notFound]);
        setSelected((prev) => new Set([...prev].filter((id) => !gone.has(id))));
        if (result.deleted.length > 0) toast.success(`Đã xóa ${result.deleted.length} ảnh`);
        if (result.refused.length > 0) {
          showAlert({
            type: 'warning',
            title: `${result.refused.length} ảnh không thể xóa`,
            message: (
              <ul className="list-disc space-y-1.5 pl-5">
                {result.refused.map((r) => (
                  <li key={r.id}>
                    <span className="font-medium break-all">{r.path.replace(/^\/uploads\//, '')}</span>: {r.message}
                  </li>
                ))}
              </ul>
            ),
          });
        }
      }
    } catch (error) {
      deleteFailure(error);
    } finally {
      setPending(null);
    }
  };

  if (images.isPending) {
    return (
      <div role="status" aria-label="Đang tải ảnh" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {Array.from({ length: 8 }, (_, i) => (
          <div key={i} className="aspect-[3/4] animate-pulse rounded-xl bg-stone-200" />
        ))}
      </div>
    );
  }
  if (images.isError) {
    const message = isForbidden(images.error) ? noPermissionMessage('xem thư viện ảnh') : 'Không thể tải danh sách ảnh';
    return <LoadError message={message} query={images} />;
  }
  if (images.data.length === 0 && current === 1) {
    return (
      <p className="rounded-2xl bg-white px-6 py-16 text-center text-sm text-stone-600 ring-1 ring-stone-200">
        Chưa có ảnh nào được upload
      </p>
    );
  }

  const pageIds = images.data.map((i) => i.id);
  const allOnPage = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  const someOnPage = pageIds.some((id) => selected.has(id));
  const toggleAll = () =>
    setSelected((prev) => {
      const next = new Set(prev);
      for (const id of pageIds) {
        if (allOnPage) next.delete(id);
        else next.add(id);
      }
      return next;
    });

  return (
    <div className="space-y-4">
      {canDelete && (
        <div className="flex flex-wrap items-center gap-3 rounded-xl bg-white px-3 py-2 ring-1 ring-stone-200">
          <label className="inline-flex min-h-10 cursor-pointer items-center gap-2 text-sm font-medium text-ink">
            <input
              type="checkbox"
              checked={allOnPage}
              ref={(el) => {
                if (el) el.indeterminate = someOnPage && !allOnPage;
              }}
              onChange={toggleAll}
              className="size-5 cursor-pointer accent-[var(--color-primary-ink)]"
            />
            Chọn tất cả
          </label>
          {selected.size > 0 && (
            <>
              <span className="text-sm text-stone-600">Đã chọn {selected.size} ảnh</span>
              <div className="ml-auto flex flex-wrap gap-2">
                <Button variant="ghost" size="sm" onClick={() => setSelected(new Set())}>
                  Bỏ chọn
                </Button>
                <Button variant="danger" size="sm" onClick={() => setPending({ kind: 'many', ids: [...selected] })}>
                  <Trash2 className="size-4" aria-hidden="true" />
                  Xóa đã chọn ({selected.size})
                </Button>
              </div>
            </>
          )}
        </div>
      )}

      <ul
        className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 2xl:grid-cols-6"
        aria-label="Danh sách ảnh"
        aria-busy={images.isPlaceholderData || undefined}
      >
        {images.data.map((image) => (
          <ImageCard
            key={image.id}
            image={image}
            selectable={canDelete}
            selected={selected.has(image.id)}
            onToggle={() => toggle(image.id)}
            onCopy={() => void copyUrl(image.path)}
            onDelete={canDelete ? () => setPending({ kind: 'one', image }) : undefined}
          />
        ))}
      </ul>

      <Pagination page={current} totalPages={totalPages} onPageChange={setPage} label="Phân trang thư viện ảnh" />

      <ConfirmDialog
        open={pending !== null}
        onClose={() => setPending(null)}
        onConfirm={confirmDelete}
        type="danger"
        message={
          pending?.kind === 'one'
            ? `Bạn có chắc muốn xóa ảnh "${pending.image.original_name}"? ${NOT_UNDOABLE}`
            : `Bạn có chắc muốn xóa ${pending?.kind === 'many' ? pending.ids.length : 0} ảnh đã chọn? ${NOT_UNDOABLE}`
        }
      />
      {alertDialog}
    </div>
  );
}
