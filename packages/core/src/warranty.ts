// What products and brands carry of a warranty (months, kind) and how it is typed: the catalogue's
// schemas use these, so they are in the storefront's first JavaScript and kept small. The rules
// (end date, months that apply, texts) are in schemas/warranty.ts.
import { z } from 'zod';
import { jsonInt } from './schemas/common.ts';

/** Months of warranty when neither the product nor its brand says (issue 26 §3). */
export const DEFAULT_WARRANTY_MONTHS = 24;
export const MAX_WARRANTY_MONTHS = 240;

/** `international`: the brand's worldwide warranty; `shop`: this shop's own warranty. */
export const WARRANTY_KINDS = ['international', 'shop'] as const;
export type WarrantyKind = (typeof WARRANTY_KINDS)[number];

export const WARRANTY_TERMS_MESSAGES = {
  badMonths: `Số tháng bảo hành là số nguyên từ 1 đến ${MAX_WARRANTY_MONTHS}`,
  badKind: 'Loại bảo hành không hợp lệ',
} as const;

/** A product's or a brand's own months: a whole number of months, or null to take the default. */
export const warrantyMonthsInput = jsonInt(WARRANTY_TERMS_MESSAGES.badMonths, {
  min: 1,
  max: MAX_WARRANTY_MONTHS,
}).nullish();

export const warrantyKindInput = z.enum(WARRANTY_KINDS, { error: WARRANTY_TERMS_MESSAGES.badKind });
