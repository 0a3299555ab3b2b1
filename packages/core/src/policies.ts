/**
 * The shop's policy pages (issue 27 §2), each served at `/chinh-sach/<slug>` and linked from every
 * footer. Kept free of zod: the storefront's footer imports this list.
 */
export const POLICIES = [
  { slug: 'doi-tra-va-hoan-tien', title: 'Chính sách đổi trả và hoàn tiền' },
  { slug: 'bao-hanh', title: 'Chính sách bảo hành' },
  { slug: 'bao-mat-thong-tin', title: 'Chính sách bảo mật thông tin' },
  { slug: 'van-chuyen', title: 'Chính sách vận chuyển' },
  { slug: 'thanh-toan', title: 'Chính sách thanh toán' },
  { slug: 'dieu-khoan-su-dung', title: 'Điều khoản sử dụng' },
] as const;

export type PolicySlug = (typeof POLICIES)[number]['slug'];
export const POLICY_SLUGS = POLICIES.map((p) => p.slug) as [PolicySlug, ...PolicySlug[]];

export function isPolicySlug(value: string): value is PolicySlug {
  return (POLICY_SLUGS as readonly string[]).includes(value);
}

/** The path of a policy page; with `version`, that version's (older versions stay readable). */
export function policyPath(slug: PolicySlug, version?: number): string {
  return `/chinh-sach/${slug}${version === undefined ? '' : `?v=${version}`}`;
}

/** `?v=<n>` of a policy page: a version number in canonical digits, else undefined (the one in force). */
export function policyVersionParam(raw: string | null | undefined): number | undefined {
  return raw && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : undefined;
}
