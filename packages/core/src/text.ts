/**
 * Folds Vietnamese text for search: lower case, marks removed, đ → d, spaces collapsed.
 * The same function folds the stored search text and the query (docs/product/storefront.md#search).
 */
export function foldText(input: string): string {
  return input
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The stored search text of a product: its name, brand, sub-brand and category, folded. */
export function productSearchText(parts: (string | null | undefined)[]): string {
  return foldText(parts.filter(Boolean).join(' '));
}
