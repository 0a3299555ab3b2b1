import { GENDER_LABELS, GENDERS } from '@shop/core/constants';
import type { Brand } from '@shop/core/schemas/brand';
import type { SubBrand } from '@shop/core/schemas/sub-brand';
import { foldText } from '@shop/core/text';
import { useState, type ReactNode } from 'react';
import { SearchInput } from '../../components/ui/search-input';
import { hasActiveFilters, toggleBrand, toggleGender, toggleSubBrand, type CatalogueState } from './catalogue-state';

interface FilterPanelProps {
  id: string;
  state: CatalogueState;
  brands: Brand[];
  /** The brand list is still loading. */
  brandsLoading: boolean;
  subBrands: SubBrand[];
  onChange: (next: CatalogueState) => void;
  onClear: () => void;
}

function Check({ checked, onChange, children }: { checked: boolean; onChange: () => void; children: ReactNode }) {
  return (
    <label className="flex min-h-9 cursor-pointer items-center gap-2.5 rounded-md px-1.5 text-sm text-stone-700 hover:bg-stone-100">
      <input type="checkbox" checked={checked} onChange={onChange} className="size-4 shrink-0 accent-ink" />
      <span className="min-w-0 break-words">{children}</span>
    </label>
  );
}

const legendClass = 'mb-2 text-xs font-semibold uppercase tracking-[0.16em] text-ink';

/**
 * Filters: gender (all, male, female, unisex), brands with a brand search
 * box, and the sub-brands of each selected brand nested under it.
 */
export function FilterPanel({ id, state, brands, brandsLoading, subBrands, onChange, onClear }: FilterPanelProps) {
  const [brandQuery, setBrandQuery] = useState('');
  const folded = foldText(brandQuery);
  const shownBrands = folded ? brands.filter((b) => foldText(b.name).includes(folded)) : brands;

  return (
    <div id={id} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
      <div className="mb-4 flex items-center justify-between gap-2">
        <h2 className="text-base font-semibold text-ink">Bộ lọc</h2>
        {hasActiveFilters(state) && (
          <button
            type="button"
            onClick={onClear}
            className="rounded text-sm font-medium text-primary-ink underline-offset-4 hover:underline"
          >
            Xóa bộ lọc
          </button>
        )}
      </div>

      <div className="border-t border-stone-100 pt-4">
        <fieldset>
          <legend className={legendClass}>Giới tính</legend>
          <Check checked={state.gender.length === 0} onChange={() => onChange(toggleGender(state, 'all'))}>
            Tất cả
          </Check>
          {GENDERS.map((g) => (
            <Check key={g} checked={state.gender.includes(g)} onChange={() => onChange(toggleGender(state, g))}>
              {GENDER_LABELS[g]}
            </Check>
          ))}
        </fieldset>
      </div>

      <div className="mt-4 border-t border-stone-100 pt-4">
        <fieldset>
          <legend className={legendClass}>Thương hiệu</legend>
          <SearchInput
            label="Tìm thương hiệu"
            compact
            boxClassName="mb-2"
            value={brandQuery}
            onChange={(e) => setBrandQuery(e.target.value)}
            placeholder="Tìm thương hiệu..."
            className="h-10 w-full rounded-lg border border-stone-300 bg-white pr-2 text-base focus:border-primary-ink focus:outline-none focus:ring-2 focus:ring-primary/40 md:text-sm"
          />
          {brandsLoading ? (
            <p role="status" className="px-1.5 py-2 text-sm text-stone-500">
              Đang tải thương hiệu...
            </p>
          ) : shownBrands.length === 0 ? (
            <p className="px-1.5 py-2 text-sm text-stone-500">Không tìm thấy thương hiệu</p>
          ) : (
            <ul className="max-h-80 overflow-y-auto pr-1">
              {shownBrands.map((brand) => {
                const selected = state.brands.includes(brand.id);
                const subs = selected ? subBrands.filter((s) => s.brandId === brand.id) : [];
                return (
                  <li key={brand.id}>
                    <Check checked={selected} onChange={() => onChange(toggleBrand(state, brand.id))}>
                      {brand.name}
                    </Check>
                    {subs.length > 0 && (
                      <ul
                        aria-label={`Dòng sản phẩm của ${brand.name}`}
                        className="mb-1 ml-4 border-l border-stone-200 pl-2"
                      >
                        {subs.map((sub) => (
                          <li key={sub.id}>
                            <Check
                              checked={state.subBrands.includes(sub.id)}
                              onChange={() => onChange(toggleSubBrand(state, sub.id))}
                            >
                              {sub.name}
                            </Check>
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </fieldset>
      </div>
    </div>
  );
}
