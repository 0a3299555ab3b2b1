import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { imageCountQueryOptions } from '../../api/images';
import { usePermissions } from '../../auth/use-permissions';
import { NoPermissionPanel } from '../components/no-permission-panel';
import { noPermissionMessage } from '../components/no-permission';
import { ImageLibrary } from './image-library';
import { ImageUploadForm } from './image-upload-form';

/** /admin/images: the upload panel (change right) and the library (docs/product/back-office.md#image-library). */
export function ImagesPage() {
  const { can, hasAny, isLoading } = usePermissions();
  if (isLoading) {
    return (
      <p role="status" className="py-16 text-center text-sm text-stone-600">
        Đang tải…
      </p>
    );
  }
  if (!hasAny('images')) return <NoPermissionPanel message={noPermissionMessage('xem thư viện ảnh')} />;
  return <ImagesScreen canChange={can('images', 'change')} canDelete={can('images', 'delete')} />;
}

function ImagesScreen({ canChange, canDelete }: { canChange: boolean; canDelete: boolean }) {
  const count = useQuery(imageCountQueryOptions());
  const [page, setPage] = useState(1);
  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h2 className="text-xl font-semibold text-ink">Thư viện ảnh</h2>
          <p className="mt-1 text-sm text-stone-600">Ảnh dùng cho sản phẩm, thương hiệu, danh mục và trang chủ.</p>
        </div>
        {count.data && <p className="text-sm font-medium text-stone-700">{count.data.count} ảnh</p>}
      </div>

      {canChange && (
        <section
          aria-labelledby="upload-title"
          className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6"
        >
          <h3 id="upload-title" className="mb-4 text-base font-semibold text-ink">
            Tải ảnh lên
          </h3>
          <ImageUploadForm onUploaded={() => setPage(1)} />
        </section>
      )}

      <section aria-label="Ảnh đã tải lên">
        <ImageLibrary canDelete={canDelete} page={page} onPageChange={setPage} />
      </section>
    </div>
  );
}
