import { z } from 'zod';
import { id, jsonNumber, noNul, refId } from './common.ts';

export const VARIANT_MESSAGES = {
  notFound: 'Không tìm thấy phiên bản',
  productNotFound: 'Sản phẩm không tồn tại',
  sizeNotFound: 'Kích thước không tồn tại',
} as const;

export const variantSizeSchema = z.object({ id: z.number().int(), name: z.string(), diameter: z.string() });

export const variantSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  name: z.string(),
  sizeId: z.number().int().nullable(),
  price: z.number().nullable(),
  discount: z.number(),
  color: z.string().nullable(),
  size: variantSizeSchema.nullable().optional(),
});
export type Variant = z.infer<typeof variantSchema>;

const fields = {
  name: z.string({ error: 'Tên phiên bản là bắt buộc' }).trim().min(1, 'Tên phiên bản là bắt buộc').max(200),
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
};

export const variantBody = z.object(fields).refine(...noNul);
export type VariantBody = z.input<typeof variantBody>;
export const createVariantBody = z.object({ ...fields, productId: refId('Sản phẩm là bắt buộc') }).refine(...noNul);
export type CreateVariantBody = z.input<typeof createVariantBody>;
export const variantsResponse = z.array(variantSchema);
export const productIdParams = z.object({ productId: id });
