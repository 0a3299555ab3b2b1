import { z } from 'zod';
import { id, jsonInt, jsonNumber, noNul, refId, skuInput } from './common.ts';

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
});
export type Variant = z.infer<typeof variantSchema>;

const fields = {
  name: z.string({ error: 'Tên phiên bản là bắt buộc' }).trim().min(1, 'Tên phiên bản là bắt buộc').max(200),
  sku: skuInput,
  sizeId: refId('Kích thước là bắt buộc'),
  price: jsonNumber('Giá phải là một số', 'Giá là bắt buộc')
    .int('Giá phải là số nguyên')
    .min(0, 'Giá không được âm')
    .max(1e15, 'Giá quá lớn'),
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
};

export const variantBody = z.object(fields).refine(...noNul);
export type VariantBody = z.input<typeof variantBody>;
export const createVariantBody = z.object({ ...fields, productId: refId('Sản phẩm là bắt buộc') }).refine(...noNul);
export type CreateVariantBody = z.input<typeof createVariantBody>;
export const variantsResponse = z.array(variantSchema);
export const productIdParams = z.object({ productId: id });
