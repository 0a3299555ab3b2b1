/**
 * The Nhật Ký screen's words come from the one dictionary in `@shop/core/audit-text` (the server writes
 * each entry's record name and changes with it); this file adds the screen's own links.
 */
export { auditActionLabel, auditResourceLabel } from '@shop/core/audit-text';

/**
 * The link to a record's history on the Nhật Ký screen ("Lịch sử thay đổi" of a product, an order,
 * a user).
 */
export function auditHistoryPath(resource: string, id: number | string): string {
  return `/admin/audit?${new URLSearchParams({ resource, record: String(id) }).toString()}`;
}
