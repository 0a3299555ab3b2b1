import { z } from 'zod';
import { jsonBool, optionalText, urlOrUpload, noNul } from './common.ts';

export const CATEGORY_MESSAGES = {
  notFound: 'Không tìm thấy danh mục',
} as const;

export const categorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  icon: z.string().nullable(),
  image: z.string().nullable(),
  showOnHomepage: z.boolean(),
  productCount: z.number().int().optional(),
});
export type Category = z.infer<typeof categorySchema>;

export const categoryBody = z
  .object({
    name: z.string({ error: 'Tên danh mục là bắt buộc' }).trim().min(1, 'Tên danh mục là bắt buộc').max(200),
    description: optionalText(),
    icon: optionalText(16),
    image: urlOrUpload('Ảnh phải là một URL hợp lệ'),
    showOnHomepage: jsonBool('Hiển thị trên trang chủ phải là true hoặc false').default(false),
  })
  .refine(...noNul);
export type CategoryBody = z.input<typeof categoryBody>;
export const categoriesResponse = z.array(categorySchema);

export const categoryInUseMessage = (name: string, count: number) =>
  `Không thể xóa danh mục "${name}" vì đang có ${count} sản phẩm. Vui lòng chuyển hoặc xóa các sản phẩm này trước.`;
