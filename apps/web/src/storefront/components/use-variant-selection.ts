import { useState } from 'react';

/**
 * The selected variant of a product (docs/product/storefront.md#product-card): the first variant is
 * preselected; choosing another selects it; choosing the selected one again unselects it (hint state).
 * Key the component by product id so a new product starts again from its first variant.
 */
export function useVariantSelection<V extends { id: number }>(variants: readonly V[] | null | undefined) {
  const list = variants ?? [];
  const [selectedId, setSelectedId] = useState<number | null>(() => list[0]?.id ?? null);
  const selected = list.find((v) => v.id === selectedId) ?? null;
  return {
    selected,
    selectedId: selected?.id ?? null,
    /** Selects `id`, or unselects it when it is the selected one. */
    toggle: (id: number) => setSelectedId((current) => (current === id ? null : id)),
    select: (id: number | null) => setSelectedId(id),
  };
}
