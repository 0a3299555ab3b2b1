import { compareNames } from '@shop/core/name-sort';
import { brandInUseMessage, type Brand } from '@shop/core/schemas/brand';
import type { SubBrand } from '@shop/core/schemas/sub-brand';
import { foldText } from '@shop/core/text';
import { useQuery } from '@tanstack/react-query';
import { Tag } from 'lucide-react';
import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { brandsQueryOptions } from '../../api/brands';
import { useBrandMutations } from '../../api/brands-writes';
import { usePermissions } from '../../auth/use-permissions';
import { subBrandsQueryOptions } from '../../api/sub-brands';
import { useSubBrandMutations } from '../../api/sub-brands-writes';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { LoadError } from '../components/load-error';
import { noPermissionMessage } from '../components/no-permission';
import { SearchField } from '../components/search-field';
import { useAlert } from '../components/use-alert';
import { BrandCard } from './brand-card';
import { BrandFormModal } from './brand-form-modal';
import { SubBrandFormModal } from './sub-brand-form-modal';
import { ListHeading } from '../components/list-heading';

type Modal = { kind: 'brand'; brand?: Brand } | { kind: 'sub-brand'; brand: Brand; subBrand?: SubBrand } | null;
type Deleting = { kind: 'brand'; brand: Brand } | { kind: 'sub-brand'; subBrand: SubBrand } | null;

const NOT_UNDOABLE = 'Hành động này không thể hoàn tác.';

/** Thương Hiệu tab: search on name, country or description; cards sorted by name; brand and sub-brand forms. */
export function BrandsTab() {
  const { can } = usePermissions();
  const canChange = can('brands', 'change');
  const canDelete = can('brands', 'delete');
  const brands = useQuery(brandsQueryOptions('with-product-count'));
  const subBrands = useQuery(subBrandsQueryOptions());
  const { remove: removeBrand } = useBrandMutations();
  const { remove: removeSubBrand } = useSubBrandMutations();
  const { showAlert, showFailure, alertDialog } = useAlert();
  const [search, setSearch] = useState('');
  const [modal, setModal] = useState<Modal>(null);
  const [deleting, setDeleting] = useState<Deleting>(null);

  const shown = useMemo(() => {
    const q = foldText(search);
    return (brands.data ?? [])
      .filter((b) => !q || foldText([b.name, b.country, b.description].filter(Boolean).join(' ')).includes(q))
      .sort((a, b) => compareNames(a.name, b.name));
  }, [brands.data, search]);

  const subBrandsOf = (brandId: number) =>
    (subBrands.data ?? []).filter((s) => s.brandId === brandId).sort((a, b) => compareNames(a.name, b.name));

  const askDeleteBrand = (brand: Brand) => {
    if ((brand.productCount ?? 0) > 0) {
      showAlert({ type: 'warning', message: brandInUseMessage(brand.name, brand.productCount!) });
      return;
    }
    setDeleting({ kind: 'brand', brand });
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      if (deleting.kind === 'brand') {
        await removeBrand.mutateAsync(deleting.brand.id);
        toast.success('Đã xóa thương hiệu');
      } else {
        await removeSubBrand.mutateAsync(deleting.subBrand.id);
        toast.success('Đã xóa dòng sản phẩm');
      }
    } catch (error) {
      const thing = deleting.kind === 'brand' ? 'thương hiệu' : 'dòng sản phẩm';
      showFailure(error, { fallback: `Không thể xóa ${thing}`, forbidden: noPermissionMessage('xóa', thing) });
    } finally {
      setDeleting(null);
    }
  };

  let body;
  if (brands.isPending) {
    body = (
      <div role="status" aria-label="Đang tải thương hiệu" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className="h-44 animate-pulse rounded-2xl bg-stone-200" />
        ))}
      </div>
    );
  } else if (brands.isError) {
    body = <LoadError message="Không thể tải danh sách thương hiệu" query={brands} />;
  } else if (shown.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-2 rounded-2xl bg-white px-6 py-14 text-center ring-1 ring-stone-200">
        <Tag className="size-9 text-stone-400" aria-hidden="true" />
        <p className="font-semibold text-ink">
          {search.trim() ? 'Không tìm thấy thương hiệu phù hợp' : 'Chưa có thương hiệu nào'}
        </p>
      </div>
    );
  } else {
    body = (
      <ul aria-label="Danh sách thương hiệu" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {shown.map((brand) => (
          <BrandCard
            key={brand.id}
            brand={brand}
            subBrands={subBrandsOf(brand.id)}
            canChange={canChange}
            canDelete={canDelete}
            onEdit={() => setModal({ kind: 'brand', brand })}
            onDelete={() => askDeleteBrand(brand)}
            onAddSubBrand={() => setModal({ kind: 'sub-brand', brand })}
            onEditSubBrand={(subBrand) => setModal({ kind: 'sub-brand', brand, subBrand })}
            onDeleteSubBrand={(subBrand) => setDeleting({ kind: 'sub-brand', subBrand })}
          />
        ))}
      </ul>
    );
  }

  return (
    <div className="space-y-4">
      <ListHeading
        title="Thương hiệu"
        addLabel="Thêm Thương Hiệu"
        onAdd={canChange ? () => setModal({ kind: 'brand' }) : undefined}
      />
      <SearchField
        label="Tìm thương hiệu"
        placeholder="Tìm theo tên, quốc gia, mô tả…"
        value={search}
        onChange={setSearch}
        className="max-w-md"
      />
      {subBrands.isError && (
        <p role="alert" className="text-sm text-red-700">
          Không thể tải danh sách dòng sản phẩm
        </p>
      )}
      {body}

      {modal?.kind === 'brand' && <BrandFormModal brand={modal.brand} onClose={() => setModal(null)} />}
      {modal?.kind === 'sub-brand' && (
        <SubBrandFormModal brand={modal.brand} subBrand={modal.subBrand} onClose={() => setModal(null)} />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={confirmDelete}
        type="danger"
        message={
          deleting?.kind === 'brand'
            ? `Bạn có chắc muốn xóa thương hiệu "${deleting.brand.name}" cùng các dòng sản phẩm của nó? ${NOT_UNDOABLE}`
            : `Bạn có chắc muốn xóa dòng sản phẩm "${deleting?.subBrand.name ?? ''}"? ${NOT_UNDOABLE}`
        }
      />
      {alertDialog}
    </div>
  );
}
