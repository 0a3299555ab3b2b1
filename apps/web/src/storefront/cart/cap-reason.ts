import { AVAILABILITY_MESSAGES } from '@shop/core/availability';
import type { VariantAvailability } from '@shop/core/schemas/variant';

/**
 * Why an order line of this variant stops at `max` pieces: the stock ("Chỉ còn 3 sản phẩm trong
 * kho") or the shop's limit per line; null when it cannot be ordered at all.
 */
export function capReason(live: VariantAvailability, maxQuantityPerLine: number | undefined): string | null {
  if (live.max <= 0) return AVAILABILITY_MESSAGES.gone;
  if (live.stock !== null && live.stock <= live.max) return AVAILABILITY_MESSAGES.stockCap(live.stock);
  return AVAILABILITY_MESSAGES.lineCap(maxQuantityPerLine ?? live.max);
}
