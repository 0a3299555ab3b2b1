import { z } from 'zod';
import { jsonId, limitQuery, skipQuery, timestamp } from './common.ts';

/** An image of the library (the entity keeps `original_name` and `created_at`). */
export const imageSchema = z.object({
  id: z.number().int(),
  path: z.string(),
  original_name: z.string(),
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  created_at: timestamp,
});
export type ImageRow = z.infer<typeof imageSchema>;

/**
 * `GET /images?filter[limit]=12&filter[skip]=0`. The bracket keys are the query
 * parameter names themselves (Fastify's query parser does not nest them), so the schema names them so.
 */
export const imageListQuery = z.object({
  'filter[limit]': limitQuery(12),
  'filter[skip]': skipQuery,
});
/** The query string of one library page, e.g. `filter[limit]=12&filter[skip]=24`. */
export const imageListSearch = (limit: number, skip: number) =>
  `filter[limit]=${encodeURIComponent(limit)}&filter[skip]=${encodeURIComponent(skip)}`;

export const imagesResponse = z.array(imageSchema);
export const imageCountResponse = z.object({ count: z.number().int() });
export type ImageCount = z.infer<typeof imageCountResponse>;

/** `POST /images/bulk-delete`: up to 200 ids; duplicates are ignored. */
export const bulkDeleteImagesBody = z.object({
  ids: z.array(jsonId, { error: 'Danh sách ảnh không hợp lệ' }).min(1, 'Vui lòng chọn ít nhất một ảnh').max(200),
});
export type BulkDeleteImagesBody = z.infer<typeof bulkDeleteImagesBody>;

const named = z.object({ id: z.number().int(), name: z.string() });
/** Where an image is still used; an image is deleted only when every list is empty and both flags are false. */
const imageUsageSchema = z.object({
  products: z.array(named),
  categories: z.array(named),
  brands: z.array(named),
  subBrands: z.array(named),
  banner: z.boolean(),
  featured: z.boolean(),
});
export type ImageUsage = z.infer<typeof imageUsageSchema>;

export const emptyImageUsage = (): ImageUsage => ({
  products: [],
  categories: [],
  brands: [],
  subBrands: [],
  banner: false,
  featured: false,
});

export function isImageUsed(u: ImageUsage): boolean {
  return u.products.length + u.categories.length + u.brands.length + u.subBrands.length > 0 || u.banner || u.featured;
}

/** The places an image is used, in Vietnamese (at most three names per kind, then a count). */
export function describeImageUsage(u: ImageUsage): string[] {
  const list = (items: { name: string }[], label: string): string[] => {
    const shown = items.slice(0, 3).map((i) => `${label} "${i.name}"`);
    const more = items.length - shown.length;
    return more > 0 ? [...shown, `${more} ${label} khác`] : shown;
  };
  return [
    ...list(u.products, 'sản phẩm'),
    ...list(u.categories, 'danh mục'),
    ...list(u.brands, 'logo thương hiệu'),
    ...list(u.subBrands, 'logo dòng sản phẩm'),
    ...(u.banner ? ['banner trang chủ'] : []),
    ...(u.featured ? ['ảnh nổi bật trang chủ'] : []),
  ];
}

/** `POST /images/bulk-delete` answer: what went, what was refused (and why), what did not exist. */
export const bulkDeleteImagesResponse = z.object({
  deleted: z.array(z.number().int()),
  refused: z.array(z.object({ id: z.number().int(), path: z.string(), message: z.string(), usedBy: imageUsageSchema })),
  notFound: z.array(z.number().int()),
});
export type BulkDeleteImagesResult = z.infer<typeof bulkDeleteImagesResponse>;

export const IMAGE_MESSAGES = {
  notImage: 'Chỉ chấp nhận file ảnh!',
  tooLarge: 'File quá lớn! Tối đa 10MB.',
  tooManyPixels: 'Ảnh quá lớn! Tối đa khoảng 40 megapixel.',
  noFile: 'Vui lòng chọn file ảnh',
  notFound: 'Không tìm thấy ảnh',
  inUse: (where: string[]) =>
    `Ảnh đang được sử dụng: ${where.join(', ')}. Vui lòng gỡ ảnh khỏi các mục này trước khi xóa.`,
} as const;
