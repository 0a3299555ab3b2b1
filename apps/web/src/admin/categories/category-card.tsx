import type { Category } from '@shop/core/schemas/category';
import { AdminImage } from '../components/admin-image';
import { HomepageBadge } from '../components/badge';
import { EditDeleteButtons } from '../components/icon-button';

export interface CategoryCardProps {
  category: Category;
  onEdit?: () => void;
  onDelete?: () => void;
}

/** A category: image or emoji icon, name, description ("Chưa có mô tả"), homepage badge. */
export function CategoryCard({ category, onEdit, onDelete }: CategoryCardProps) {
  return (
    <li className="flex gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
      <div className="size-16 shrink-0 overflow-hidden rounded-xl bg-sand">
        {category.image ? (
          <AdminImage src={category.image} alt={category.name} sizes="64px" className="size-full" />
        ) : (
          <span
            className="flex size-full items-center justify-center text-3xl"
            role="img"
            aria-label={`Biểu tượng ${category.name}`}
          >
            {category.icon || '⌚'}
          </span>
        )}
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex items-start gap-2">
          <h3 className="min-w-0 flex-1 font-semibold text-ink">
            {category.image && category.icon ? `${category.icon} ` : ''}
            {category.name}
          </h3>
          <div className="-mr-1 -mt-1 flex gap-0.5">
            <EditDeleteButtons of={`danh mục ${category.name}`} onEdit={onEdit} onDelete={onDelete} />
          </div>
        </div>
        <p
          className={
            category.description ? 'mt-1 line-clamp-2 text-sm text-stone-600' : 'mt-1 text-sm italic text-stone-500'
          }
        >
          {category.description || 'Chưa có mô tả'}
        </p>
        <div className="mt-2 flex flex-wrap items-center gap-2 text-xs text-stone-500">
          {category.showOnHomepage && <HomepageBadge />}
          {category.productCount !== undefined && <span>{category.productCount} sản phẩm</span>}
        </div>
      </div>
    </li>
  );
}
