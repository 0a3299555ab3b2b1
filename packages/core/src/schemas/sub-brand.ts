import { z } from 'zod';
import { id, jsonBool, optionalText, urlOrUpload, noNul, refId } from './common.ts';

export const SUB_BRAND_MESSAGES = {
  notFound: 'Không tìm thấy dòng sản phẩm',
  brandNotFound: 'Thương hiệu không tồn tại',
  /** Moving a sub-brand to another brand would leave its products under the wrong brand. */
  moveInUse: (name: string, count: number) =>
    `Không thể chuyển dòng sản phẩm "${name}" sang thương hiệu khác vì đang có ${count} sản phẩm. Vui lòng chuyển hoặc xóa các sản phẩm này trước.`,
} as const;

export const subBrandSchema = z.object({
  id: z.number().int(),
  brandId: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  logo: z.string().nullable(),
  isActive: z.boolean(),
});
export type SubBrand = z.infer<typeof subBrandSchema>;

export const subBrandBody = z
  .object({
    name: z.string({ error: 'Tên dòng sản phẩm là bắt buộc' }).trim().min(1, 'Tên dòng sản phẩm là bắt buộc').max(200),
    brandId: refId('Thương hiệu là bắt buộc'),
    description: optionalText(),
    logo: urlOrUpload('Logo phải là một URL hợp lệ'),
    isActive: jsonBool('Trạng thái hoạt động phải là true hoặc false').default(true),
  })
  .refine(...noNul);
export type SubBrandBody = z.input<typeof subBrandBody>;
export const subBrandsResponse = z.array(subBrandSchema);
export const subBrandListQuery = z.object({ brandId: id.optional() });
