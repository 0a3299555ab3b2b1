import { z } from 'zod';
import { DEFAULT_SLOGAN } from '../constants.ts';
import { PROVINCE_NAMES } from '../provinces.ts';
import { noNulText } from './common.ts';
import {
  bankAccount,
  bannerAndSlogan,
  between,
  count,
  define,
  featuredImages,
  isPastDate,
  json,
  link,
  openingHours,
  type SettingDefinition,
  type SettingResource,
  shop,
  storeServices,
  text,
} from './setting-values.ts';

export { BANNER_SETTING_KEY, FEATURED_IMAGES_SETTING_KEY } from '../constants.ts';
export {
  type BannerAndSlogan,
  bannerAndSlogan,
  type FeaturedImage,
  featuredImage,
  featuredImages,
  type SettingDefinition,
  type SettingResource,
} from './setting-values.ts';

export const settingBody = z.object({
  key: z
    .string({ error: 'Khóa cài đặt là bắt buộc' })
    .trim()
    .min(1, 'Khóa cài đặt là bắt buộc')
    .max(100)
    .regex(/^[A-Za-z0-9._-]+$/, 'Khóa cài đặt không hợp lệ'),
  value: z.string({ error: 'Giá trị phải là chuỗi' }).max(100_000).check(noNulText),
  description: z.string().max(500).check(noNulText).nullish(),
});
export type SettingBody = z.infer<typeof settingBody>;
export const settingSchema = z.object({ key: z.string(), value: z.string(), description: z.string().nullable() });
export type Setting = z.infer<typeof settingSchema>;
/** GET /settings → object keyed by setting key. */
export const settingsMap = z.record(z.string(), z.string());
export type SettingsMap = z.infer<typeof settingsMap>;
export const settingKeyParams = z.object({
  key: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9._-]+$/, 'Khóa cài đặt không hợp lệ'),
});

export const SETTING_MESSAGES = {
  notFound: 'Không tìm thấy cài đặt',
  unknownKey: 'Khóa cài đặt không tồn tại: cửa hàng không dùng cài đặt này',
  featuredNotInLibrary: 'Ảnh nổi bật phải là ảnh trong thư viện',
  bannerNotInLibrary: 'Ảnh banner phải là ảnh trong thư viện hoặc một URL',
  adminOnly: 'Chỉ quản trị viên mới được thay đổi cài đặt này',
  paymentGuarded:
    'Tài khoản nhận chuyển khoản chỉ đổi được ở mục Tài khoản nhận tiền, bởi quản trị viên, kèm mật khẩu hiện tại',
  wrongPassword: 'Mật khẩu hiện tại không đúng',
  passwordRequired: 'Nhập mật khẩu hiện tại để xác nhận',
  bankIncomplete: 'Nhập đủ ngân hàng, số tài khoản và tên chủ tài khoản, hoặc để trống cả ba',
} as const;

/**
 * The right that saving or deleting a setting needs (its `change` flag): the declared key's resource
 * (store information, checkout and payment → `shop`; the rest → `settings`). The server and the
 * screens use this one rule. An undeclared key is refused anyway; `settings` is answered for it.
 */
export function settingResource(key: string): SettingResource {
  return isSettingKey(key) ? SETTINGS[key].resource : 'settings';
}

/**
 * Every setting the shop knows. A key not listed here is refused (400): settings are embedded in every
 * storefront page, so nothing can be stored that the app does not read. Each value is text with a
 * maximum length; its meaning, default and right are in docs/settings.md.
 */
export const SETTINGS = {
  'currency.code': define(z.enum(['VND', 'USD', 'EUR', 'JPY'], 'Mã tiền tệ không hợp lệ'), 'VND', 'Mã tiền tệ'),
  'currency.symbol': define(text(10), '₫', 'Ký hiệu tiền tệ'),
  'currency.name': define(text(100), 'Việt Nam Đồng', 'Tên tiền tệ'),
  language: define(z.enum(['vi', 'en'], 'Ngôn ngữ không hợp lệ'), 'vi', 'Ngôn ngữ'),
  theme: define(z.enum(['light', 'dark'], 'Giao diện không hợp lệ'), 'light', 'Giao diện'),
  'themeColor.id': define(
    z.enum(['logo', 'honeyed', 'blue', 'green', 'purple', 'red'], 'Màu chủ đạo không hợp lệ'),
    'honeyed',
    'Màu chủ đạo',
  ),
  'homepage.bannerAndSlogan': define(
    json(bannerAndSlogan, 'Cài đặt banner không hợp lệ', 3000),
    JSON.stringify({
      bannerImage: '',
      sloganPath1: DEFAULT_SLOGAN.sloganPath1,
      sloganPath2: DEFAULT_SLOGAN.sloganPath2,
    }),
    'Ảnh banner và khẩu hiệu trang chủ',
  ),
  'homepane.featuredimages': define(
    json(featuredImages, 'Danh sách ảnh nổi bật không hợp lệ', 60_000),
    '[]',
    'Ảnh nổi bật trên trang chủ',
  ),
  'contact.address.address': define(text(500), '', 'Địa chỉ'),
  'contact.phone.number': define(text(30), '', 'Số điện thoại'),
  'contact.phone.description': define(text(200), '', 'Mô tả số điện thoại'),
  'contact.messenger.link': define(link, '', 'Liên kết Messenger'),
  'contact.facebook.name': define(text(200), '', 'Tên Facebook'),
  'contact.facebook.link': define(link, '', 'Liên kết Facebook'),
  'contact.zalo.name': define(text(200), '', 'Tên Zalo'),
  'contact.zalo.link': define(link, '', 'Liên kết Zalo'),
  'store.name': define(text(200), '', 'Tên cửa hàng', shop),
  'store.description': define(text(2000), '', 'Mô tả cửa hàng', shop),
  'store.address': define(text(500), '', 'Địa chỉ cửa hàng', shop),
  'store.phone': define(text(30), '', 'Điện thoại cửa hàng', shop),
  'store.email': define(
    z
      .string()
      .trim()
      .max(200, 'Tối đa 200 ký tự')
      .refine((v) => v === '' || z.email().safeParse(v).success, 'Email không hợp lệ'),
    '',
    'Email cửa hàng',
    shop,
  ),
  'store.website': define(link, '', 'Website', shop),
  'store.facebook': define(link, '', 'Facebook', shop),
  'store.instagram': define(link, '', 'Instagram', shop),
  'store.youtube': define(link, '', 'YouTube', shop),
  'store.openingHours': define(json(openingHours, 'Giờ mở cửa không hợp lệ', 2000), '{}', 'Giờ mở cửa', shop),
  'store.services': define(json(storeServices, 'Danh sách dịch vụ không hợp lệ', 12_000), '[]', 'Dịch vụ', shop),
  'store.established': define(z.string().regex(/^(\d{4})?$/, 'Năm thành lập không hợp lệ'), '', 'Năm thành lập', shop),
  'seller.legalName': define(text(300), '', 'Tên người bán theo đăng ký kinh doanh', shop),
  'seller.registrationNumber': define(
    z
      .string()
      .trim()
      .regex(/^[0-9A-Za-z-]{0,20}$/, 'Mã số đăng ký chỉ gồm chữ, số và dấu gạch ngang (tối đa 20 ký tự)'),
    '',
    'Mã số doanh nghiệp / hộ kinh doanh',
    shop,
  ),
  'seller.registrationIssuer': define(text(300), '', 'Cơ quan cấp đăng ký kinh doanh', shop),
  'seller.registrationDate': define(
    z
      .string()
      .refine((v) => v === '' || isPastDate(v), 'Ngày cấp phải là một ngày hợp lệ (YYYY-MM-DD), không sau hôm nay'),
    '',
    'Ngày cấp đăng ký kinh doanh',
    shop,
  ),
  'seller.address.street': define(text(300), '', 'Địa chỉ đăng ký: số nhà, đường', shop),
  'seller.address.ward': define(text(200), '', 'Địa chỉ đăng ký: phường, xã, đặc khu', shop),
  'seller.address.province': define(
    z
      .string()
      .refine(
        (v) => v === '' || (PROVINCE_NAMES as readonly string[]).includes(v),
        'Chọn tỉnh, thành phố trong danh sách 34 đơn vị',
      ),
    '',
    'Địa chỉ đăng ký: tỉnh, thành phố',
    shop,
  ),
  'seller.moitNoticeUrl': define(link, '', 'Liên kết xác nhận đã thông báo website với Bộ Công Thương', shop),
  // Empty: the card prints the default conditions (DEFAULT_WARRANTY_CONDITIONS, schemas/warranty.ts).
  'warranty.conditions': define(text(5000), '', 'Điều kiện bảo hành in trên thẻ bảo hành', shop),
  'checkout.shippingFee': define(count(), '30000', 'Phí giao hàng (đồng)', shop),
  'checkout.freeShippingOver': define(
    count(),
    '1000000',
    'Miễn phí giao hàng cho đơn từ số tiền này (đồng; 0 = luôn miễn phí)',
    shop,
  ),
  'checkout.maxQuantityPerLine': define(
    between(1, 99),
    '3',
    'Số chiếc tối đa của một sản phẩm trong một đơn khách đặt (đơn do nhân viên nhập không bị giới hạn này)',
    shop,
  ),
  'checkout.maxPendingPiecesPerAddress': define(
    between(1, 10_000),
    '6',
    'Số chiếc tối đa các đơn đang chờ xử lý gửi từ cùng một địa chỉ mạng được giữ cùng lúc',
    { ...shop, public: false },
  ),
  'checkout.holdHours': define(
    between(1, 720),
    '24',
    'Số giờ giữ hàng cho đơn chuyển khoản chưa thanh toán; quá hạn đơn tự hủy và trả hàng về kho',
    shop,
  ),
  'payment.bankBin': define(
    z.string().regex(/^(\d{6})?$/, 'Mã ngân hàng (BIN) gồm 6 chữ số'),
    '',
    'Mã BIN ngân hàng nhận chuyển khoản (VietQR)',
    bankAccount,
  ),
  'payment.accountNumber': define(
    z.string().regex(/^[0-9A-Za-z]{0,19}$/, 'Số tài khoản gồm tối đa 19 chữ số hoặc chữ cái'),
    '',
    'Số tài khoản nhận chuyển khoản',
    bankAccount,
  ),
  'payment.accountName': define(text(100), '', 'Tên chủ tài khoản', bankAccount),
  'returns.windowDays': define(count(365), '7', 'Số ngày khách được yêu cầu đổi trả sau khi nhận hàng', shop),
  'inventory.lowStockThreshold': define(count(1_000_000), '2', 'Ngưỡng báo sắp hết hàng', {
    ...shop,
    public: false,
  }),
  'privacy.requestDeadlineDays': define(between(1, 90), '3', 'Số ngày trả lời yêu cầu dữ liệu', { public: false }),
  'privacy.retentionYears': define(count(50), '0', 'Số năm giữ dữ liệu khách (0: không xóa)', {
    public: false,
    adminOnly: true,
  }),
  'security.requireTwoFactor': define(
    z.enum(['true', 'false'], 'Giá trị phải là true hoặc false').transform((v) => v === 'true'),
    'false',
    'Bắt buộc quản trị viên dùng đăng nhập hai bước',
    { public: false, adminOnly: true },
  ),
} satisfies Record<string, SettingDefinition>;

export type SettingKey = keyof typeof SETTINGS;
export type SettingValue<K extends SettingKey> = z.output<(typeof SETTINGS)[K]['value']>;
export const SETTING_KEYS = Object.keys(SETTINGS) as SettingKey[];

export function isSettingKey(key: string): key is SettingKey {
  return Object.hasOwn(SETTINGS, key);
}

const stripSpaces = (v: string) => v.replace(/\s/g, '');

/** The bank account that receives transfers, as the settings hold it (empty fields: bank transfer is off). */
export const paymentAccountSchema = z.object({
  bankBin: z.string(),
  accountNumber: z.string(),
  accountName: z.string(),
});
export type PaymentAccount = z.infer<typeof paymentAccountSchema>;

/**
 * `PUT /api/settings/payment-account`: the whole bank account in one request, by an admin who confirms
 * with their current password. The account number may be typed with spaces (they are removed); the
 * three fields are all filled (bank transfer offered) or all empty (not offered).
 */
export const paymentAccountBody = z
  .object({
    bankBin: z.string({ error: 'Chọn ngân hàng' }).trim().pipe(SETTINGS['payment.bankBin'].value),
    accountNumber: z
      .string({ error: 'Nhập số tài khoản' })
      .max(100, 'Số tài khoản gồm tối đa 19 chữ số hoặc chữ cái')
      .transform(stripSpaces)
      .pipe(SETTINGS['payment.accountNumber'].value),
    accountName: z.string({ error: 'Nhập tên chủ tài khoản' }).trim().pipe(SETTINGS['payment.accountName'].value),
    currentPassword: z
      .string({ error: SETTING_MESSAGES.passwordRequired })
      .min(1, SETTING_MESSAGES.passwordRequired)
      .max(1024),
  })
  .superRefine((account, ctx) => {
    const fields = ['bankBin', 'accountNumber', 'accountName'] as const;
    const empty = fields.filter((f) => account[f] === '');
    if (empty.length === 0 || empty.length === fields.length) return;
    for (const field of empty)
      ctx.addIssue({ code: 'custom', path: [field], message: SETTING_MESSAGES.bankIncomplete });
  });
export type PaymentAccountBody = z.input<typeof paymentAccountBody>;

/** A key of the bank account (`payment.*`): the generic settings routes refuse it, whoever calls. */
export function isGuardedSettingKey(key: string): boolean {
  return isSettingKey(key) && SETTINGS[key].guarded;
}

/** A key only a user of the admin role may change (`security.requireTwoFactor`). */
export function isAdminOnlySettingKey(key: string): boolean {
  return isSettingKey(key) && SETTINGS[key].adminOnly;
}

/** The declared keys everyone may read. */
export const PUBLIC_SETTING_KEYS = SETTING_KEYS.filter((k) => SETTINGS[k].public);

/**
 * The value of a setting as the app uses it (numbers as numbers, JSON parsed), from a settings map
 * (GET /api/settings or the stored rows): the stored value when it is valid, else the default.
 */
export function readSetting<K extends SettingKey>(map: Partial<Record<string, string>>, key: K): SettingValue<K> {
  const def = SETTINGS[key] as SettingDefinition<SettingValue<K>>;
  const stored = map[key];
  if (stored !== undefined) {
    const parsed = def.value.safeParse(stored);
    if (parsed.success) return parsed.data;
  }
  return def.value.parse(def.default);
}

/** Validation rules of the declared keys, for forms that check before sending (same rule as the server). */
export const KNOWN_SETTING_VALUES: Record<string, z.ZodType<unknown, string>> = Object.fromEntries(
  SETTING_KEYS.map((k) => [k, SETTINGS[k].value]),
);

export const CONTACT_KEYS = [
  'contact.address.address',
  'contact.phone.number',
  'contact.phone.description',
  'contact.messenger.link',
  'contact.facebook.name',
  'contact.facebook.link',
  'contact.zalo.name',
  'contact.zalo.link',
] as const;

/** The seller's identity (who sells, Law on Protection of Consumers' Rights 2023 art. 37): footer, JSON-LD. */
export const SELLER_KEYS = [
  'seller.legalName',
  'seller.registrationNumber',
  'seller.registrationIssuer',
  'seller.registrationDate',
  'seller.address.street',
  'seller.address.ward',
  'seller.address.province',
  'seller.moitNoticeUrl',
] as const;

export const STORE_KEYS = [
  'store.name',
  'store.description',
  'store.address',
  'store.phone',
  'store.email',
  'store.website',
  'store.facebook',
  'store.instagram',
  'store.youtube',
  'store.openingHours',
  'store.services',
  'store.established',
] as const;

export function parseJsonSetting<T>(raw: string | undefined, schema: z.ZodType<T>, fallback: T): T {
  if (!raw) return fallback;
  try {
    const r = schema.safeParse(JSON.parse(raw));
    return r.success ? r.data : fallback;
  } catch {
    return fallback;
  }
}
