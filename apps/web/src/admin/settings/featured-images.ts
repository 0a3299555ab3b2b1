import type { FeaturedImage } from '@shop/core/schemas/setting';

/**
 * The featured-images list rules, pure: adding appends with order = the previous
 * count; deleting renumbers; moving up or down swaps with the neighbour and renumbers.
 */

/** Numbered 0, 1, 2… in the given order. */
function renumber(items: readonly FeaturedImage[]): FeaturedImage[] {
  return items.map((item, order) => ({ ...item, order }));
}

/** The stored list in display order (by `order`), renumbered. */
export function normalizeFeatured(items: readonly FeaturedImage[]): FeaturedImage[] {
  return renumber([...items].sort((a, b) => a.order - b.order));
}

export function addFeatured(items: readonly FeaturedImage[], image: Omit<FeaturedImage, 'order'>): FeaturedImage[] {
  return [...items, { ...image, order: items.length }];
}

export function removeFeatured(items: readonly FeaturedImage[], index: number): FeaturedImage[] {
  return renumber(items.filter((_, i) => i !== index));
}

export type MoveDirection = 'up' | 'down';

/** Swaps the item with its neighbour; at the ends nothing moves. */
export function moveFeatured(
  items: readonly FeaturedImage[],
  index: number,
  direction: MoveDirection,
): FeaturedImage[] {
  const target = direction === 'up' ? index - 1 : index + 1;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return renumber(items);
  const next = [...items];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return renumber(next);
}

export const canMove = (items: readonly unknown[], index: number, direction: MoveDirection) =>
  direction === 'up' ? index > 0 : index < items.length - 1;
