import { AUDIT_REDACTED, type AuditAction } from '@shop/core/schemas/audit';
import { resourceLabel } from '../permissions/resource-labels';

/** What each action of the audit log reads as on the Nhật Ký screen. */
const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  create: 'Tạo mới',
  update: 'Sửa',
  delete: 'Xóa',
  status: 'Đổi trạng thái',
  login: 'Đăng nhập',
  'login-failed': 'Đăng nhập thất bại',
  logout: 'Đăng xuất',
  'password-reset': 'Đổi mật khẩu',
  'rights-change': 'Đổi quyền',
  'settings-change': 'Đổi cài đặt',
  import: 'Nhập dữ liệu',
};

const EXTRA_RESOURCES: Record<string, string> = { 'sub-brands': 'Dòng sản phẩm', auth: 'Đăng nhập' };

export function auditActionLabel(action: string): string {
  return (AUDIT_ACTION_LABELS as Record<string, string | undefined>)[action] ?? action;
}

export function auditResourceLabel(resource: string): string {
  return EXTRA_RESOURCES[resource] ?? resourceLabel(resource);
}

/** A before or after value as the diff shows it. */
export function auditValue(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (value === AUDIT_REDACTED) return '(đã đổi, không lưu giá trị)';
  if (typeof value === 'boolean') return value ? 'Có' : 'Không';
  if (typeof value === 'string') return value === '' ? '(trống)' : value;
  if (typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

/**
 * The link to a record's history on the Nhật Ký screen ("Lịch sử thay đổi" of a product, an order,
 * a user).
 */
export function auditHistoryPath(resource: string, id: number | string): string {
  return `/admin/audit?${new URLSearchParams({ resource, record: String(id) }).toString()}`;
}
