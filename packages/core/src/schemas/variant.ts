import { z } from 'zod';
import { AVAILABILITY_MESSAGES } from '../availability.ts';
import { id, idList, jsonBool, jsonInt, jsonNumber, noNul, refId, skuInput } from './common.ts';

export const VARIANT_MESSAGES = {
  notFound: 'Không tìm thấy phiên bản',
  productNotFound: 'Sản phẩm không tồn tại',
  sizeNotFound: 'Kích thước không tồn tại',
  badStock: 'Tồn kho phải là số nguyên từ 0 trở lên, hoặc để trống nếu không theo dõi',
} as const;

const variantSizeSchema = z.object({ id: z.number().int(), name: z.string(), diameter: z.string() });

export const variantSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  name: z.string(),
  /** The variant's code, unique when set. */
  sku: z.string().nullable().optional(),
  sizeId: z.number().int().nullable(),
  price: z.number().nullable(),
  discount: z.number(),
  color: z.string().nullable(),
  size: variantSizeSchema.nullable().optional(),
  /**
   * Pieces in stock, null when not tracked. In the answers of /api/product-variants only: the cached
   * catalogue answers (products with their variants) leave it out, since orders change it.
   */
  stock: z.number().int().nullable().optional(),
  /**
   * Sold piece by piece (docs/pieces.md): `stock` is then the pieces in stock no order holds, kept
   * by the server. In the answers of /api/product-variants only.
   */
  tracksPieces: z.boolean().optional(),
});
export type Variant = z.infer<typeof variantSchema>;

/** The highest price a variant may have, in đồng (a single edit, an import and a bulk change alike). */
export const VARIANT_PRICE_MAX = 1e15;

const fields = {
  name: z.string({ error: 'Tên phiên bản là bắt buộc' }).trim().min(1, 'Tên phiên bản là bắt buộc').max(200),
  sku: skuInput,
  sizeId: refId('Kích thước là bắt buộc'),
  price: jsonNumber('Giá phải là một số', 'Giá là bắt buộc')
    .int('Giá phải là số nguyên')
    .min(0, 'Giá không được âm')
    .max(VARIANT_PRICE_MAX, 'Giá quá lớn'),
  discount: jsonNumber('Giảm giá phải là một số')
    .min(0, 'Giảm giá từ 0 đến 100')
    .max(100, 'Giảm giá từ 0 đến 100')
    .nullish()
    .transform((v) => v ?? 0),
  color: z
    .string()
    .trim()
    .max(100)
    .nullish()
    .transform((v) => (v ? v : null)),
  /** Pieces in stock: a whole number ≥ 0, null for not tracked; left out, the stored value is kept. */
  stock: jsonInt(VARIANT_MESSAGES.badStock, { min: 0, max: 1_000_000 }).nullable().optional(),
  /** Sold piece by piece; left out, the stored value is kept. A tracked variant's stock is not typed. */
  tracksPieces: jsonBool().optional(),
};

export const variantBody = z.object(fields).refine(...noNul);
export type VariantBody = z.input<typeof variantBody>;
export const createVariantBody = z.object({ ...fields, productId: refId('Sản phẩm là bắt buộc') }).refine(...noNul);
export type CreateVariantBody = z.input<typeof createVariantBody>;
export const variantsResponse = z.array(variantSchema);
export const productIdParams = z.object({ productId: id });

// ---------------------------------------------------------------------------------------------
// Availability: what a shopper may put in the cart now (never cached with the catalogue); its
// messages are in ../availability.ts

/** `GET /product-variants/availability?ids=1,2` (public). */
export const availabilityQuery = z.object({
  ids: z
    .string({ error: AVAILABILITY_MESSAGES.badIds })
    .pipe(idList)
    .refine((ids) => ids.length >= 1 && ids.length <= 100, AVAILABILITY_MESSAGES.badIds),
});

const variantAvailabilitySchema = z.object({
  variantId: z.number().int(),
  productId: z.number().int(),
  /** Pieces left when tracked; null when the shop does not count them. */
  stock: z.number().int().nullable(),
  /**
   * The most pieces an order line of this variant may take now: the stock (when tracked) and
   * `maxQuantityPerLine`, whichever is lower; 0 when it cannot be ordered (sold out, the product's
   * in-stock box off, no price).
   */
  max: z.number().int(),
  /** Tracked, in stock and at or below the low-stock threshold: the product page says "Chỉ còn N". */
  low: z.boolean(),
});
export type VariantAvailability = z.infer<typeof variantAvailabilitySchema>;

/** The asked variants that exist (an unknown id is left out: it cannot be ordered). */
export const availabilityResponse = z.object({
  maxQuantityPerLine: z.number().int(),
  variants: z.array(variantAvailabilitySchema),
});
export type Availability = z.infer<typeof availabilityResponse>;
