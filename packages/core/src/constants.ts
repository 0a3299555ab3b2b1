/** Business constants (docs/product/storefront.md#constants, docs/product/back-office.md#constants). */

export const GENDERS = ['male', 'female', 'unisex'] as const;
export type Gender = (typeof GENDERS)[number];
export const GENDER_LABELS: Record<Gender, string> = { male: 'Nam', female: 'Nữ', unisex: 'Unisex' };

/** Catalogue sort keys and the `order` values of the products call. */
export const PRODUCT_ORDERS = [
  'featured DESC, createdAt DESC',
  'createdAt DESC',
  'name ASC',
  'price ASC',
  'price DESC',
] as const;
export type ProductOrder = (typeof PRODUCT_ORDERS)[number];
export const CATALOGUE_SORTS = {
  featured: 'featured DESC, createdAt DESC',
  newest: 'createdAt DESC',
  name: 'name ASC',
  lowest: 'price ASC',
  highest: 'price DESC',
} as const satisfies Record<string, ProductOrder>;
export type CatalogueSort = keyof typeof CATALOGUE_SORTS;

export const CATALOGUE_PAGE_SIZES = [12, 24, 36, 48] as const;
export const CATALOGUE_DEFAULT_PAGE_SIZE = 12;
export const ADMIN_PRODUCT_PAGE_SIZES = [8, 12, 16, 20] as const;
export const ADMIN_PRODUCT_DEFAULT_PAGE_SIZE = 12;
export const HOME_FEATURED_PRODUCTS = 8;
export const RELATED_PRODUCTS = 4;
export const HEADER_CATEGORY_LINKS = 4;
export const HEADER_SCROLL_THRESHOLD_PX = 100;
export const MOBILE_BREAKPOINT_PX = 768;
export const INLINE_SEARCH_DEBOUNCE_MS = 300;
export const INLINE_SEARCH_RESULTS = 5;
export const IMAGE_LIBRARY_PAGE_SIZE = 12;
export const IMAGE_PICKER_PAGE_SIZE = 20;
/** Page numbers either side of the current one: a pager shows up to five (2 × 2 + 1). */
export const PAGER_WINDOW = 2;
export const API_HEALTH_INTERVAL_MS = 30_000;

export const MAX_UPLOAD_BYTES = 10_485_760;
export const MAX_UPLOAD_PIXELS = 40_000_000;
export const RESPONSIVE_IMAGE_WIDTHS = [320, 640, 960, 1280] as const;

/** `id` of the element in which a server-rendered storefront page sends the queries it was rendered from. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';
/** Dispatched on `document` once a server-rendered storefront page is hydrated (web lib/held-clicks.ts). */
export const PAGE_HYDRATED_EVENT = 'shop:page-hydrated';

export const DEFAULT_BANNER = '/images/banner.jpg';
export const DEFAULT_SLOGAN = { sloganPath1: 'Vẻ Đẹp', sloganPath2: 'Vượt Thời Gian' } as const;

/** Home page settings (JSON values); the featured images key keeps its historical spelling. */
export const BANNER_SETTING_KEY = 'homepage.bannerAndSlogan';
export const FEATURED_IMAGES_SETTING_KEY = 'homepane.featuredimages';

/** Sign-in messages; also the API's 401/403 messages. */
export const AUTH_MESSAGES = {
  invalidCredentials: 'Tên đăng nhập hoặc mật khẩu không đúng',
  unauthenticated: 'Chưa đăng nhập',
  invalidToken: 'Phiên đăng nhập không hợp lệ hoặc đã hết hạn',
  forbidden: 'Bạn không có quyền thực hiện thao tác này',
  adminOnly: 'Chỉ quản trị viên mới được thực hiện thao tác này',
  loginFailed: 'Đăng nhập thất bại',
  crossSite: 'Yêu cầu từ trang web khác bị từ chối',
} as const;

/** The answer to a throttled sign-in (429), with the whole seconds left before the next attempt. */
export const tooManyAttemptsMessage = (seconds: number) =>
  `Bạn đã đăng nhập sai quá nhiều lần. Thử lại sau ${seconds} giây.`;

/**
 * The refresh token's cookie: HttpOnly, SameSite=Strict, sent only to /api/auth. Scripts never see
 * the refresh token; the access token lives in the page's memory (docs/decisions/0002).
 */
export const REFRESH_COOKIE = 'shop_refresh';
export const REFRESH_COOKIE_PATH = '/api/auth';

/**
 * Local storage keys. No token is ever stored: the access token lives in the page's memory and the
 * refresh token in an HttpOnly cookie; `user_data` only paints the signed-in user fast on load.
 */
export const STORAGE_KEYS = {
  user: 'user_data',
  settings: 'appSettings',
} as const;

export const ORDER_STATUSES = ['pending', 'processing', 'shipped', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Chờ Xử Lý',
  processing: 'Đang Xử Lý',
  shipped: 'Đang Giao',
  completed: 'Hoàn Thành',
  cancelled: 'Đã Hủy',
};
/** The next status in the normal flow; completed and cancelled are final. */
export const NEXT_ORDER_STATUS: Partial<Record<OrderStatus, OrderStatus>> = {
  pending: 'processing',
  processing: 'shipped',
  shipped: 'completed',
};
export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  if (to === 'cancelled') return from !== 'completed' && from !== 'cancelled';
  return NEXT_ORDER_STATUS[from] === to;
}

export const CURRENCIES = [
  { code: 'VND', name: 'Việt Nam Đồng', symbol: '₫', decimals: 0, locale: 'vi-VN', group: '.', point: ',' },
  { code: 'USD', name: 'Đô la Mỹ', symbol: '$', decimals: 2, locale: 'en-US', group: ',', point: '.' },
  { code: 'EUR', name: 'Euro', symbol: '€', decimals: 2, locale: 'de-DE', group: '.', point: ',' },
  { code: 'JPY', name: 'Yên Nhật', symbol: '¥', decimals: 0, locale: 'ja-JP', group: ',', point: '.' },
] as const;
export type CurrencyCode = (typeof CURRENCIES)[number]['code'];

export const THEME_COLORS = [
  { id: 'logo', name: 'Vàng đồng', color: '#b99445', description: 'Màu của logo cửa hàng' },
  { id: 'honeyed', name: 'Vàng mật ong', color: '#EDAB18', description: 'Màu mặc định' },
  { id: 'blue', name: 'Xanh dương', color: '#3B82F6', description: 'Tươi sáng, hiện đại' },
  { id: 'green', name: 'Xanh lá', color: '#10B981', description: 'Tự nhiên, tươi mát' },
  { id: 'purple', name: 'Tím', color: '#8B5CF6', description: 'Sang trọng, cá tính' },
  { id: 'red', name: 'Đỏ', color: '#EF4444', description: 'Nổi bật, mạnh mẽ' },
] as const;
export type ThemeColorId = (typeof THEME_COLORS)[number]['id'];
export const DEFAULT_THEME_COLOR: ThemeColorId = 'honeyed';
export const FALLBACK_RGB = '237,171,24';

/** Parses `#RRGGBB` (or `#RGB`) into "r,g,b"; anything else gives the fallback 237,171,24. */
export function hexToRgb(hex: string): string {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return FALLBACK_RGB;
  let h = m[1]!;
  if (h.length === 3) h = [...h].map((c) => c + c).join('');
  const n = parseInt(h, 16);
  return `${(n >> 16) & 255},${(n >> 8) & 255},${n & 255}`;
}

/** Store facts shown on the store screen. */
export const STORE_STATIC_FACTS = {
  hoursPerDay: 13,
  customers: '2,500+',
  rating: '4.8/5',
  openingHours: { monFri: '9:00-22:00', sat: '9:00-23:00', sun: '10:00-21:00' },
} as const;
