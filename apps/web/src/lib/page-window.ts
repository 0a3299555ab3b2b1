import { PAGER_WINDOW } from '@shop/core/constants';

export interface PageWindowOptions {
  /** Pages shown either side of the current one (default 2). */
  radius?: number;
  /**
   * Keep the window full at the ends (pages 1–5 while on page 1 or 2) — the products pager's "up to
   * five page numbers". Off: strictly `radius` pages either side (the image pagers).
   */
  fill?: boolean;
}

/**
 * The page numbers a pager shows around `current` (1-based) out of `totalPages`, ascending.
 * No pages → []. `current` outside 1…total is clamped first.
 */
export function pageWindow(
  current: number,
  totalPages: number,
  { radius = PAGER_WINDOW, fill = false }: PageWindowOptions = {},
): number[] {
  if (totalPages < 1) return [];
  const page = Math.min(Math.max(1, Math.trunc(current) || 1), totalPages);
  const size = radius * 2 + 1;
  let start = Math.max(1, page - radius);
  let end = Math.min(totalPages, page + radius);
  if (fill) {
    if (end - start + 1 < size) {
      if (start === 1) end = Math.min(totalPages, start + size - 1);
      else start = Math.max(1, end - size + 1);
    }
  }
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

/** Number of pages for `total` items, `pageSize` a page (0 items → 0 pages). */
export function pageCount(total: number, pageSize: number): number {
  return total > 0 && pageSize > 0 ? Math.ceil(total / pageSize) : 0;
}
