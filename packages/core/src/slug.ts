import { foldText } from './text.ts';

/**
 * The slug rule, after folding Vietnamese to plain letters (docs/product/storefront.md#slugs):
 * lowercase, trim, spaces to hyphens, strip non-word characters, collapse hyphens, trim hyphens.
 */
export function slugify(name: string): string {
  return foldText(name)
    .replace(/\s+/g, '-')
    .replace(/[^\w-]+/g, '')
    .replace(/_/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** `/product/{id}-{slug}` path segment. */
export function productSlug(id: number, name: string): string {
  const s = slugify(name);
  return s ? `${id}-${s}` : String(id);
}

/** The id is the leading digits of a slug; null when there are none. */
export function idFromSlug(slug: string): number | null {
  const m = /^(\d+)/.exec(slug);
  if (!m) return null;
  const id = Number(m[1]);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
