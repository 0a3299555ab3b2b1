/**
 * The one date formatter of the shop: day, month and four-digit year in the shop's time zone
 * (Asia/Ho_Chi_Minh), `dd/MM/yyyy` and `dd/MM/yyyy HH:mm` (24-hour clock) in the back office,
 * `HH:mm dd/MM/yyyy` on the storefront's order pages, whatever the browser's locale or zone. Every
 * screen that shows a date uses these (docs/product/back-office.md#dates-and-money).
 */
const SHOP_TIME_ZONE = 'Asia/Ho_Chi_Minh';

const parts = new Intl.DateTimeFormat('vi-VN', {
  timeZone: SHOP_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function fields(value: string | Date): Record<string, string> | null {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return Object.fromEntries(parts.formatToParts(date).map((p) => [p.type, p.value]));
}

/** `2025-01-31T03:00:00Z` → `31/01/2025`; an invalid date → ''. */
export function formatDate(value: string | Date): string {
  const f = fields(value);
  return f ? `${f.day}/${f.month}/${f.year}` : '';
}

/** `2025-01-31T03:00:00Z` → `31/01/2025 10:00` (the shop's time); an invalid date → ''. */
export function formatDateTime(value: string | Date): string {
  const f = fields(value);
  return f ? `${f.day}/${f.month}/${f.year} ${f.hour}:${f.minute}` : '';
}

/** `2025-01-31T03:00:00Z` → `10:00 31/01/2025` (the time first, as the storefront shows an order's times); an invalid date → ''. */
export function formatTimeDate(value: string | Date): string {
  const f = fields(value);
  return f ? `${f.hour}:${f.minute} ${f.day}/${f.month}/${f.year}` : '';
}
