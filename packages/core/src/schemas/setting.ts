import { z } from 'zod';
import { isHttpUrl, isImageRef, isUploadPath } from '../url.ts';

export { BANNER_SETTING_KEY, FEATURED_IMAGES_SETTING_KEY } from '../constants.ts';

/** PostgreSQL text cannot hold NUL characters: refused as input instead of failing in the database. */
const noNul = (v: string) => !v.includes('\u0000');
const NUL_MESSAGE = 'Dữ liệu chứa ký tự không hợp lệ';

export const settingBody = z.object({
  key: z
    .string({ error: 'Khóa cài đặt là bắt buộc' })
    .trim()
    .min(1, 'Khóa cài đặt là bắt buộc')
    .max(100)
    .regex(/^[A-Za-z0-9._-]+$/, 'Khóa cài đặt không hợp lệ'),
  value: z.string({ error: 'Giá trị phải là chuỗi' }).max(100_000).refine(noNul, NUL_MESSAGE),
  description: z.string().max(500).refine(noNul, NUL_MESSAGE).nullish(),
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
  featuredNotInLibrary: 'Ảnh nổi bật phải là ảnh trong thư viện',
  bannerNotInLibrary: 'Ảnh banner phải là ảnh trong thư viện hoặc một URL',
} as const;

/**
 * The right that saving a setting needs: store information (`store.*`) needs `shop`, everything else
 * `settings` (docs/product/back-office.md#rights). The server and the screens use this one rule.
 */
export function settingResource(key: string): 'shop' | 'settings' {
  return key.startsWith('store.') ? 'shop' : 'settings';
}

const imageRef = z.string().max(2000).refine(isImageRef, 'Ảnh phải là URL hoặc đường dẫn /uploads/');

export const bannerAndSlogan = z.object({
  bannerImage: imageRef.default(''),
  sloganPath1: z.string().max(200).default(''),
  sloganPath2: z.string().max(200).default(''),
});
export type BannerAndSlogan = z.infer<typeof bannerAndSlogan>;

export const featuredImage = z.object({
  id: z.number().int(),
  path: z.string().refine(isUploadPath, 'Ảnh nổi bật phải là ảnh trong thư viện'),
  filename: z.string().max(500),
  order: z.number().int().min(0),
});
export const featuredImages = z.array(featuredImage).max(100);
export type FeaturedImage = z.infer<typeof featuredImage>;

const link = z
  .string()
  .max(2000)
  .refine((v) => v === '' || isHttpUrl(v), 'Liên kết phải là một URL hợp lệ');

/** Values of known keys are validated; other keys are free text. */
export const KNOWN_SETTING_VALUES: Record<string, z.ZodType> = {
  'homepage.bannerAndSlogan': z.string().transform((s, ctx) => {
    try {
      return bannerAndSlogan.parse(JSON.parse(s));
    } catch {
      ctx.addIssue({ code: 'custom', message: 'Cài đặt banner không hợp lệ' });
      return z.NEVER;
    }
  }),
  'homepane.featuredimages': z.string().transform((s, ctx) => {
    try {
      return featuredImages.parse(JSON.parse(s));
    } catch {
      ctx.addIssue({ code: 'custom', message: 'Danh sách ảnh nổi bật không hợp lệ' });
      return z.NEVER;
    }
  }),
  'contact.facebook.link': link,
  'contact.zalo.link': link,
  'contact.messenger.link': link,
  'store.website': link,
  'store.email': z
    .string()
    .trim()
    .max(200)
    .refine((v) => v === '' || z.email().safeParse(v).success, 'Email không hợp lệ'),
  'store.facebook': link,
  'store.instagram': link,
  'store.youtube': link,
  'currency.code': z.enum(['VND', 'USD', 'EUR', 'JPY']),
  language: z.enum(['vi', 'en']),
  theme: z.enum(['light', 'dark']),
  'themeColor.id': z.enum(['logo', 'honeyed', 'blue', 'green', 'purple', 'red']),
  'store.openingHours': z.string().refine((s) => {
    try {
      JSON.parse(s);
      return true;
    } catch {
      return false;
    }
  }, 'Giờ mở cửa không hợp lệ'),
  'store.services': z.string().refine((s) => {
    try {
      return Array.isArray(JSON.parse(s));
    } catch {
      return false;
    }
  }, 'Danh sách dịch vụ không hợp lệ'),
};

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
