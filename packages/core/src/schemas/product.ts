import { z } from 'zod';
import { GENDERS, PRODUCT_ORDERS } from '../constants.ts';
import {
  idList,
  isUploadPath,
  jsonBool,
  limitQuery,
  queryBool,
  skipQuery,
  timestamp,
  noNul,
  optionalRefId,
  queryInt,
  refId,
  skuInput,
} from './common.ts';
import { variantSchema } from './variant.ts';
import { WARRANTY_KINDS, warrantyMonthsInput } from '../warranty.ts';

export const PRODUCT_MESSAGES = {
  noImage: 'Vui lòng chọn ít nhất một ảnh cho sản phẩm',
  badImagePath: 'Vui lòng chọn ảnh từ thư viện hoặc upload ảnh mới. Một số ảnh chưa được xử lý đúng cách.',
  subBrandMismatch: 'Dòng sản phẩm không thuộc thương hiệu đã chọn',
  notFound: 'Không tìm thấy sản phẩm',
  brandNotFound: 'Thương hiệu không tồn tại',
  subBrandNotFound: 'Dòng sản phẩm không tồn tại',
  categoryNotFound: 'Danh mục không tồn tại',
  sizeNotFound: 'Kích thước không tồn tại',
} as const;

export const productSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  /** The model code, unique when set. */
  sku: z.string().nullable().optional(),
  description: z.string(),
  images: z.array(z.string()),
  brandId: z.number().int(),
  subBrandId: z.number().int().nullable(),
  categoryId: z.number().int().nullable(),
  sizeId: z.number().int().nullable(),
  gender: z.enum(GENDERS),
  /** The staff's "Còn hàng" checkbox. */
  inStock: z.boolean(),
  /** Shown in stock: the checkbox is on and some variant is untracked or has pieces left. */
  available: z.boolean(),
  featured: z.boolean(),
  /** Its own months of warranty; null: its brand's, else 24 (core's warrantyMonthsOf). */
  warrantyMonths: z.number().int().nullable(),
  lowestPrice: z.number().nullable(),
  highestPrice: z.number().nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
  brand: z
    .object({
      id: z.number().int(),
      name: z.string(),
      logo: z.string().nullable(),
      warrantyMonths: z.number().int().nullable().optional(),
      warrantyKind: z.enum(WARRANTY_KINDS).optional(),
    })
    .nullable()
    .optional(),
  subBrand: z.object({ id: z.number().int(), name: z.string() }).nullable().optional(),
  category: z.object({ id: z.number().int(), name: z.string(), icon: z.string().nullable() }).nullable().optional(),
  variants: z.array(variantSchema).optional(),
});
export type Product = z.infer<typeof productSchema>;

/** Images arrive as an array or a comma-separated string. */
const imagesInput = z
  .union([z.array(z.string().max(500)).max(30), z.string().max(15_000)], { error: PRODUCT_MESSAGES.noImage })
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
  .refine((v) => v.length > 0, PRODUCT_MESSAGES.noImage)
  .refine((v) => v.every(isUploadPath), PRODUCT_MESSAGES.badImagePath);

export const productBody = z
  .object({
    name: z.string({ error: 'Tên sản phẩm là bắt buộc' }).trim().min(1, 'Tên sản phẩm là bắt buộc').max(300),
    sku: skuInput,
    description: z.string({ error: 'Mô tả là bắt buộc' }).trim().min(1, 'Mô tả là bắt buộc').max(20_000),
    brandId: refId('Thương hiệu là bắt buộc'),
    subBrandId: optionalRefId('Dòng sản phẩm không hợp lệ'),
    categoryId: optionalRefId('Danh mục không hợp lệ'),
    sizeId: optionalRefId('Kích thước không hợp lệ'),
    gender: z.enum(GENDERS, { error: 'Giới tính là bắt buộc' }),
    images: imagesInput,
    inStock: jsonBool('Còn hàng phải là true hoặc false').default(true),
    featured: jsonBool('Nổi bật phải là true hoặc false').default(false),
    /** Left out: unchanged (a new product: none); null: its brand's. */
    warrantyMonths: warrantyMonthsInput,
  })
  .refine(...noNul);
export type ProductBody = z.input<typeof productBody>;

/** A product's editable fields as the admin form sends them back (its code only when it changes). */
export const productBodyOf = (p: Product): ProductBody => ({
  name: p.name,
  description: p.description,
  brandId: p.brandId,
  subBrandId: p.subBrandId,
  categoryId: p.categoryId,
  sizeId: p.sizeId,
  gender: p.gender,
  images: p.images,
  inStock: p.inStock,
  featured: p.featured,
  warrantyMonths: p.warrantyMonths,
});

const PRODUCT_INCLUDES = ['variants', 'category', 'brand', 'subBrand'] as const;
export type ProductInclude = (typeof PRODUCT_INCLUDES)[number];

const includeQuery = z
  .string()
  .max(200)
  .transform((s, ctx) => {
    const parts = s
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean);
    const normal = parts.map((p) => (p === 'sub-brand' || p === 'subbrand' ? 'subBrand' : p));
    const bad = normal.filter((p) => !(PRODUCT_INCLUDES as readonly string[]).includes(p));
    if (bad.length) {
      ctx.addIssue({ code: 'custom', message: `include không hợp lệ: ${bad.join(', ')}` });
      return z.NEVER;
    }
    return normal as ProductInclude[];
  });

const genderList = z
  .string()
  .max(100)
  .transform((s, ctx) => {
    const parts = s
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean);
    if (!parts.every((p) => (GENDERS as readonly string[]).includes(p))) {
      ctx.addIssue({ code: 'custom', message: 'Giới tính không hợp lệ' });
      return z.NEVER;
    }
    return parts as (typeof GENDERS)[number][];
  });

export const productListQuery = z.object({
  limit: limitQuery(12),
  skip: skipQuery,
  include: includeQuery.optional(),
  search: z.string().max(200).optional(),
  categoryId: queryInt('Danh mục không hợp lệ', { min: 1 }).optional(),
  brandIds: idList.optional(),
  subBrandIds: idList.optional(),
  gender: genderList.optional(),
  /** Shown in stock (`available`), not only the checkbox. */
  inStock: queryBool.optional(),
  featured: queryBool.optional(),
  order: z.enum(PRODUCT_ORDERS, { error: `order phải là một trong: ${PRODUCT_ORDERS.join(' | ')}` }).optional(),
});

export const productListResponse = z.object({ products: z.array(productSchema), total: z.number().int() });
export type ProductList = z.infer<typeof productListResponse>;
export const productsResponse = z.array(productSchema);
/** `GET /products/featured`: only featured products, newest first; the home page uses the first 8. */
export const featuredQuery = z.object({ include: includeQuery.optional(), limit: limitQuery(8).optional() });
