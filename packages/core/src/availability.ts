// What the storefront says of a variant's availability (the product page, the cart). Zod-free and
// apart from schemas/variant.ts, whose schemas would bring zod into the product page's first
// JavaScript, which has no form to check; the availability contract itself is there.

export const AVAILABILITY_MESSAGES = {
  badIds: 'Danh sách phiên bản không hợp lệ (1 đến 100 id)',
  /** The product page's note when tracked stock is at or below the low-stock threshold. */
  onlyLeft: (n: number) => `Chỉ còn ${n}`,
  /** Why the quantity stops: the stock. */
  stockCap: (n: number) => `Chỉ còn ${n} sản phẩm trong kho`,
  /** Why the quantity stops: the shop's limit per line. */
  lineCap: (n: number) => `Mỗi sản phẩm đặt tối đa ${n} chiếc trong một đơn`,
  /** A cart line that can no longer be ordered at all. */
  gone: 'Sản phẩm này hiện không đặt được (hết hàng hoặc đã ngừng bán)',
} as const;
