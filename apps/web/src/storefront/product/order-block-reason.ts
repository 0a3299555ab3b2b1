import { hasPrice } from '@shop/core/pricing';
import type { Product } from '@shop/core/schemas/product';
import type { Variant } from '@shop/core/schemas/variant';

/**
 * Why the selected variant cannot be put in the cart or ordered now (the buttons are disabled and
 * show this), or null when it can.
 */
export function orderBlockReason(
  product: Pick<Product, 'available'>,
  variants: readonly Variant[],
  selected: Variant | null,
  /** The most the selected variant's order line may take now (the availability answer), once known. */
  liveMax?: number,
): string | null {
  if (variants.length === 0) return 'Sản phẩm chưa có phiên bản để đặt mua. Vui lòng liên hệ cửa hàng.';
  if (!selected) return 'Vui lòng chọn phiên bản để đặt mua.';
  // Out of stock for the shopper: the in-stock box is off or every tracked variant is sold out.
  if (!product.available) return 'Sản phẩm tạm hết hàng.';
  if (!hasPrice(selected.price))
    return 'Phiên bản này chưa có giá (Liên Hệ). Vui lòng liên hệ cửa hàng để được báo giá.';
  // The catalogue answer may be older than the last sale: the live answer says the variant is gone.
  if (liveMax === 0) return 'Phiên bản này đã hết hàng. Vui lòng chọn phiên bản khác hoặc liên hệ cửa hàng.';
  return null;
}
