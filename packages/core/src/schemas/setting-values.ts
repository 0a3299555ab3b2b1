import { z } from 'zod';
import { isHttpUrl, isImageRef, isUploadPath } from '../url.ts';

/**
 * How a setting is declared: the kinds of value a setting holds (text of a length, a link, a count,
 * a JSON value…) and `define`, which gives a key its value rule, default, description and right.
 * The table of keys is SETTINGS in setting.ts.
 */

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

export const link = z
  .string()
  .max(2000, 'Liên kết tối đa 2000 ký tự')
  .refine((v) => v === '' || isHttpUrl(v), 'Liên kết phải là một URL hợp lệ');

export const text = (max: number) => z.string().max(max, `Tối đa ${max} ký tự`);

/** A calendar date `YYYY-MM-DD` that exists and is not after today (UTC). */
export function isPastDate(v: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (!m) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v && d.getTime() <= Date.now();
}

/** A whole number of at least 0, stored as its canonical decimal text ("30000"). */
export const count = (max = Number.MAX_SAFE_INTEGER) =>
  z
    .string()
    .regex(/^(0|[1-9]\d{0,14})$/, 'Giá trị phải là số nguyên không âm')
    .transform(Number)
    .refine((n) => n <= max, `Giá trị tối đa là ${max}`);

/** A whole number from `min` to `max`, stored as its decimal text ("24"). */
export const between = (min: number, max: number) =>
  z
    .string()
    .regex(/^(0|[1-9]\d{0,14})$/, 'Giá trị phải là số nguyên không âm')
    .transform(Number)
    .refine((n) => n >= min && n <= max, `Giá trị phải từ ${min} đến ${max}`);

/** A JSON value of at most `max` characters read with `schema`; anything else is `message`. */
export function json<T extends z.ZodType>(schema: T, message: string, max: number) {
  return z
    .string()
    .max(max, message)
    .transform((s, ctx): z.output<T> => {
      try {
        return schema.parse(JSON.parse(s));
      } catch {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
    });
}

export const openingHours = z.record(z.string().max(50), z.string().max(100));
export const storeServices = z.array(z.string().max(200)).max(50);

/** Who may change a setting: staff with that resource's change right (docs/settings.md). */
export type SettingResource = 'shop' | 'settings';

export interface SettingDefinition<T = unknown> {
  /** What a stored value (always text) must be; parses it into the value the app uses. */
  value: z.ZodType<T, string>;
  /** The value when none is stored (also what the first start stores). */
  default: string;
  description: string;
  /** Public keys are answered to everyone (and embedded in every storefront page); others only to staff with settings read. */
  public: boolean;
  /** Saving and deleting the key needs this resource's change right. */
  resource: SettingResource;
  /**
   * The bank account that receives the shoppers' money: changed only through
   * `PUT /api/settings/payment-account` (an admin, with their password); the generic routes refuse it.
   */
  guarded: boolean;
  /** Only a user of the admin role (id 1) may change it, whatever rights another role holds. */
  adminOnly: boolean;
}

export function define<T>(
  value: z.ZodType<T, string>,
  def: string,
  description: string,
  opts: { public?: boolean; resource?: SettingResource; guarded?: boolean; adminOnly?: boolean } = {},
): SettingDefinition<T> {
  return {
    value,
    default: def,
    description,
    public: opts.public ?? true,
    resource: opts.resource ?? 'settings',
    guarded: opts.guarded ?? false,
    adminOnly: opts.adminOnly ?? false,
  };
}
export const shop = { resource: 'shop' } as const;
export const bankAccount = { resource: 'shop', guarded: true } as const;
