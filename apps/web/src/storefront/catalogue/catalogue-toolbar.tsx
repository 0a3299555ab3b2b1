import { CATALOGUE_PAGE_SIZES, CATALOGUE_SORTS, type CatalogueSort } from '@shop/core/constants';
import { SlidersHorizontal } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { SORT_LABELS, type PageSize } from './catalogue-state';

export type GridColumns = 3 | 4;

interface CatalogueToolbarProps {
  limit: PageSize;
  sort: CatalogueSort;
  columns: GridColumns;
  /** Null: not known yet (server-rendered page, before hydration), shown by the screen width. */
  filtersOpen: boolean | null;
  filtersId: string;
  activeFilterCount: number;
  onLimit: (limit: PageSize) => void;
  onSort: (sort: CatalogueSort) => void;
  onColumns: (columns: GridColumns) => void;
  onToggleFilters: () => void;
}

const selectClass =
  'h-10 rounded-lg border border-stone-300 bg-white pl-3 pr-8 text-sm text-ink focus:border-primary-ink focus:outline-none focus:ring-2 focus:ring-primary/40';

/** A select of the toolbar with its label beside it (`children`: the options). */
function ToolbarSelect({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string | number;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-stone-600">
        {label}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={selectClass}>
        {children}
      </select>
    </div>
  );
}

/** An n×n grid of squares. */
function GridIcon({ n }: { n: number }) {
  const gap = 2;
  const cell = (20 - gap * (n - 1)) / n;
  return (
    <svg viewBox="0 0 24 24" className="size-4" fill="currentColor" aria-hidden="true">
      {Array.from({ length: n * n }, (_, i) => (
        <rect
          key={i}
          x={2 + (i % n) * (cell + gap)}
          y={2 + Math.floor(i / n) * (cell + gap)}
          width={cell}
          height={cell}
          rx={0.8}
        />
      ))}
    </svg>
  );
}

/** Filter panel toggle, page size (12/24/36/48), sort (five) and the 3×3 / 4×4 grid toggle (large screens). */
export function CatalogueToolbar(props: CatalogueToolbarProps) {
  const { limit, sort, columns, filtersOpen, filtersId, activeFilterCount } = props;

  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        aria-expanded={filtersOpen ?? undefined}
        aria-controls={filtersId}
        onClick={props.onToggleFilters}
        className="inline-flex h-10 items-center gap-2 rounded-lg border border-stone-300 bg-white px-3 text-sm font-semibold text-ink hover:border-ink"
      >
        <SlidersHorizontal className="size-4" aria-hidden="true" />
        {filtersOpen === null ? (
          <>
            <span className="md:hidden">Bộ lọc</span>
            <span className="max-md:hidden">Ẩn bộ lọc</span>
          </>
        ) : filtersOpen ? (
          'Ẩn bộ lọc'
        ) : (
          'Bộ lọc'
        )}
        {activeFilterCount > 0 && (
          <span className="rounded-full bg-ink px-1.5 text-xs text-ivory">
            <span className="sr-only">đang chọn </span>
            {activeFilterCount}
          </span>
        )}
      </button>

      <div className="ml-auto flex flex-wrap items-center gap-3">
        <ToolbarSelect label="Hiển thị" value={limit} onChange={(value) => props.onLimit(Number(value) as PageSize)}>
          {CATALOGUE_PAGE_SIZES.map((n) => (
            <option key={n} value={n}>
              {n} / trang
            </option>
          ))}
        </ToolbarSelect>
        <ToolbarSelect label="Sắp xếp" value={sort} onChange={(value) => props.onSort(value as CatalogueSort)}>
          {(Object.keys(CATALOGUE_SORTS) as CatalogueSort[]).map((key) => (
            <option key={key} value={key}>
              {SORT_LABELS[key]}
            </option>
          ))}
        </ToolbarSelect>
        <div role="group" aria-label="Kiểu lưới" className="hidden items-center gap-1 lg:flex">
          {([3, 4] as const).map((n) => (
            <button
              key={n}
              type="button"
              aria-pressed={columns === n}
              aria-label={`Lưới ${n}×${n}`}
              onClick={() => props.onColumns(n)}
              className={cn(
                'inline-flex size-10 items-center justify-center rounded-lg border transition-colors',
                columns === n ? 'border-ink bg-ink text-ivory' : 'border-stone-300 bg-white text-ink hover:border-ink',
              )}
            >
              <GridIcon n={n} />
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
