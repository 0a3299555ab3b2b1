import { auditResourceLabel } from '@shop/core/audit-text';
import type { Action } from '@shop/core/permissions';

/** Column titles of the three flags. */
export const ACTION_LABELS: Record<Action, string> = {
  read: 'Xem',
  change: 'Thay đổi',
  delete: 'Xóa',
};

/** Vietnamese names of the back-office resources (permission editor rows): the audit log's dictionary. */
export function resourceLabel(name: string): string {
  return auditResourceLabel(name);
}
