import { WARD_MESSAGES } from '@shop/core/schemas/ward';
import { foldText } from '@shop/core/text';
import type { ProvinceName } from '@shop/core/provinces';
import { readFileSync } from 'node:fs';
import type { z } from 'zod';
import { WARDS_FILE } from '../../paths.ts';

/** The stored list (`apps/api/lists/wards-2025.json`): each province's wards, in Vietnamese order. */
export interface WardsList {
  source: string;
  provinces: Record<ProvinceName, string[]>;
}

let list: WardsList | undefined;
let known: Map<string, Set<string>> | undefined;

/** The list, read from its file on first use (about 100 KB; no server start pays for it). */
export function wardsList(): WardsList {
  list ??= JSON.parse(readFileSync(WARDS_FILE, 'utf8')) as WardsList;
  return list;
}

/** The wards and communes of a province since 1 July 2025, by their official names. */
export function wardsOf(province: ProvinceName): readonly string[] {
  return wardsList().provinces[province] ?? [];
}

/**
 * Whether `ward` is a ward or commune of `province`. Compared folded (letter case, marks and spaces
 * do not matter), so "phuong sai gon" is Phường Sài Gòn, but a name of another province, or an old
 * ward merged away in 2025, is not.
 */
function isWardOf(province: string, ward: string): boolean {
  if (!known) {
    known = new Map();
    for (const [p, wards] of Object.entries(wardsList().provinces)) known.set(p, new Set(wards.map(foldText)));
  }
  return known.get(province)?.has(foldText(ward)) ?? false;
}

/**
 * The server's check of a delivery address (placing an order): a ward that is not in the chosen
 * province is refused at the ward field, with the same 400 as any other field. Applied to the
 * contract of `POST /orders`, so the checkout page, the quick order and staff phone orders all pass it;
 * editing an order does not, so orders placed before keep their typed ward and stay editable.
 */
export function withKnownWard<T extends z.ZodType<{ shippingAddress: { province: string; ward: string } | null }>>(
  schema: T,
): T {
  return schema.superRefine((body, ctx) => {
    const address = body.shippingAddress;
    if (address && !isWardOf(address.province, address.ward))
      ctx.addIssue({
        code: 'custom',
        path: ['shippingAddress', 'ward'],
        message: WARD_MESSAGES.notInProvince(address.province),
      });
  });
}
