import { z } from 'zod';
import { jsonBool, optionalText, urlOrUpload, noNul } from './common.ts';

export const BRAND_MESSAGES = {
  notFound: 'Không tìm thấy thương hiệu',
} as const;

export const brandSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  logo: z.string().nullable(),
  website: z.string().nullable(),
  country: z.string().nullable(),
  showOnHomepage: z.boolean(),
  productCount: z.number().int().optional(),
  subBrandCount: z.number().int().optional(),
});
export type Brand = z.infer<typeof brandSchema>;

export const brandBody = z
  .object({
    name: z.string({ error: 'Tên thương hiệu là bắt buộc' }).trim().min(1, 'Tên thương hiệu là bắt buộc').max(200),
    description: optionalText(),
    logo: urlOrUpload('Logo phải là một URL hợp lệ'),
    website: urlOrUpload('Website phải là một URL hợp lệ', false),
    country: optionalText(100),
    showOnHomepage: jsonBool('Hiển thị trên trang chủ phải là true hoặc false').default(false),
  })
  .refine(...noNul);
export type BrandBody = z.input<typeof brandBody>;

export const brandsResponse = z.array(brandSchema);

export const brandInUseMessage = (name: string, count: number) =>
  `Không thể xóa thương hiệu "${name}" vì đang có ${count} sản phẩm. Vui lòng chuyển hoặc xóa các sản phẩm này trước.`;
