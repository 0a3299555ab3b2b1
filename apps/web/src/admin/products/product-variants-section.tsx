import { hasPrice } from '@shop/core/pricing';
import type { Variant } from '@shop/core/schemas/variant';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useVariantMutations, variantsQueryOptions } from '../../api/product-variants';
import { usePermissions } from '../../auth/use-permissions';
import { sizesQueryOptions } from '../../api/sizes';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { noPermissionMessage } from '../components/no-permission';
import { useAlert } from '../components/use-alert';
import { useMoney } from '../components/use-money';
import { VariantFormModal } from './variant-form-modal';
import { EditDeleteButtons } from '../components/icon-button';

const VARIANTS_LOAD_FAILED = 'Không thể tải danh sách phiên bản';

type Editing = { variant?: Variant } | null;

/** " · Tồn kho: 4", " · Tồn kho: không theo dõi" (null), nothing while unknown. */
function StockNote({ stock }: { stock: number | null | undefined }) {
  if (stock === undefined) return null;
  return <span> · {stock === null ? 'Tồn kho: không theo dõi' : `Tồn kho: ${stock}`}</span>;
}

export interface ProductVariantsSectionProps {
  productId: number;
  /** The variants the product came with (the list is kept here from then on). */
  initial: readonly Variant[];
}

/**
 * Variants of a saved product: name, size, stock, price, discount when above 0, edit/delete, Thêm Phiên
 * Bản. A created variant is appended; after an update the list is reloaded.
 */
export function ProductVariantsSection({ productId, initial }: ProductVariantsSectionProps) {
  const { can } = usePermissions();
  const canChange = can('products', 'change');
  const canDelete = can('products', 'delete');
  const qc = useQueryClient();
  const money = useMoney();
  const sizes = useQuery(sizesQueryOptions());
  const { remove } = useVariantMutations();
  const { showAlert, showFailure, alertDialog } = useAlert();
  const [variants, setVariants] = useState<Variant[]>(() => [...initial]);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Variant | null>(null);

  // The stock is not in the catalogue's answers (orders change it): read it fresh from the variants.
  const fresh = useQuery({ ...variantsQueryOptions(productId), staleTime: 0 });
  const stockOf = (v: Variant) => {
    const read = fresh.data?.find((f) => f.id === v.id);
    return read ? read.stock : v.stock;
  };
  const sizeName = (v: Variant) => v.size?.name ?? sizes.data?.find((s) => s.id === v.sizeId)?.name ?? '—';

  const reload = async () => {
    try {
      setVariants(await qc.fetchQuery({ ...variantsQueryOptions(productId), staleTime: 0 }));
    } catch {
      showAlert({ type: 'error', message: VARIANTS_LOAD_FAILED });
    }
  };

  const saved = (variant: Variant, created: boolean) => {
    setEditing(null);
    if (created) {
      setVariants((prev) => [...prev, variant]);
      showAlert({ type: 'success', message: 'Đã thêm phiên bản' });
    } else {
      showAlert({ type: 'success', message: 'Đã cập nhật phiên bản' });
      void reload();
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    const target = deleting;
    try {
      await remove.mutateAsync(target.id);
      setVariants((prev) => prev.filter((v) => v.id !== target.id));
      showAlert({ type: 'success', message: 'Đã xóa phiên bản' });
    } catch (error) {
      showFailure(error, {
        fallback: 'Không thể xóa phiên bản',
        forbidden: noPermissionMessage('xóa', 'phiên bản'),
        serverText: 'append',
      });
    } finally {
      setDeleting(null);
    }
  };

  return (
    <div className="space-y-3">
      {variants.length === 0 ? (
        <p className="rounded-lg bg-stone-50 px-3 py-4 text-center text-sm text-stone-600">
          Sản phẩm chưa có phiên bản nào.
        </p>
      ) : (
        <ul className="divide-y divide-stone-100 rounded-xl border border-stone-200 bg-white" aria-label="Phiên bản">
          {variants.map((v) => (
            <li
              key={v.id}
              className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 px-3 py-2.5 sm:grid-cols-[minmax(0,1fr)_auto_auto]"
            >
              <div className="col-start-1 row-start-1 min-w-0">
                <p className="font-medium text-ink">{v.name}</p>
                <p className="text-xs text-stone-600">
                  Kích thước: {sizeName(v)}
                  {v.color ? ` · Màu: ${v.color}` : ''}
                  <StockNote stock={stockOf(v)} />
                </p>
              </div>
              <p className="col-start-1 row-start-2 text-sm font-semibold text-ink sm:col-start-2 sm:row-start-1">
                {hasPrice(v.price) ? money(v.price) : 'Liên Hệ'}
                {v.discount > 0 && (
                  <span className="ml-2 rounded bg-red-100 px-1.5 py-0.5 text-xs font-semibold text-red-800">
                    -{v.discount}%
                  </span>
                )}
              </p>
              <div className="col-start-2 row-span-2 row-start-1 flex gap-1 sm:col-start-3 sm:row-span-1">
                <EditDeleteButtons
                  of={`phiên bản ${v.name}`}
                  onEdit={canChange ? () => setEditing({ variant: { ...v, stock: stockOf(v) } }) : undefined}
                  onDelete={canDelete ? () => setDeleting(v) : undefined}
                  tooltips="none"
                />
              </div>
            </li>
          ))}
        </ul>
      )}
      {canChange && (
        <Button variant="secondary" size="sm" onClick={() => setEditing({})}>
          <Plus className="size-4" aria-hidden="true" />
          Thêm Phiên Bản
        </Button>
      )}

      {editing && (
        <VariantFormModal
          productId={productId}
          variant={editing.variant}
          onClose={() => setEditing(null)}
          onSaved={saved}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={confirmDelete}
        type="danger"
        message={`Bạn có chắc muốn xóa phiên bản "${deleting?.name ?? ''}"? Hành động này không thể hoàn tác.`}
      />
      {alertDialog}
    </div>
  );
}
