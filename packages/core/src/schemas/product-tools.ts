/**
 * The back office's catalogue tools: the products table (one request per page, with stock), bulk
 * changes, and the import/export of products and orders (docs/product/back-office.md).
 */
import { z } from 'zod';
import { GENDERS, MAX_UPLOAD_BYTES, ORDER_STATUSES } from '../constants.ts';
import { jsonNumber, jsonId, limitQuery, queryBool, queryInt, skipQuery } from './common.ts';
import { productSchema } from './product.ts';
import { variantSchema } from './variant.ts';

export const PRODUCT_TOOL_MESSAGES = {
  bulkFailed: 'Không thể thay đổi: một số sản phẩm không đổi được, chưa có gì bị thay đổi',
  bulkNoIds: 'Chọn ít nhất một sản phẩm',
  bulkTooMany: 'Chỉ thay đổi tối đa 500 sản phẩm một lần',
  bulkValue: 'Giá trị không hợp lệ cho thao tác này',
  bulkPercent: 'Phần trăm thay đổi giá từ -90 đến 1000 và khác 0',
  bulkDiscount: 'Giảm giá từ 0 đến 100',
  noVariants: 'Sản phẩm chưa có phiên bản',
  noPrice: 'Sản phẩm chưa có phiên bản nào có giá',
  priceTooHigh: 'Giá sau khi đổi quá lớn (tối đa 1.000.000.000.000.000 đồng)',
  priceTooLow: 'Giá sau khi đổi làm tròn thành 0 đồng (giá 0 là Liên Hệ)',
  noFile: 'Vui lòng gửi một tệp CSV hoặc XLSX (trường "file")',
  fileTooLarge: 'Tệp quá lớn! Tối đa 10MB.',
  badFile: 'Không đọc được tệp: hãy dùng CSV (UTF-8) hoặc XLSX',
  emptyFile: 'Tệp không có dòng dữ liệu nào',
  missingColumns: 'Thiếu cột bắt buộc',
  importFailed: 'Tệp có lỗi: chưa có gì được nhập',
  badFormat: 'Định dạng phải là csv hoặc xlsx',
  badDate: 'Ngày phải theo dạng YYYY-MM-DD',
  badRange: 'Ngày bắt đầu phải trước ngày kết thúc',
} as const;

// ---------------------------------------------------------------- the products table

export const MANAGE_SORTS = ['updated', 'name', 'price', 'stock'] as const;
export type ManageSort = (typeof MANAGE_SORTS)[number];
export const SORT_DIRS = ['asc', 'desc'] as const;
export type SortDir = (typeof SORT_DIRS)[number];

/** `GET /api/products/manage`: the back office's list. Filters as the catalogue's, plus featured. */
export const manageListQuery = z.object({
  limit: limitQuery(12),
  skip: skipQuery,
  search: z.string().max(200).optional(),
  categoryId: queryInt('Danh mục không hợp lệ', { min: 1 }).optional(),
  brandId: queryInt('Thương hiệu không hợp lệ', { min: 1 }).optional(),
  gender: z.enum(GENDERS, { error: 'Giới tính không hợp lệ' }).optional(),
  /** Shown in stock (the checkbox on and some piece to sell) or not. */
  inStock: queryBool.optional(),
  featured: queryBool.optional(),
  sort: z.enum(MANAGE_SORTS, { error: `sort phải là một trong: ${MANAGE_SORTS.join(' | ')}` }).default('updated'),
  dir: z.enum(SORT_DIRS, { error: 'dir phải là asc hoặc desc' }).default('desc'),
});

/** A product of the table: its relations, its variants with their stock, and the stock summed. */
const managedProductSchema = productSchema.extend({
  variants: z.array(variantSchema),
  /** Pieces of the tracked variants added up; null when no variant is tracked. */
  stock: z.number().int().nullable(),
});
export type ManagedProduct = z.infer<typeof managedProductSchema>;
export const manageListResponse = z.object({ products: z.array(managedProductSchema), total: z.number().int() });
export type ManageList = z.infer<typeof manageListResponse>;

// ---------------------------------------------------------------- bulk changes

const BULK_ACTIONS = [
  'delete',
  'feature',
  'unfeature',
  'setCategory',
  'setBrand',
  'adjustPrice',
  'setDiscount',
] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

export const BULK_ACTION_LABELS: Record<BulkAction, string> = {
  delete: 'Xóa',
  feature: 'Đánh dấu nổi bật',
  unfeature: 'Bỏ nổi bật',
  setCategory: 'Đổi danh mục',
  setBrand: 'Đổi thương hiệu',
  adjustPrice: 'Thay đổi giá theo %',
  setDiscount: 'Đặt giảm giá',
};

export const bulkBody = z
  .object({
    ids: z
      .array(jsonId)
      .min(1, PRODUCT_TOOL_MESSAGES.bulkNoIds)
      .max(500, PRODUCT_TOOL_MESSAGES.bulkTooMany)
      .transform((ids) => [...new Set(ids)]),
    action: z.enum(BULK_ACTIONS, { error: `action phải là một trong: ${BULK_ACTIONS.join(' | ')}` }),
    value: jsonNumber(PRODUCT_TOOL_MESSAGES.bulkValue).optional(),
  })
  .superRefine((b, ctx) => {
    const v = b.value;
    const fail = (message: string) => ctx.addIssue({ code: 'custom', path: ['value'], message });
    if (b.action === 'setCategory' || b.action === 'setBrand') {
      if (v === undefined || !Number.isInteger(v) || v < 1 || v > 2_147_483_647) fail(PRODUCT_TOOL_MESSAGES.bulkValue);
    } else if (b.action === 'adjustPrice') {
      if (v === undefined || v === 0 || v < -90 || v > 1000) fail(PRODUCT_TOOL_MESSAGES.bulkPercent);
    } else if (b.action === 'setDiscount') {
      if (v === undefined || v < 0 || v > 100) fail(PRODUCT_TOOL_MESSAGES.bulkDiscount);
    }
  });
export type BulkBody = z.input<typeof bulkBody>;

export const bulkResponse = z.object({ action: z.enum(BULK_ACTIONS), changed: z.number().int() });
export type BulkResult = z.infer<typeof bulkResponse>;
/** One product that blocks a bulk change (the 409's details). */
export interface BulkProblem {
  id: number;
  name: string;
  message: string;
}

// ---------------------------------------------------------------- import and export

const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const exportQuery = z.object({
  format: z.enum(EXPORT_FORMATS, { error: PRODUCT_TOOL_MESSAGES.badFormat }).default('csv'),
});

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, PRODUCT_TOOL_MESSAGES.badDate);
/** `GET /api/orders/export`: orders created from `from` to `to` (days in Vietnam time, both included). */
export const orderExportQuery = z
  .object({
    format: z.enum(EXPORT_FORMATS, { error: PRODUCT_TOOL_MESSAGES.badFormat }).default('csv'),
    from: day.optional(),
    to: day.optional(),
    status: z.enum(ORDER_STATUSES, { error: 'Trạng thái không hợp lệ' }).optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: PRODUCT_TOOL_MESSAGES.badRange, path: ['to'] });

/**
 * The columns of the catalogue file, in order: one row per variant (a product without variants has
 * one row with the variant columns empty). Import reads the same columns by their header.
 */
export const PRODUCT_COLUMNS = [
  'product_id',
  'product_sku',
  'name',
  'brand',
  'sub_brand',
  'category',
  'gender',
  'description',
  'images',
  'in_stock',
  'featured',
  'variant_id',
  'variant_sku',
  'variant_name',
  'size',
  'price',
  'discount',
  'color',
  'stock',
] as const;
export type ProductColumn = (typeof PRODUCT_COLUMNS)[number];

/**
 * The catalogue file's headers as the export writes them (Vietnamese). An import reads a column by
 * this header or by its key above (the English header of earlier files), in any case, with or
 * without marks.
 */
export const PRODUCT_COLUMN_LABELS: Record<ProductColumn, string> = {
  product_id: 'ID sản phẩm',
  product_sku: 'Mã sản phẩm',
  name: 'Tên',
  brand: 'Thương hiệu',
  sub_brand: 'Dòng sản phẩm',
  category: 'Danh mục',
  gender: 'Giới tính',
  description: 'Mô tả',
  images: 'Ảnh',
  in_stock: 'Còn hàng',
  featured: 'Nổi bật',
  variant_id: 'ID phiên bản',
  variant_sku: 'Mã phiên bản',
  variant_name: 'Tên phiên bản',
  size: 'Kích thước',
  price: 'Giá',
  discount: 'Giảm giá (%)',
  color: 'Màu',
  stock: 'Tồn kho',
};
/** Columns an import file must have. */
export const REQUIRED_IMPORT_COLUMNS: ProductColumn[] = ['name', 'brand', 'gender'];

export const ORDER_COLUMNS = [
  'order_code',
  'created_at',
  'status',
  'customer',
  'phone',
  'email',
  'address',
  'payment_method',
  'product_name',
  'variant_name',
  'price',
  'quantity',
  'line_total',
  'trade_in_credit',
  'order_total',
] as const;
/** The orders file's headers as the export writes them (Vietnamese). */
export const ORDER_COLUMN_LABELS: Record<(typeof ORDER_COLUMNS)[number], string> = {
  order_code: 'Mã đơn',
  created_at: 'Ngày đặt',
  status: 'Trạng thái',
  customer: 'Khách hàng',
  phone: 'Điện thoại',
  email: 'Email',
  address: 'Địa chỉ',
  payment_method: 'Thanh toán',
  product_name: 'Sản phẩm',
  variant_name: 'Phiên bản',
  price: 'Đơn giá',
  quantity: 'Số lượng',
  line_total: 'Thành tiền',
  trade_in_credit: 'Trừ tiền thu mua lại',
  order_total: 'Tổng đơn',
};

/**
 * What an import file may hold (issue 23 point 1). Over `fileBytes` the answer is a 413; over any
 * other, a 422 with code `IMPORT_LIMIT` and `details` of ImportLimitDetails. Nothing is written.
 */
export const IMPORT_LIMITS = {
  fileBytes: MAX_UPLOAD_BYTES,
  /** Bytes an XLSX file inflates to, all its parts together: inflating stops there. */
  unzippedBytes: 50 * 1024 * 1024,
  /** Non-empty rows after the header row. */
  rows: 20_000,
  /** Columns that may hold something (A to BH). */
  columns: 60,
  /** Characters in one cell. */
  cellChars: 10_000,
} as const;

export const IMPORT_LIMIT_CODE = 'IMPORT_LIMIT';
/** The `details` of an IMPORT_LIMIT answer: which limit, its value, and where (row number, column letters) when known. */
export interface ImportLimitDetails {
  limit: 'unzippedSize' | 'rows' | 'columns' | 'cellLength';
  max: number;
  row?: number;
  column?: string;
}

const thousands = (n: number) => n.toLocaleString('vi-VN');
/** The Vietnamese message of an IMPORT_LIMIT answer. */
export function importLimitMessage(d: ImportLimitDetails): string {
  const cell = d.column && d.row ? `ô ${d.column}${d.row}` : undefined;
  switch (d.limit) {
    case 'unzippedSize':
      return `Tệp XLSX quá lớn khi giải nén: tối đa ${Math.round(d.max / 1024 / 1024)} MB dữ liệu`;
    case 'rows':
      return `Tệp có quá nhiều dòng: tối đa ${thousands(d.max)} dòng dữ liệu${d.row ? ` (dòng ${d.row} vượt quá)` : ''}`;
    case 'columns':
      return `Tệp có quá nhiều cột: tối đa ${d.max} cột${cell ? ` (${cell} nằm ngoài)` : ''}`;
    case 'cellLength':
      return `${cell ? `Ô ${d.column}${d.row}` : 'Một ô'} quá dài: tối đa ${thousands(d.max)} ký tự`;
  }
}

const IMPORT_ACTIONS = ['create', 'update', 'unchanged', 'error'] as const;
export type ImportAction = (typeof IMPORT_ACTIONS)[number];
export const IMPORT_ACTION_LABELS: Record<ImportAction, string> = {
  create: 'Tạo mới',
  update: 'Cập nhật',
  unchanged: 'Không đổi',
  error: 'Lỗi',
};

export const importQuery = z.object({ dryRun: queryBool.optional() });
const importRowSchema = z.object({
  /** The row's number in the file as a spreadsheet shows it (the header is row 1). */
  row: z.number().int(),
  action: z.enum(IMPORT_ACTIONS),
  /** The product's name, to recognise the row in the preview. */
  name: z.string(),
  variant: z.string(),
  errors: z.array(z.object({ column: z.string(), message: z.string() })),
  /**
   * What an update changes: each field (its column's Vietnamese header) with the value stored now
   * and the value of the file, as text. Empty for other actions.
   */
  changes: z.array(z.object({ field: z.string(), before: z.string(), after: z.string() })),
});
export type ImportRow = z.infer<typeof importRowSchema>;
export const importResponse = z.object({
  dryRun: z.boolean(),
  rows: z.array(importRowSchema),
  create: z.number().int(),
  update: z.number().int(),
  unchanged: z.number().int(),
  errors: z.number().int(),
});
export type ImportResult = z.infer<typeof importResponse>;
