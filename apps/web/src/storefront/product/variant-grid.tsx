import type { Variant } from '@shop/core/schemas/variant';
import { useId } from 'react';
import { cn } from '../../lib/cn';
import { variantPriceText } from '../components/price';
import { VariantToggles } from '../components/variant-toggles';
import { useFormatPrice } from '../settings/use-shop-settings';

/**
 * Variants of the detail page: each shows its size name and price. Choosing the
 * selected one again unselects it.
 */
export function VariantGrid({
  variants,
  selectedId,
  onToggle,
}: {
  variants: Variant[];
  selectedId: number | null;
  onToggle: (id: number) => void;
}) {
  const headingId = useId();
  const formatPrice = useFormatPrice();
  if (!variants.length) return null;

  return (
    <div className="flex flex-col gap-2">
      <h2 id={headingId} className="text-sm font-semibold text-ink">
        Phiên bản
      </h2>
      <VariantToggles
        variants={variants}
        selectedId={selectedId}
        onToggle={onToggle}
        aria-labelledby={headingId}
        className="grid grid-cols-2 gap-2 sm:grid-cols-3"
        buttonClassName={(active) =>
          cn(
            'flex min-h-14 flex-col items-start justify-center rounded-lg border px-3 py-2 text-left transition-colors',
            active ? 'border-ink bg-ink text-ivory' : 'border-stone-300 bg-white text-ink hover:border-primary-ink',
          )
        }
      >
        {(v, active) => (
          <>
            <span className="text-sm font-semibold">{v.size?.name || v.name}</span>
            <span className={cn('text-xs', active ? 'text-stone-200' : 'text-stone-600')}>
              {variantPriceText(v, formatPrice)}
            </span>
            {v.color && <span className={cn('text-xs', active ? 'text-stone-300' : 'text-stone-500')}>{v.color}</span>}
          </>
        )}
      </VariantToggles>
    </div>
  );
}
