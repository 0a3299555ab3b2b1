import { sizeInUseMessage, type Size } from '@shop/core/schemas/size';
import { foldText } from '@shop/core/text';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { usePermissions } from '../../auth/use-permissions';
import { sizesQueryOptions, useSizeMutations } from '../../api/sizes';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { EditDeleteButtons } from '../components/icon-button';
import { LoadError } from '../components/load-error';
import { noPermissionMessage } from '../components/no-permission';
import { SearchField } from '../components/search-field';
import { useAlert } from '../components/use-alert';
import { SizeFormModal } from './size-form-modal';
import { DataTable } from '../components/data-table';
import { ListHeading } from '../components/list-heading';

/** Natural order: "28mm" before "100mm". */
const byName = (a: Size, b: Size) => a.name.localeCompare(b.name, 'vi', { numeric: true });

/** Kích Thước tab: search on name, a table (name, diameter, actions), the form, and the in-use guard. */
export function SizesTab() {
  const { can } = usePermissions();
  const canChange = can('sizes', 'change');
  const canDelete = can('sizes', 'delete');
  const sizes = useQuery(sizesQueryOptions());
  const { remove } = useSizeMutations();
  const { showAlert, showFailure, alertDialog } = useAlert();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<{ size?: Size } | null>(null);
  const [deleting, setDeleting] = useState<Size | null>(null);

  const shown = useMemo(() => {
    const q = foldText(search);
    return (sizes.data ?? []).filter((s) => !q || foldText(s.name).includes(q)).sort(byName);
  }, [sizes.data, search]);

  const askDelete = (size: Size) => {
    if ((size.productCount ?? 0) > 0) {
      showAlert({ type: 'warning', message: sizeInUseMessage(size.name, size.productCount!) });
      return;
    }
    setDeleting(size);
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success('Đã xóa kích thước');
    } catch (error) {
      showFailure(error, { fallback: 'Không thể xóa kích thước', forbidden: noPermissionMessage('xóa', 'kích thước') });
    } finally {
      setDeleting(null);
    }
  };

  let body;
  if (sizes.isPending) {
    body = (
      <p
        role="status"
        className="rounded-2xl bg-white px-6 py-10 text-center text-sm text-stone-600 ring-1 ring-stone-200"
      >
        Đang tải kích thước…
      </p>
    );
  } else if (sizes.isError) {
    body = <LoadError message="Không thể tải danh sách kích thước" query={sizes} />;
  } else if (shown.length === 0) {
    body = (
      <p className="rounded-2xl bg-white px-6 py-10 text-center text-sm text-stone-600 ring-1 ring-stone-200">
        {search.trim() ? 'Không tìm thấy kích thước phù hợp' : 'Chưa có kích thước nào'}
      </p>
    );
  } else {
    body = (
      <DataTable
        className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200"
        caption="Danh sách kích thước"
        headClassName="bg-stone-50 text-xs uppercase tracking-wide text-stone-500"
        cellClassName="px-4 py-3 font-semibold"
        columns={[
          'Tên',
          'Đường kính',
          { label: 'Sản phẩm', className: 'hidden sm:table-cell' },
          { label: 'Thao tác', className: 'text-right' },
        ]}
      >
        {shown.map((size) => (
          <tr key={size.id}>
            <td className="px-4 py-2.5 font-medium text-ink">{size.name}</td>
            <td className="px-4 py-2.5 text-stone-700">{size.diameter}</td>
            <td className="hidden px-4 py-2.5 text-stone-600 sm:table-cell">{size.productCount ?? '—'}</td>
            <td className="px-4 py-1.5">
              <div className="flex justify-end gap-1">
                <EditDeleteButtons
                  of={`kích thước ${size.name}`}
                  onEdit={canChange ? () => setEditing({ size }) : undefined}
                  onDelete={canDelete ? () => askDelete(size) : undefined}
                />
                {!canChange && !canDelete && <span className="text-stone-400">—</span>}
              </div>
            </td>
          </tr>
        ))}
      </DataTable>
    );
  }

  return (
    <div className="space-y-4">
      <ListHeading title="Kích thước" addLabel="Thêm Kích Thước" onAdd={canChange ? () => setEditing({}) : undefined} />
      <SearchField
        label="Tìm kích thước"
        placeholder="Tìm theo tên…"
        value={search}
        onChange={setSearch}
        className="max-w-md"
      />
      {body}
      {editing && <SizeFormModal size={editing.size} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={confirmDelete}
        type="danger"
        message={`Bạn có chắc muốn xóa kích thước "${deleting?.name ?? ''}"? Hành động này không thể hoàn tác.`}
      />
      {alertDialog}
    </div>
  );
}
