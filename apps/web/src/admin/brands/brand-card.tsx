import type { Brand } from '@shop/core/schemas/brand';
import type { SubBrand } from '@shop/core/schemas/sub-brand';
import { ChevronDown, Globe, MapPin, Pencil, Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '../../lib/cn';
import { AdminImage } from '../components/admin-image';
import { Badge, HomepageBadge } from '../components/badge';
import { EditDeleteButtons, IconButton } from '../components/icon-button';

export interface BrandCardProps {
  brand: Brand;
  subBrands: readonly SubBrand[];
  canChange: boolean;
  canDelete: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onAddSubBrand: () => void;
  onEditSubBrand: (subBrand: SubBrand) => void;
  onDeleteSubBrand: (subBrand: SubBrand) => void;
}

/** A brand: logo, name, homepage/country/website badges, counts, and its expandable sub-brand list. */
export function BrandCard(props: BrandCardProps) {
  const { brand, subBrands, canChange, canDelete } = props;
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <li className="flex flex-col rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
      <div className="flex items-start gap-3">
        <div className="size-14 shrink-0 overflow-hidden rounded-xl bg-white ring-1 ring-stone-200">
          <AdminImage src={brand.logo} alt={`Logo ${brand.name}`} sizes="56px" className="size-full object-contain" />
        </div>
        <div className="min-w-0 flex-1">
          <h3 className="truncate text-base font-semibold text-ink">{brand.name}</h3>
          <div className="mt-1.5 flex flex-wrap gap-1.5">
            {brand.showOnHomepage && <HomepageBadge />}
            {brand.country && (
              <Badge className="bg-sky-50 text-sky-800">
                <MapPin className="size-3" aria-hidden="true" />
                {brand.country}
              </Badge>
            )}
            {brand.website && (
              <a
                href={brand.website}
                target="_blank"
                rel="noreferrer noopener"
                className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800 hover:underline"
              >
                <Globe className="size-3" aria-hidden="true" />
                Website
                <span className="sr-only"> của {brand.name} (mở trong thẻ mới)</span>
              </a>
            )}
          </div>
        </div>
        <div className="flex shrink-0 gap-1">
          <EditDeleteButtons
            of={`thương hiệu ${brand.name}`}
            onEdit={canChange ? props.onEdit : undefined}
            onDelete={canDelete ? props.onDelete : undefined}
          />
        </div>
      </div>
      {brand.description && <p className="mt-3 line-clamp-2 text-sm text-stone-600">{brand.description}</p>}
      <p className="mt-2 text-xs text-stone-500">
        {subBrands.length} dòng sản phẩm
        {brand.productCount !== undefined && ` · ${brand.productCount} sản phẩm`}
      </p>

      <div className="mt-3 border-t border-stone-100 pt-2">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((v) => !v)}
          className="flex min-h-10 w-full items-center justify-between rounded-lg px-2 text-sm font-medium text-ink hover:bg-stone-50"
        >
          Dòng sản phẩm ({subBrands.length})
          <ChevronDown className={cn('size-4 transition-transform', open && 'rotate-180')} aria-hidden="true" />
        </button>
        {open && (
          <div id={listId} className="mt-1 space-y-1">
            {subBrands.length === 0 ? (
              <p className="px-2 py-1 text-sm text-stone-500">Chưa có dòng sản phẩm</p>
            ) : (
              <ul aria-label={`Dòng sản phẩm của ${brand.name}`}>
                {subBrands.map((s) => (
                  <li key={s.id} className="flex items-center gap-2 rounded-lg px-2 py-1 hover:bg-stone-50">
                    <span className="min-w-0 flex-1 truncate text-sm text-ink">{s.name}</span>
                    {canChange && (
                      <IconButton
                        label={`Sửa dòng sản phẩm ${s.name}`}
                        onClick={() => props.onEditSubBrand(s)}
                        icon={Pencil}
                        iconClassName="size-3.5"
                      />
                    )}
                    {canDelete && (
                      <IconButton
                        label={`Xóa dòng sản phẩm ${s.name}`}
                        onClick={() => props.onDeleteSubBrand(s)}
                        danger
                        icon={Trash2}
                        iconClassName="size-3.5"
                      />
                    )}
                  </li>
                ))}
              </ul>
            )}
            {canChange && (
              <button
                type="button"
                onClick={props.onAddSubBrand}
                className="inline-flex min-h-10 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-primary-ink hover:bg-primary-soft"
              >
                <Plus className="size-4" aria-hidden="true" />
                Thêm dòng sản phẩm
              </button>
            )}
          </div>
        )}
      </div>
    </li>
  );
}
