import { z } from 'zod';
import { noNul } from './common.ts';

export const SIZE_MESSAGES = {
  notFound: 'Không tìm thấy kích thước',
} as const;

export const sizeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  diameter: z.string(),
  productCount: z.number().int().optional(),
});
export type Size = z.infer<typeof sizeSchema>;

const diameterRequired = 'Đường kính là bắt buộc';

export const sizeBody = z
  .object({
    name: z.string({ error: 'Tên kích thước là bắt buộc' }).trim().min(1, 'Tên kích thước là bắt buộc').max(100),
    /** Text such as "40 mm". */
    diameter: z
      .string({ error: diameterRequired })
      .trim()
      .min(1, diameterRequired)
      .max(50, 'Đường kính tối đa 50 ký tự'),
  })
  .refine(...noNul);
export type SizeBody = z.input<typeof sizeBody>;
export const sizesResponse = z.array(sizeSchema);

/** A size is in use when any product or variant references it. */
export const sizeInUseMessage = (name: string, count: number) =>
  `Không thể xóa kích thước "${name}" vì đang có ${count} sản phẩm. Vui lòng chuyển hoặc xóa các sản phẩm này trước.`;
