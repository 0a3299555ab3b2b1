import { z } from 'zod';
import { ORDER_STATUSES } from '../constants.ts';
import { orderSchema } from './order.ts';

/**
 * The dashboard's reports: figures over a range of calendar days in the shop's time zone
 * (Asia/Ho_Chi_Minh, UTC+7, no daylight saving), both ends included. The database keeps its totals
 * per day in the same zone (migration 0020).
 */
const SHOP_OFFSET_MS = 7 * 3_600_000;
/** Days shown when the range is not given: today and the 29 days before it. */
export const DEFAULT_REPORT_DAYS = 30;
/** The longest range one request may ask for (a leap year). */
const MAX_REPORT_DAYS = 366;
/** Products listed in the top products by revenue. */
export const TOP_PRODUCTS = 10;

const REPORT_MESSAGES = {
  from: 'Ngày bắt đầu không hợp lệ (định dạng YYYY-MM-DD)',
  to: 'Ngày kết thúc không hợp lệ (định dạng YYYY-MM-DD)',
  order: 'Ngày bắt đầu phải trước hoặc bằng ngày kết thúc',
  tooLong: `Khoảng thời gian tối đa là ${MAX_REPORT_DAYS} ngày`,
  unknown: 'Tham số không hợp lệ',
} as const;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `s` is a real calendar day written `YYYY-MM-DD` (not 2026-02-30). */
function isCalendarDay(s: string): boolean {
  const m = DAY.exec(s);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = new Date(Date.UTC(y, mo - 1, d));
  return y >= 1970 && t.getUTCFullYear() === y && t.getUTCMonth() === mo - 1 && t.getUTCDate() === d;
}

/** `YYYY-MM-DD` moved by `n` days. */
export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both included (1 for the same day). */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** Today's date in the shop's time zone. */
export function shopToday(now: Date = new Date()): string {
  return new Date(now.getTime() + SHOP_OFFSET_MS).toISOString().slice(0, 10);
}

/** An instant as the shop's clock reads it, to the minute (a datetime-local input's value): `2026-11-29T09:30`. */
export function shopLocalDateTime(iso: string): string {
  return new Date(Date.parse(iso) + SHOP_OFFSET_MS).toISOString().slice(0, 16);
}

/** The instant of a date and time read on the shop's clock (`2026-11-29T09:30`, seconds optional). */
export function shopLocalToInstant(local: string): Date {
  return new Date(Date.parse(`${local}Z`) - SHOP_OFFSET_MS);
}

/** The first instant of a shop day (its midnight in Vietnam). */
export function shopDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - SHOP_OFFSET_MS);
}

export interface ReportRange {
  from: string;
  to: string;
}

/**
 * The range a request means: `to` defaults to today, `from` to the 29 days before `to`. Returns the
 * Vietnamese message of the first problem instead when the range is not acceptable.
 */
export function resolveReportRange(
  q: { from?: string | undefined; to?: string | undefined },
  now: Date = new Date(),
): ReportRange | { error: string; field: 'from' | 'to' } {
  if (q.from !== undefined && !isCalendarDay(q.from)) return { error: REPORT_MESSAGES.from, field: 'from' };
  if (q.to !== undefined && !isCalendarDay(q.to)) return { error: REPORT_MESSAGES.to, field: 'to' };
  const to = q.to ?? (q.from !== undefined ? maxDay(q.from, shopToday(now)) : shopToday(now));
  const from = q.from ?? addDays(to, -(DEFAULT_REPORT_DAYS - 1));
  if (from > to) return { error: REPORT_MESSAGES.order, field: 'from' };
  if (daysBetween(from, to) > MAX_REPORT_DAYS) return { error: REPORT_MESSAGES.tooLong, field: 'to' };
  return { from, to };
}

const maxDay = (a: string, b: string) => (a > b ? a : b);

/**
 * `GET /api/dashboard/reports?from&to` (reports read): calendar days `YYYY-MM-DD` in the shop's time
 * zone, both included; `to` defaults to today, `from` to 29 days before `to`; at most 366 days.
 * Unknown parameters are refused.
 */
export const reportsQuery = z
  .strictObject(
    {
      from: z.string({ error: REPORT_MESSAGES.from }).optional(),
      to: z.string({ error: REPORT_MESSAGES.to }).optional(),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? REPORT_MESSAGES.unknown : undefined) },
  )
  .superRefine((q, ctx) => {
    const range = resolveReportRange(q);
    if ('error' in range) ctx.addIssue({ code: 'custom', message: range.error, path: [range.field] });
  });

const day = z.string().regex(DAY);
const money = z.number();

/**
 * One shop day: completed orders placed that day, the money refunded that day (returns, issue 27 §3)
 * and the revenue net of those refunds (the completed orders' amounts less the refunds; 0 when none).
 */
const reportDaySchema = z.object({ date: day, orders: z.number().int(), revenue: money, refunds: money });

export const reportsResponse = z.object({
  from: day,
  to: day,
  /** Every day of the range in order, completed orders only (an order counts on the day it was placed). */
  days: z.array(reportDaySchema),
  /** Completed orders of the range, their revenue net of refunds and the refunds (the sums of `days`). */
  totals: z.object({ orders: z.number().int(), revenue: money, refunds: money }),
  /** Orders placed in the range by their current status; every status, 0 when none. */
  byStatus: z.array(z.object({ status: z.enum(ORDER_STATUSES), orders: z.number().int() })),
  /** Products by revenue of completed orders in the range (price × quantity of their lines), at most 10. */
  topProducts: z.array(
    z.object({
      /** null when the product has been deleted since (its name is the one on the orders). */
      productId: z.number().int().nullable(),
      name: z.string(),
      quantity: z.number().int(),
      revenue: money,
    }),
  ),
});
export type Reports = z.infer<typeof reportsResponse>;

/** What a new shop still has to do (the dashboard's getting-started checklist), read from the data. */
const setupChecklistSchema = z.object({
  /** The shop's name, phone and address are filled in (Cửa Hàng). */
  shopDetails: z.boolean(),
  brand: z.boolean(),
  product: z.boolean(),
  images: z.boolean(),
  order: z.boolean(),
});
export type SetupChecklist = z.infer<typeof setupChecklistSchema>;

/** A tracked variant at or below `inventory.lowStockThreshold` pieces. */
const lowStockItemSchema = z.object({
  productId: z.number().int(),
  productName: z.string(),
  variantId: z.number().int(),
  variantName: z.string(),
  stock: z.number().int(),
});
export type LowStockItem = z.infer<typeof lowStockItemSchema>;

/**
 * `GET /api/dashboard` (dashboard read): the figures of the shop today. Each right shows only what it
 * covers: the order figures, the recent orders and their customers are null without orders read; the
 * revenue is null without reports read (admin only by default).
 */
export const dashboardResponse = z.object({
  products: z.number().int(),
  inStock: z.number().int(),
  /** Orders placed (orders read; else null). */
  orders: z.number().int().nullable(),
  /** Revenue of completed orders (reports read; else null). */
  revenue: z.number().nullable(),
  ordersThisMonth: z.number().int().nullable(),
  ordersLastMonth: z.number().int().nullable(),
  /** Percent change of this month's orders over last month's; null when last month had none (or without orders read). */
  trend: z.number().nullable(),
  /** The latest orders with their customers (orders read; else null). */
  recentOrders: z.array(orderSchema).nullable(),
  /** Orders waiting for staff (also the menu badge of Đơn Hàng; orders read, else null). */
  pendingOrders: z.number().int().nullable(),
  lowStock: z.array(lowStockItemSchema),
  /** The getting-started checklist; the dashboard shows it instead of the figures while there is no product. */
  setup: setupChecklistSchema,
});
export type Dashboard = z.infer<typeof dashboardResponse>;
