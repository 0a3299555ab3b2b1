// Import and export of pieces in CSV/XLSX (docs/pieces.md#import-and-export): the columns, by key,
// with the Vietnamese headers the files carry. The import answers the catalogue import's shape
// (importResponse of product-tools.ts): one row per piece, `create` or `error`.

export const PIECE_COLUMNS = [
  'serial',
  'brand',
  'product',
  'variant',
  'reference',
  'condition',
  'grade',
  'conditionNote',
  'box',
  'papers',
  'certificate',
  'accessoriesNote',
  'source',
  'sourceName',
  'sourcePhone',
  'consignorPayout',
  'cost',
  'receivedAt',
  'status',
  'note',
] as const;
export type PieceColumn = (typeof PIECE_COLUMNS)[number];

export const PIECE_COLUMN_LABELS: Record<PieceColumn, string> = {
  serial: 'Số serial',
  brand: 'Thương hiệu',
  product: 'Sản phẩm',
  variant: 'Phiên bản',
  reference: 'Số reference',
  condition: 'Tình trạng',
  grade: 'Xếp loại',
  conditionNote: 'Ghi chú tình trạng',
  box: 'Hộp',
  papers: 'Sổ/thẻ bảo hành',
  certificate: 'Giấy chứng nhận',
  accessoriesNote: 'Phụ kiện khác',
  source: 'Nguồn',
  sourceName: 'Tên nguồn',
  sourcePhone: 'Điện thoại nguồn',
  consignorPayout: 'Trả người ký gửi',
  cost: 'Giá vốn',
  receivedAt: 'Ngày nhập',
  status: 'Trạng thái',
  note: 'Ghi chú',
};

/** Columns an import file must have. */
export const REQUIRED_PIECE_COLUMNS: PieceColumn[] = ['serial', 'brand', 'product', 'variant', 'source'];

export const PIECE_IMPORT_MESSAGES = {
  missingColumns: (names: string[]) => `Tệp thiếu cột: ${names.join(', ')}`,
  unknownBrand: (name: string) => `Không có thương hiệu "${name}"`,
  unknownVariant: (product: string, variant: string) =>
    `Không có phiên bản "${variant}" của sản phẩm "${product}" trong thương hiệu này`,
  duplicateInFile: (row: number) =>
    `Số serial trùng với dòng ${row} của tệp (không kể hoa thường, dấu cách, gạch ngang)`,
  badCondition: 'Tình trạng phải là "Mới" hoặc "Đã qua sử dụng"',
  badSource: 'Nguồn phải là "Nhà phân phối", "Thu mua lại" hoặc "Ký gửi"',
  badYesNo: 'Ghi "có" hoặc "không"',
  badMoney: 'Số tiền phải là số nguyên từ 0 trở lên',
  badDate: 'Ngày nhập phải có dạng dd/mm/yyyy hoặc yyyy-mm-dd',
  onlyInStock: 'Chỉ nhập được đồng hồ "Trong kho": các trạng thái khác đổi ở trang của đồng hồ hoặc qua đơn hàng',
  costsForbidden: 'Không có quyền đặt giá vốn: để trống cột Giá vốn',
  importFailed: 'Tệp có lỗi: chưa có đồng hồ nào được nhập',
} as const;
