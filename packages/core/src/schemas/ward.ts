import { z } from 'zod';
import { PROVINCE_NAMES } from '../provinces.ts';
import { foldText } from '../text.ts';

export const WARD_MESSAGES = {
  /** The province of `GET /wards` is missing or not one of the 34. */
  province: 'Vui lòng chọn tỉnh / thành phố',
  /** Placing an order with a ward the province does not have (400 on `shippingAddress.ward`). */
  notInProvince: (province: string) =>
    `Phường / xã này không thuộc ${province}. Vui lòng chọn phường / xã trong danh sách.`,
} as const;

/** `GET /wards?province=…` (public): the wards and communes of one province. */
export const wardsQuery = z.object({ province: z.enum(PROVINCE_NAMES, { error: WARD_MESSAGES.province }) });

/** The province's wards and communes since 1 July 2025, official names in Vietnamese order. */
export const wardsResponse = z.object({ province: z.string(), wards: z.array(z.string()) });
export type WardsResponse = z.infer<typeof wardsResponse>;

/**
 * The wards whose name holds every typed word, compared without letter case or marks ("phuong sai
 * gon" finds Phường Sài Gòn; "tan" finds Tân and Tấn). An empty text keeps the whole list.
 */
export function matchWards(wards: readonly string[], text: string): string[] {
  const words = foldText(text).split(' ').filter(Boolean);
  if (words.length === 0) return [...wards];
  return wards.filter((w) => {
    const folded = foldText(w);
    return words.every((word) => folded.includes(word));
  });
}
