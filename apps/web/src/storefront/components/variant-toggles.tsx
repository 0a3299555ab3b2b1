import type { Variant } from '@shop/core/schemas/variant';
import type { ReactNode } from 'react';

export interface VariantTogglesProps {
  variants: readonly Variant[];
  selectedId: number | null;
  /** Selects a variant, or unselects the selected one (useVariantSelection's toggle). */
  onToggle: (id: number) => void;
  /** The group's name: `aria-label`, or the id of a heading in `aria-labelledby`. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  className: string;
  buttonClassName: (active: boolean) => string;
  /** What a variant's button shows. */
  children: (variant: Variant, active: boolean) => ReactNode;
}

/** A product's variants as a group of pressed/unpressed buttons (the product card's and the detail page's). */
export function VariantToggles({
  variants,
  selectedId,
  onToggle,
  className,
  buttonClassName,
  children,
  ...name
}: VariantTogglesProps) {
  return (
    <div role="group" {...name} className={className}>
      {variants.map((v) => {
        const active = v.id === selectedId;
        return (
          <button
            key={v.id}
            type="button"
            aria-pressed={active}
            onClick={() => onToggle(v.id)}
            className={buttonClassName(active)}
          >
            {children(v, active)}
          </button>
        );
      })}
    </div>
  );
}
