import { KNOWN_SETTING_VALUES } from '@shop/core/schemas/setting';
import { z } from 'zod';
import { STORE_TEXT_KEYS, type StoreInfo } from './store-settings';

/** A text checked by the server's rule for that settings key (URLs, email), so form and server agree. */
const settingRule = (key: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `Tối đa ${max} ký tự`)
    .superRefine((value, ctx) => {
      const rule = KNOWN_SETTING_VALUES[key];
      const result = rule?.safeParse(value);
      if (result && !result.success)
        ctx.addIssue({ code: 'custom', message: result.error.issues[0]?.message ?? 'Giá trị không hợp lệ' });
    });

const hours = z.string().trim().min(1, 'Vui lòng nhập giờ mở cửa').max(50, 'Tối đa 50 ký tự');

/** The store form: the store.* settings, validated before anything is sent. */
export const storeFormSchema = z.object({
  name: z.string().trim().min(1, 'Tên cửa hàng là bắt buộc').max(200, 'Tối đa 200 ký tự'),
  description: z.string().trim().max(2000, 'Tối đa 2000 ký tự'),
  address: z.string().trim().max(500, 'Tối đa 500 ký tự'),
  phone: z.string().trim().max(30, 'Tối đa 30 ký tự'),
  email: settingRule(STORE_TEXT_KEYS.email, 200),
  website: settingRule(STORE_TEXT_KEYS.website, 2000),
  facebook: settingRule(STORE_TEXT_KEYS.facebook, 2000),
  instagram: settingRule(STORE_TEXT_KEYS.instagram, 2000),
  youtube: settingRule(STORE_TEXT_KEYS.youtube, 2000),
  openingHours: z.object({ monFri: hours, sat: hours, sun: hours }),
  services: z
    .array(z.object({ value: z.string().trim().min(1, 'Vui lòng nhập tên dịch vụ').max(200, 'Tối đa 200 ký tự') }))
    .max(50),
  established: z
    .string()
    .trim()
    .refine(
      (v) => v === '' || (/^\d{4}$/.test(v) && Number(v) >= 1800 && Number(v) <= new Date().getFullYear()),
      'Năm thành lập không hợp lệ',
    ),
});
export type StoreFormInput = z.input<typeof storeFormSchema>;
export type StoreFormOutput = z.output<typeof storeFormSchema>;

export function toFormValues(store: StoreInfo): StoreFormInput {
  return { ...store, services: store.services.map((value) => ({ value })) };
}

export function fromFormValues(values: StoreFormOutput): StoreInfo {
  return { ...values, services: values.services.map((s) => s.value) };
}
