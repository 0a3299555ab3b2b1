import { z } from 'zod';
import { POLICY_SLUGS } from '../policies.ts';
import { queryInt, timestamp } from './common.ts';

export const POLICY_MESSAGES = {
  notFound: 'Không tìm thấy chính sách',
  versionNotFound: 'Không tìm thấy phiên bản này của chính sách',
  slug: 'Chính sách không tồn tại',
  title: 'Nhập tiêu đề chính sách (tối đa 200 ký tự)',
  markdown: 'Nhập nội dung chính sách (tối đa 100 000 ký tự)',
  empty: 'Nội dung chính sách không được để trống',
  busy: 'Chính sách vừa được lưu bởi người khác, vui lòng thử lại',
} as const;

const NUL = (v: string) => !v.includes('\u0000');

export const policySlugParams = z.object({ slug: z.enum(POLICY_SLUGS, POLICY_MESSAGES.slug) });
/** `?v=<n>`: an older version of the policy (omitted: the one in force). */
export const policyQuery = z.object({ v: queryInt(POLICY_MESSAGES.versionNotFound, { min: 1 }).optional() });

/** One version of a policy as everyone reads it: its HTML is rendered from the Markdown and sanitised. */
export const policyVersionSchema = z.object({
  slug: z.enum(POLICY_SLUGS),
  title: z.string(),
  version: z.number().int(),
  markdown: z.string(),
  html: z.string(),
  createdAt: timestamp,
  /** Who saved it (a username); null for the default text the shop started with. */
  createdBy: z.string().nullable(),
  /** The number of the version in force (the newest). */
  currentVersion: z.number().int(),
});
export type PolicyVersion = z.infer<typeof policyVersionSchema>;

/** The policies in force: what the footer, the checkout and an order's agreement name. */
const policySummarySchema = z.object({
  slug: z.enum(POLICY_SLUGS),
  title: z.string(),
  version: z.number().int(),
  createdAt: timestamp,
});
export const policyListSchema = z.object({ policies: z.array(policySummarySchema) });

/** The versions of one policy, newest first (staff). */
export const policyHistorySchema = z.object({
  versions: z.array(
    z.object({ version: z.number().int(), title: z.string(), createdAt: timestamp, createdBy: z.string().nullable() }),
  ),
});
export type PolicyHistory = z.infer<typeof policyHistorySchema>;

/** `PUT /api/policies/:slug`: saving a text makes a new version (the old ones stay readable). */
export const policyBody = z.object({
  title: z
    .string({ error: POLICY_MESSAGES.title })
    .trim()
    .min(1, POLICY_MESSAGES.title)
    .max(200, POLICY_MESSAGES.title)
    .refine(NUL, POLICY_MESSAGES.title),
  markdown: z
    .string({ error: POLICY_MESSAGES.markdown })
    .max(100_000, POLICY_MESSAGES.markdown)
    .refine(NUL, POLICY_MESSAGES.markdown)
    .refine((v) => v.trim() !== '', POLICY_MESSAGES.empty),
});
export type PolicyBody = z.input<typeof policyBody>;
