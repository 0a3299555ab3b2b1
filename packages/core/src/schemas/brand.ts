import { z } from 'zod';
import { jsonBool, optionalText, urlOrUpload, noNul } from './common.ts';
import { WARRANTY_KINDS, warrantyKindInput, warrantyMonthsInput } from '../warranty.ts';

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
  /** Months of warranty of its products that do not set their own (null: 24). */
  warrantyMonths: z.number().int().nullable(),
  /** Whose warranty its new watches carry: the brand's international one or the shop's. */
  warrantyKind: z.enum(WARRANTY_KINDS),
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
    warrantyMonths: warrantyMonthsInput.transform((v) => v ?? null),
    warrantyKind: warrantyKindInput.default('international'),
  })
  .refine(...noNul);
export type BrandBody = z.input<typeof brandBody>;

export const brandsResponse = z.array(brandSchema);

export const brandInUseMessage = (name: string, count: number) =>
  `Không thể xóa thương hiệu "${name}" vì đang có ${count} sản phẩm. Vui lòng chuyển hoặc xóa các sản phẩm này trước.`;
