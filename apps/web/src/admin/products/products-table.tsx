import type { ManagedProduct, ManageSort, SortDir } from '@shop/core/schemas/product-tools';
import { ArrowDown, ArrowUp, ArrowUpDown, ChevronDown, ChevronRight, Star } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { formatDateTime } from '../../lib/format-date';
import { AdminImage } from '../components/admin-image';
import { useMoney } from '../components/use-money';
import { useToggleSet } from '../components/use-toggle-set';
import { priceRangeLabel } from './product-card';
import { VariantQuickEdit } from './variant-quick-edit';
import { EditDeleteButtons, IconButton } from '../components/icon-button';

/** "12", or "không theo dõi" when no variant's stock is tracked. */
const stockCell = (p: Pick<ManagedProduct, 'stock' | 'variants'>) =>
  p.variants.length === 0 ? '—' : p.stock === null ? 'không theo dõi' : String(p.stock);

export interface ProductsTableProps {
  products: readonly ManagedProduct[];
  sort: ManageSort;
  dir: SortDir;
  onSort: (sort: ManageSort, dir: SortDir) => void;
  selected: ReadonlySet<number>;
  /** Selection (with the change right). */
  onSelect?: (ids: number[], selected: boolean) => void;
  onEdit?: (p: ManagedProduct) => void;
  onDelete?: (p: ManagedProduct) => void;
  /** Price, discount and stock edited under the row (with the change right). */
  quickEdit?: boolean;
  busy?: boolean;
}

const SORT_LABELS: Record<ManageSort, string> = {
  name: 'Tên',
  price: 'Giá',
  stock: 'Tồn kho',
  updated: 'Cập nhật',
};

/**
 * The products as a table: image, name, brand, category, price range, stock, featured, updated.
 * Name, price, stock and updated sort (a second click turns the order round); each row can be
 * selected and opened to edit its variants' price, discount and stock.
 */
export function ProductsTable(props: ProductsTableProps) {
  const { products, sort, dir, onSort, selected, onSelect, onEdit, onDelete, quickEdit, busy } = props;
  const money = useMoney();
  const { items: open, toggle: toggleOpen } = useToggleSet<number>();
  const allSelected = products.length > 0 && products.every((p) => selected.has(p.id));

  const header = (key: ManageSort) => {
    const active = sort === key;
    const Icon = !active ? ArrowUpDown : dir === 'asc' ? ArrowUp : ArrowDown;
    return (
      <th
        scope="col"
        aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : 'none'}
        className="px-3 py-2 text-left"
      >
        <button
          type="button"
          className="inline-flex items-center gap-1 font-semibold hover:text-primary-ink"
          onClick={() =>
            onSort(key, active && dir === 'asc' ? 'desc' : active ? 'asc' : key === 'name' ? 'asc' : 'desc')
          }
        >
          {SORT_LABELS[key]}
          <Icon className="size-3.5" aria-hidden="true" />
        </button>
      </th>
    );
  };
  // A column that does not sort.
  const column = (label: ReactNode, className = 'px-3 py-2 text-left') => (
    <th scope="col" className={className}>
      {label}
    </th>
  );
  const columns = 9 + (onSelect ? 1 : 0);

  return (
    <div className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-stone-200">
      <table className="w-full min-w-[900px] text-sm" aria-label="Bảng sản phẩm" aria-busy={busy || undefined}>
        <thead className="bg-stone-50 text-xs uppercase tracking-wide text-stone-600">
          <tr>
            {onSelect && (
              <th scope="col" className="w-10 px-3 py-2">
                <input
                  type="checkbox"
                  className="size-4 accent-primary"
                  checked={allSelected}
                  onChange={(e) =>
                    onSelect(
                      products.map((p) => p.id),
                      e.target.checked,
                    )
                  }
                  aria-label="Chọn tất cả trên trang"
                />
              </th>
            )}
            {column('Ảnh', 'w-16 px-3 py-2 text-left')}
            {header('name')}
            {column('Thương hiệu')}
            {column('Danh mục')}
            {header('price')}
            {header('stock')}
            {column('Nổi bật')}
            {header('updated')}
            {column(<span className="sr-only">Thao tác</span>, 'px-3 py-2 text-right')}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {products.map((p) => (
            <Fragment key={p.id}>
              <tr className={selected.has(p.id) ? 'bg-primary-soft/40' : undefined}>
                {onSelect && (
                  <td className="px-3 py-2">
                    <input
                      type="checkbox"
                      className="size-4 accent-primary"
                      checked={selected.has(p.id)}
                      onChange={(e) => onSelect([p.id], e.target.checked)}
                      aria-label={`Chọn ${p.name}`}
                    />
                  </td>
                )}
                <td className="px-3 py-2">
                  <AdminImage src={p.images[0]} alt="" className="size-12 rounded-md" />
                </td>
                <th scope="row" className="px-3 py-2 text-left font-semibold text-ink">
                  {p.name}
                  {p.sku && <span className="block text-xs font-normal text-stone-500">SKU: {p.sku}</span>}
                </th>
                <td className="px-3 py-2">{p.brand?.name ?? '—'}</td>
                <td className="px-3 py-2">{p.category?.name ?? 'Chưa phân loại'}</td>
                <td className="whitespace-nowrap px-3 py-2 tabular-nums">{priceRangeLabel(p, money)}</td>
                <td className="px-3 py-2 tabular-nums">{stockCell(p)}</td>
                <td className="px-3 py-2">
                  {p.featured ? (
                    <span className="inline-flex items-center gap-1 text-primary-ink">
                      <Star className="size-3.5 fill-current" aria-hidden="true" />
                      Có
                    </span>
                  ) : (
                    <span className="text-stone-500">Không</span>
                  )}
                </td>
                <td className="whitespace-nowrap px-3 py-2 tabular-nums">{formatDateTime(p.updatedAt)}</td>
                <td className="whitespace-nowrap px-3 py-2 text-right">
                  {quickEdit && p.variants.length > 0 && (
                    <IconButton
                      label={`Sửa nhanh giá, kho ${p.name}`}
                      tooltip="Sửa nhanh giá, kho"
                      onClick={() => toggleOpen(p.id)}
                      aria-expanded={open.has(p.id)}
                      look="round"
                      icon={open.has(p.id) ? ChevronDown : ChevronRight}
                    />
                  )}
                  <EditDeleteButtons
                    of={`sản phẩm ${p.name}`}
                    onEdit={onEdit && (() => onEdit(p))}
                    onDelete={onDelete && (() => onDelete(p))}
                    look="round"
                    tooltips="verb"
                  />
                </td>
              </tr>
              {open.has(p.id) && (
                <tr>
                  <td colSpan={columns} className="bg-stone-50/60 px-3 py-3">
                    <VariantQuickEdit productName={p.name} variants={p.variants} />
                  </td>
                </tr>
              )}
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  );
}
