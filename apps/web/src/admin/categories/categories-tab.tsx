import { compareNames } from '@shop/core/name-sort';
import { categoryInUseMessage, type Category } from '@shop/core/schemas/category';
import { foldText } from '@shop/core/text';
import { useQuery } from '@tanstack/react-query';
import { Layers } from 'lucide-react';
import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { categoriesQueryOptions } from '../../api/categories';
import { useCategoryMutations } from '../../api/categories-writes';
import { usePermissions } from '../../auth/use-permissions';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { LoadError } from '../components/load-error';
import { noPermissionMessage } from '../components/no-permission';
import { SearchField } from '../components/search-field';
import { useAlert } from '../components/use-alert';
import { CategoryCard } from './category-card';
import { CategoryFormModal } from './category-form-modal';
import { ListHeading } from '../components/list-heading';

const CATEGORY_DELETE_FAILED = 'Có lỗi khi xóa danh mục!';

/** Danh Mục tab: search on name or description, cards sorted by name, add/edit/delete. */
export function CategoriesTab() {
  const { can } = usePermissions();
  const canChange = can('categories', 'change');
  const canDelete = can('categories', 'delete');
  const categories = useQuery(categoriesQueryOptions());
  const { remove } = useCategoryMutations();
  const { showAlert, showFailure, alertDialog } = useAlert();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<{ category?: Category } | null>(null);
  const [deleting, setDeleting] = useState<Category | null>(null);

  const shown = useMemo(() => {
    const q = foldText(search);
    return (categories.data ?? [])
      .filter((c) => !q || foldText(`${c.name} ${c.description ?? ''}`).includes(q))
      .sort((a, b) => compareNames(a.name, b.name));
  }, [categories.data, search]);

  const askDelete = (category: Category) => {
    if ((category.productCount ?? 0) > 0) {
      showAlert({ type: 'warning', message: categoryInUseMessage(category.name, category.productCount!) });
      return;
    }
    setDeleting(category);
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success('Đã xóa danh mục');
    } catch (error) {
      showFailure(error, { fallback: CATEGORY_DELETE_FAILED, forbidden: noPermissionMessage('xóa', 'danh mục') });
    } finally {
      setDeleting(null);
    }
  };

  let body;
  if (categories.isPending) {
    body = (
      <div role="status" aria-label="Đang tải danh mục" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className="h-28 animate-pulse rounded-2xl bg-stone-200" />
        ))}
      </div>
    );
  } else if (categories.isError) {
    body = <LoadError message="Không thể tải danh sách danh mục" query={categories} />;
  } else if (shown.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-2 rounded-2xl bg-white px-6 py-14 text-center ring-1 ring-stone-200">
        <Layers className="size-9 text-stone-400" aria-hidden="true" />
        <p className="font-semibold text-ink">
          {search.trim() ? 'Không tìm thấy danh mục phù hợp' : 'Chưa có danh mục nào'}
        </p>
      </div>
    );
  } else {
    body = (
      <ul aria-label="Danh sách danh mục" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {shown.map((category) => (
          <CategoryCard
            key={category.id}
            category={category}
            onEdit={canChange ? () => setEditing({ category }) : undefined}
            onDelete={canDelete ? () => askDelete(category) : undefined}
          />
        ))}
      </ul>
    );
  }

  return (
    <div className="space-y-4">
      <ListHeading title="Danh mục" addLabel="Thêm Danh Mục" onAdd={canChange ? () => setEditing({}) : undefined} />
      <SearchField
        label="Tìm danh mục"
        placeholder="Tìm theo tên, mô tả…"
        value={search}
        onChange={setSearch}
        className="max-w-md"
      />
      {body}
      {editing && <CategoryFormModal category={editing.category} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={confirmDelete}
        type="danger"
        message={`Bạn có chắc muốn xóa danh mục "${deleting?.name ?? ''}"? Hành động này không thể hoàn tác.`}
      />
      {alertDialog}
    </div>
  );
}
