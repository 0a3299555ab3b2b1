/**
 * The audit log in words: the one Vietnamese dictionary of what an entry's actions, kinds of data and
 * fields are called, and how their values read. The server writes each entry's `label` and `details`
 * with it (so the API answers readable text); the back office's Nhật Ký screen shows those.
 */
import { GENDER_LABELS, ORDER_STATUS_LABELS } from './constants.ts';
import type { Resource } from './permissions.ts';
import type { AuditAction } from './schemas/audit.ts';
import { POLICIES } from './policies.ts';
import { formatMoney } from './pricing.ts';
import { MESSAGE_KIND_INFO } from './schemas/message.ts';
import { PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS, formatAddress } from './schemas/order.ts';
import { SERVICE_ITEM_LABELS, SERVICE_STATUS_LABELS } from './schemas/service.ts';
import { WARRANTY_KIND_LABELS } from './schemas/warranty.ts';
import { SETTINGS } from './schemas/setting.ts';

/** What each action reads as. */
const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  create: 'Tạo mới',
  update: 'Sửa',
  delete: 'Xóa',
  status: 'Đổi trạng thái',
  login: 'Đăng nhập',
  'login-failed': 'Đăng nhập thất bại',
  logout: 'Đăng xuất',
  'password-reset': 'Đặt lại mật khẩu',
  'password-change': 'Tự đổi mật khẩu',
  'two-factor-on': 'Bật đăng nhập hai bước',
  'two-factor-off': 'Tắt đăng nhập hai bước',
  'two-factor-reset': 'Đặt lại đăng nhập hai bước',
  'two-factor-failed': 'Sai mã đăng nhập hai bước',
  'rights-change': 'Đổi quyền',
  'settings-change': 'Đổi cài đặt',
  import: 'Nhập dữ liệu',
  export: 'Xuất dữ liệu cá nhân',
  erase: 'Xóa dữ liệu cá nhân',
};

/** The actions of signing in and out: a filter of their own on the Nhật Ký screen, hidden by default. */
export const AUDIT_SIGN_IN_ACTIONS = ['login', 'login-failed', 'two-factor-failed', 'logout'] as const;

/** Vietnamese names of the kinds of data (the permission editor's resources, and two of the log's own). */
const AUDIT_RESOURCE_LABELS: Record<Resource | 'sub-brands' | 'auth', string> = {
  products: 'Sản phẩm',
  categories: 'Danh mục',
  brands: 'Thương hiệu',
  'sub-brands': 'Dòng sản phẩm',
  sizes: 'Kích thước',
  images: 'Ảnh',
  orders: 'Đơn hàng',
  settings: 'Cài đặt',
  roles: 'Vai trò',
  rights: 'Quyền',
  users: 'Người dùng',
  dashboard: 'Bảng điều khiển',
  shop: 'Cửa hàng',
  audit: 'Nhật ký',
  reports: 'Báo cáo doanh thu',
  pieces: 'Kho đồng hồ',
  services: 'Sửa chữa & bảo hành',
  messages: 'Tin nhắn',
  costs: 'Giá vốn',
  returns: 'Đổi trả',
  privacy: 'Dữ liệu cá nhân',
  incidents: 'Sự cố dữ liệu',
  auth: 'Đăng nhập',
};

/** The three flags of a right. */
const FLAG_LABELS: Record<string, string> = { read: 'Xem', change: 'Thay đổi', delete: 'Xóa' };

/** Field names, whatever the record (a field named alike means the same on every kind of data). */
const AUDIT_FIELD_LABELS: Record<string, string> = {
  // Catalogue
  name: 'Tên',
  slug: 'Đường dẫn (slug)',
  sku: 'Mã SKU',
  description: 'Mô tả',
  images: 'Ảnh',
  image: 'Ảnh',
  photo: 'Ảnh đồng hồ (chỉ nhân viên xem)',
  brandId: 'Thương hiệu',
  brand: 'Thương hiệu',
  subBrandId: 'Dòng sản phẩm',
  subBrand: 'Dòng sản phẩm',
  categoryId: 'Danh mục',
  category: 'Danh mục',
  productId: 'Sản phẩm',
  variants: 'Phiên bản',
  available: 'Có thể bán',
  productCount: 'Số sản phẩm',
  subBrandCount: 'Số dòng sản phẩm',
  sizeId: 'Kích thước',
  gender: 'Giới tính',
  inStock: 'Còn hàng',
  soldOut: 'Hết hàng',
  featured: 'Nổi bật',
  price: 'Giá',
  discount: 'Giảm giá (%)',
  color: 'Màu',
  stock: 'Tồn kho',
  tracksPieces: 'Quản lý theo từng chiếc (số serial)',
  logo: 'Logo',
  website: 'Trang web',
  country: 'Quốc gia',
  showOnHomepage: 'Hiện trên trang chủ',
  warrantyMonths: 'Số tháng bảo hành',
  warrantyKind: 'Loại bảo hành',
  icon: 'Biểu tượng',
  width: 'Chiều rộng',
  height: 'Chiều cao',
  diameter: 'Đường kính',
  size: 'Dung lượng',
  mime: 'Định dạng',
  path: 'Đường dẫn',
  originalName: 'Tên tệp gốc',
  // Orders
  code: 'Mã đơn',
  customer: 'Khách hàng',
  phone: 'Điện thoại',
  email: 'Email',
  shippingAddress: 'Địa chỉ giao hàng',
  note: 'Ghi chú',
  items: 'Sản phẩm đặt',
  subtotal: 'Tạm tính',
  shippingFee: 'Phí giao hàng',
  amount: 'Tổng tiền',
  tradeInCredit: 'Trừ tiền thu mua lại',
  tradeIn: 'Phiếu thu mua trừ vào đơn',
  tradeIns: 'Các phiếu thu mua đã trừ',
  paymentMethod: 'Phương thức thanh toán',
  paymentStatus: 'Thanh toán',
  status: 'Trạng thái',
  reason: 'Lý do',
  carrier: 'Đơn vị vận chuyển',
  trackingNumber: 'Mã vận đơn',
  agreedPolicies: 'Chính sách khách đã đồng ý',
  invoiceRequest: 'Thông tin xuất hóa đơn',
  invoice: 'Hóa đơn VAT',
  invoiceProvider: 'Nhà cung cấp hóa đơn',
  invoiceTemplate: 'Mẫu số hóa đơn',
  invoiceSeries: 'Ký hiệu hóa đơn',
  invoiceNumber: 'Số hóa đơn',
  invoiceIssuedOn: 'Ngày lập hóa đơn',
  invoiceLookupCode: 'Mã tra cứu hóa đơn',
  invoicePdf: 'Tệp PDF hóa đơn',
  invoiceXml: 'Tệp XML hóa đơn',
  bankBin: 'Ngân hàng (BIN)',
  bankAccountNumber: 'Số tài khoản',
  bankAccountName: 'Chủ tài khoản',
  accountNumber: 'Số tài khoản',
  accountName: 'Chủ tài khoản',
  holdUntil: 'Hạn thanh toán',
  payment: 'Thông tin chuyển khoản',
  history: 'Lịch sử trạng thái',
  // Service desk (phiếu tiếp nhận)
  pieceId: 'Đồng hồ (kho)',
  warrantyId: 'Phiếu bảo hành',
  warrantyCode: 'Số phiếu bảo hành',
  warrantyEndDate: 'Bảo hành đến ngày',
  underWarranty: 'Trong bảo hành của cửa hàng',
  brandName: 'Hãng',
  model: 'Mẫu đồng hồ',
  serial: 'Số serial',
  customerName: 'Khách hàng',
  problem: 'Tình trạng, yêu cầu',
  handedOver: 'Đồ gửi kèm',
  handedOverNote: 'Đồ gửi kèm khác',
  conditionNote: 'Tình trạng khi nhận',
  estimate: 'Dự kiến chi phí',
  fee: 'Phí sửa chữa',
  promisedDate: 'Ngày hẹn trả',
  receivedBy: 'Người nhận',
  // Pieces, buy-backs
  buyback: 'Phiếu thu mua',
  sellerIdNumber: 'Số CCCD người bán',
  consignorPaid: 'Đã trả người ký gửi',
  // Users
  username: 'Tên đăng nhập',
  firstName: 'Tên',
  lastName: 'Họ',
  roleId: 'Vai trò',
  roleName: 'Tên vai trò',
  isActive: 'Đang hoạt động',
  password: 'Mật khẩu',
  mustChangePassword: 'Phải đổi mật khẩu',
  twoFactorEnabled: 'Đăng nhập hai bước',
  twoFactorSecret: 'Khóa đăng nhập hai bước',
  recoveryCodes: 'Mã khôi phục',
  twoFactorEnabledAt: 'Bật đăng nhập hai bước lúc',
  twoFactorSetupRequired: 'Phải bật đăng nhập hai bước',
  // Settings, messages
  key: 'Khóa',
  value: 'Giá trị',
  subject: 'Tiêu đề',
  intro: 'Lời mở đầu',
  channels: 'Kênh gửi',
  resentFrom: 'Gửi lại từ tin nhắn',
  kind: 'Loại tin nhắn',
  // Policies
  title: 'Tiêu đề',
  version: 'Phiên bản',
  currentVersion: 'Phiên bản đang áp dụng',
  markdown: 'Nội dung',
  html: 'Nội dung (HTML)',
  createdBy: 'Người lưu',
  // Personal-data incidents
  foundAt: 'Phát hiện lúc',
  data: 'Dữ liệu bị ảnh hưởng',
  peopleAffected: 'Số người bị ảnh hưởng',
  reportedAt: 'Thông báo lúc',
  reportedTo: 'Đã thông báo cho',
  measures: 'Biện pháp xử lý',
  closed: 'Đã xử lý xong',
  // An import's totals
  create: 'Sản phẩm thêm mới',
  update: 'Sản phẩm được cập nhật',
  unchanged: 'Sản phẩm giữ nguyên',
  rows: 'Số dòng',
  file: 'Tệp',
  // Server-set fields (no longer recorded; older entries may hold them)
  searchText: 'Nội dung tìm kiếm',
  searchNameLength: 'Độ dài tên (tìm kiếm)',
  nameSort: 'Tên để sắp xếp',
  lowestPrice: 'Giá thấp nhất',
  highestPrice: 'Giá cao nhất',
};

/**
 * Names of the records an entry's values point at, by kind (`brands`, `categories`, `sub-brands`,
 * `sizes`, `roles`, `variants`, `users`, `products`, `orders`) and id: the server looks them up.
 */
export type AuditNames = Partial<Record<string, Map<string, string>>>;

/** Fields whose value is the id of another record, and the kind of that record. */
const REFERENCES: Record<string, string> = {
  brandId: 'brands',
  subBrandId: 'sub-brands',
  categoryId: 'categories',
  sizeId: 'sizes',
  roleId: 'roles',
};

/** Fields holding an amount of money. */
const MONEY = new Set([
  'price',
  'subtotal',
  'shippingFee',
  'amount',
  'tradeInCredit',
  'lowestPrice',
  'highestPrice',
  'estimate',
  'fee',
]);

/** A variant's field: `variants.<id>.<field>`. */
const VARIANT_FIELD = /^variants\.(\d+)\.(\w+)$/;
/** A right's flag: `<resource>.<flag>`. */
const RIGHT_FIELD = /^([\w-]+)\.(read|change|delete)$/;

export function auditActionLabel(action: string): string {
  return (AUDIT_ACTION_LABELS as Record<string, string | undefined>)[action] ?? action;
}

export function auditResourceLabel(resource: string): string {
  return (AUDIT_RESOURCE_LABELS as Record<string, string | undefined>)[resource] ?? resource;
}

/** The Vietnamese name of a field of an entry (`variants.26.discount` → "Phiên bản 40mm Xanh · Giảm giá (%)"). */
export function auditFieldLabel(field: string, names: AuditNames = {}): string {
  const variant = VARIANT_FIELD.exec(field);
  if (variant) {
    const [, id, sub] = variant as unknown as [string, string, string];
    const name = names.variants?.get(id);
    return `Phiên bản ${name ? `"${name}"` : `#${id}`} · ${AUDIT_FIELD_LABELS[sub] ?? sub}`;
  }
  const right = RIGHT_FIELD.exec(field);
  if (right && right[1]! in AUDIT_RESOURCE_LABELS)
    return `Quyền ${auditResourceLabel(right[1]!)} · ${FLAG_LABELS[right[2]!]}`;
  // Some records are stored as their columns (`original_name`): the same field as `originalName`.
  const camel = field.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
  return AUDIT_FIELD_LABELS[camel] ?? field;
}

/** Text of a value of a field: money in đồng, statuses and yes/no in Vietnamese, ids as the names they point at. */
export function auditValueText(field: string, value: unknown, names: AuditNames = {}): string {
  if (value === null || value === undefined) return '—';
  if (value === '***') return '(đã đổi, không lưu giá trị)';
  const sub = VARIANT_FIELD.exec(field)?.[2] ?? field;
  if (typeof value === 'boolean') return value ? 'Có' : 'Không';
  if (sub === 'status' && typeof value === 'string')
    return (
      (ORDER_STATUS_LABELS as Record<string, string>)[value] ??
      (SERVICE_STATUS_LABELS as Record<string, string>)[value] ??
      value
    );
  if (sub === 'handedOver' && Array.isArray(value))
    return value.map((v) => (SERVICE_ITEM_LABELS as Record<string, string>)[String(v)] ?? String(v)).join(', ') || '—';
  if (sub === 'paymentStatus' && typeof value === 'string')
    return (PAYMENT_STATUS_LABELS as Record<string, string>)[value] ?? value;
  if (sub === 'paymentMethod' && typeof value === 'string')
    return (PAYMENT_METHOD_LABELS as Record<string, string>)[value] ?? value;
  if (sub === 'gender' && typeof value === 'string') return (GENDER_LABELS as Record<string, string>)[value] ?? value;
  if (sub === 'warrantyKind' && typeof value === 'string')
    return (WARRANTY_KIND_LABELS as Record<string, string>)[value] ?? value;
  if (sub === 'key' && typeof value === 'string') return settingName(value) ?? value;
  if (sub === 'kind' && typeof value === 'string') return messageKindName(value) ?? value;
  const kind = REFERENCES[sub];
  if (kind && (typeof value === 'number' || typeof value === 'string')) {
    const name = names[kind]?.get(String(value));
    return name ?? `#${value}`;
  }
  if (MONEY.has(sub) && typeof value === 'number')
    return value === 0 && sub === 'price' ? 'Liên hệ' : formatMoney(value);
  if (sub === 'discount' && typeof value === 'number') return `${value}%`;
  if (sub === 'stock' && typeof value === 'number') return `${value} chiếc`;
  if (sub === 'shippingAddress' && typeof value === 'object') return formatAddress(value as never) || '—';
  if (sub === 'invoiceRequest' && typeof value === 'object') {
    const r = value as { companyName?: string; taxCode?: string; address?: string; email?: string };
    return [r.companyName, r.taxCode && `MST ${r.taxCode}`, r.address, r.email].filter(Boolean).join(', ');
  }
  if (sub === 'items' && Array.isArray(value)) return value.map(orderLineText).join('; ') || '—';
  if (sub === 'images' && Array.isArray(value)) return value.length ? `${value.length} ảnh` : 'Không có ảnh';
  if (typeof value === 'string') return value === '' ? '(trống)' : value;
  if (typeof value === 'number') return new Intl.NumberFormat('vi-VN').format(value);
  if (Array.isArray(value)) return value.map((v) => auditValueText('', v, names)).join(', ');
  return JSON.stringify(value);
}

function settingName(key: string): string | undefined {
  return (SETTINGS as Record<string, { description: string } | undefined>)[key]?.description;
}

function messageKindName(kind: string): string | undefined {
  return (MESSAGE_KIND_INFO as Record<string, { label: string } | undefined>)[kind]?.label;
}

/**
 * What an entry's record is called when its id is a key, not a number: a setting by its Vietnamese
 * name, the bank account, a policy by its title, a message template by its kind's name. Undefined
 * when the key is not one of those.
 */
export function auditRecordLabel(resource: string, key: string): string | undefined {
  if (key === 'payment-account') return 'Tài khoản nhận chuyển khoản';
  if (key.startsWith('policy:')) {
    const policy = POLICIES.find((p) => `policy:${p.slug}` === key);
    return policy ? policy.title : 'Chính sách';
  }
  if (resource === 'messages') {
    const name = messageKindName(key);
    return name ? `Mẫu tin nhắn: ${name}` : undefined;
  }
  const setting = settingName(key);
  return setting ? `Cài đặt: ${setting}` : undefined;
}

function orderLineText(line: unknown): string {
  if (!line || typeof line !== 'object') return String(line);
  const l = line as { productName?: string; variantName?: string; quantity?: number; price?: number };
  const variant = l.variantName && l.variantName !== 'Mặc định' ? ` (${l.variantName})` : '';
  const price = typeof l.price === 'number' ? ` × ${formatMoney(l.price)}` : '';
  return `${l.quantity ?? 1} × ${l.productName ?? ''}${variant}${price}`;
}

/** One changed field in words: what it is called, and its value before and after. */
export interface AuditDetail {
  field: string;
  label: string;
  before: string;
  after: string;
}

/** The changes of an entry in words, in the order they were recorded. */
export function auditDetails(
  changes: Record<string, [unknown, unknown]> | null,
  names: AuditNames = {},
): AuditDetail[] {
  const all = changes ?? {};
  // A variant's stock of null means "not tracked" on a side where the variant exists: not the side
  // before its creation or after its deletion (where its name is null too).
  const text = (field: string, value: unknown, side: 0 | 1) => {
    const variant = VARIANT_FIELD.exec(field);
    if (variant?.[2] === 'stock' && value === null) {
      const name = all[`variants.${variant[1]}.name`];
      if (!name || name[side] !== null) return 'Không theo dõi';
    }
    return auditValueText(field, value, names);
  };
  return Object.entries(all).map(([field, [before, after]]) => ({
    field,
    label: auditFieldLabel(field, names),
    before: text(field, before, 0),
    after: text(field, after, 1),
  }));
}
