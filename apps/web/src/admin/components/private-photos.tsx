import { useQuery } from '@tanstack/react-query';
import { ImagePlus, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import {
  privatePhotoFileQueryOptions,
  privatePhotosQueryOptions,
  usePrivatePhotoMutations,
  type PhotoOwner,
  type PrivatePhoto,
} from '../../api/private-photos';
import { usePermissions } from '../../auth/use-permissions';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { LoadError } from './load-error';
import { noPermissionMessage } from './no-permission';
import { useAlert } from './use-alert';

/** One photo, fetched with the session (the file is staff-only) and shown from a blob address. */
function PhotoImage({ photo }: { photo: PrivatePhoto }) {
  const file = useQuery(privatePhotoFileQueryOptions(photo.url));
  const src = file.data;
  if (file.isError) return <span className="text-xs text-red-700">Không tải được ảnh</span>;
  if (!src) return <span className="text-xs text-stone-500">Đang tải…</span>;
  return (
    <a href={src} target="_blank" rel="noreferrer">
      <img src={src} alt={photo.originalName} className="size-full object-cover" />
    </a>
  );
}

/** Who may see a piece's or a ticket's photos, said under them. */
const WHO_SEES: Record<PhotoOwner, string> = {
  pieces: 'Ảnh chỉ nhân viên có quyền Kho đồng hồ xem được, không hiện trên cửa hàng.',
  services: 'Ảnh chỉ nhân viên có quyền Sửa chữa & bảo hành xem được, khách không thấy.',
};

/**
 * Ảnh of a piece's or a ticket's page: its staff-only photos (never public), added one file at a
 * time with the owner's change right (unless `readOnly`: a closed ticket) and deleted with a
 * confirmation (the files go with them).
 */
export function PrivatePhotos({ owner, id, readOnly = false }: { owner: PhotoOwner; id: number; readOnly?: boolean }) {
  const { can } = usePermissions();
  const canChange = can(owner, 'change') && !readOnly;
  const query = useQuery(privatePhotosQueryOptions(owner, id));
  const { upload, remove } = usePrivatePhotoMutations(owner, id);
  const [deleting, setDeleting] = useState<PrivatePhoto | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const { showFailure, alertDialog } = useAlert();

  const add = async (files: FileList | null) => {
    for (const file of Array.from(files ?? [])) {
      try {
        await upload.mutateAsync(file);
      } catch (error) {
        showFailure(error, { fallback: 'Không thể tải ảnh lên', forbidden: noPermissionMessage('thêm ảnh') });
        break;
      }
    }
    if (input.current) input.current.value = '';
  };

  if (query.isError) return <LoadError message="Không thể tải ảnh" query={query} />;
  const photos = query.data ?? [];
  return (
    <div className="mt-3 space-y-3">
      <p className="text-xs text-stone-500">{WHO_SEES[owner]}</p>
      {photos.length === 0 && !query.isPending && <p className="text-sm text-stone-600">Chưa có ảnh.</p>}
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {photos.map((p) => (
          <li
            key={p.id}
            className="relative aspect-square overflow-hidden rounded-lg bg-stone-100 ring-1 ring-stone-200"
          >
            <PhotoImage photo={p} />
            {canChange && (
              <button
                type="button"
                onClick={() => setDeleting(p)}
                aria-label={`Xóa ảnh ${p.originalName}`}
                className="absolute right-1 top-1 rounded-full bg-white/90 p-1.5 text-red-700 shadow hover:bg-white"
              >
                <Trash2 className="size-4" aria-hidden />
              </button>
            )}
          </li>
        ))}
      </ul>
      {canChange && (
        <>
          <input
            ref={input}
            type="file"
            accept="image/*"
            multiple
            className="sr-only"
            aria-label="Chọn ảnh đồng hồ"
            onChange={(e) => void add(e.target.files)}
          />
          <Button variant="secondary" size="sm" loading={upload.isPending} onClick={() => input.current?.click()}>
            <ImagePlus className="size-4" aria-hidden /> Thêm ảnh
          </Button>
        </>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        type="danger"
        message={`Xóa ảnh "${deleting?.originalName ?? ''}"? Tệp ảnh cũng bị xóa khỏi kho lưu trữ.`}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync(deleting);
          } catch (error) {
            showFailure(error, { fallback: 'Không thể xóa ảnh', forbidden: noPermissionMessage('xóa ảnh') });
          }
          setDeleting(null);
        }}
      />
      {alertDialog}
    </div>
  );
}
