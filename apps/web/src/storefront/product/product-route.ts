import type { Product } from '@shop/core/schemas/product';
import { idFromSlug, productSlug } from '@shop/core/slug';
import { isApiError, CLIENT_ERROR_CODES } from '../../api/client';

export type ProductRoute = { kind: 'list' } | { kind: 'product'; id: number };

/**
 * What `/product/:slug` shows: a slug without a leading number, or the id alone
 * (`/product/12`), goes to /products; otherwise the product of the leading id is loaded.
 */
export function productRoute(slug: string | undefined): ProductRoute {
  if (!slug || /^\d+$/.test(slug)) return { kind: 'list' };
  const id = idFromSlug(slug);
  return id === null ? { kind: 'list' } : { kind: 'product', id };
}

/**
 * The canonical path of a loaded product when the address differs from it (redirect with replace),
 * else null. Names whose slug would be empty keep the address they were reached by.
 */
export function canonicalRedirect(slug: string, product: Pick<Product, 'id' | 'name'>): string | null {
  const canonical = productSlug(product.id, product.name);
  if (canonical === slug || canonical === String(product.id)) return null;
  return `/product/${canonical}`;
}

export const PRODUCT_NOT_FOUND_NOTE = 'Sản phẩm có thể không tồn tại hoặc đã bị xóa.';

/** The product page's load messages: non-OK status, invalid data, or an exception. */
export function productLoadMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.code === CLIENT_ERROR_CODES.invalidResponse || (error.status >= 200 && error.status < 300)) {
      return 'Dữ liệu sản phẩm không hợp lệ';
    }
    if (error.status >= 400) return `Không thể tải thông tin sản phẩm (mã lỗi ${error.status})`;
  }
  return 'Đã xảy ra lỗi khi tải thông tin sản phẩm';
}

export const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;
