import type { User } from '@shop/core/schemas/user';
import { ShieldOff } from 'lucide-react';
import { usePermissions } from '../../auth/use-permissions';
import { IconButton } from '../../components/ui/icon-button';
import { cn } from '../../lib/cn';
import { AuditHistoryLink } from '../audit/audit-history-link';
import { RoleBadge } from '../components/role-badge';
import { formatLastLogin, fullName } from './user-search';
import { EditDeleteButtons } from '../components/icon-button';
import { DataTable } from '../components/data-table';

const STATUS_LABELS = { active: 'Hoạt động', inactive: 'Ngừng hoạt động' } as const;

export interface UsersTableProps {
  users: readonly User[];
  /** Role id → name, as far as the roles are known (a role the owner made has no built-in name). */
  roleNames?: ReadonlyMap<number, string>;
  /** Whether the signed-in user may edit, or delete, this user (their rights and the user's role). */
  canEdit: (user: User) => boolean;
  canDelete: (user: User) => boolean;
  onEdit: (user: User) => void;
  onDelete: (user: User) => void;
  /** Given to an admin: resets the second step of a user who has one (not the admin's own). */
  onResetTwoFactor?: (user: User) => void;
}

// Below md each row is a card: the header row is hidden and every cell names itself (data-label).
const CELL =
  'px-4 py-1.5 md:py-3 max-md:flex max-md:items-center max-md:justify-between max-md:gap-3 max-md:before:text-xs max-md:before:font-medium max-md:before:text-stone-500 max-md:before:content-[attr(data-label)]';

/** The users table: user, role badge, status, last login, edit and delete. */
export function UsersTable({
  users,
  roleNames,
  canEdit,
  canDelete,
  onEdit,
  onDelete,
  onResetTwoFactor,
}: UsersTableProps) {
  const canReadAudit = usePermissions().can('audit', 'read');
  const actions =
    canReadAudit || onResetTwoFactor !== undefined || users.some((user) => canEdit(user) || canDelete(user));
  return (
    <DataTable
      className="rounded-2xl bg-white shadow-sm ring-1 ring-stone-200"
      tableClassName="w-full text-sm max-md:block"
      caption="Danh sách người dùng"
      headClassName="bg-stone-50 text-left text-xs font-semibold uppercase tracking-wide text-stone-600 max-md:sr-only"
      cellClassName="px-4 py-3"
      columns={[
        'Người dùng',
        'Vai trò',
        'Trạng thái',
        'Đăng nhập lần cuối',
        actions && { label: 'Thao tác', className: 'text-right' },
      ]}
      bodyClassName="divide-y divide-stone-100 max-md:block"
    >
      {users.map((user) => (
        <tr key={user.id} className="max-md:block max-md:py-2">
          <td className="px-4 py-2 md:py-3 max-md:block">
            <p className="font-semibold text-ink">{fullName(user) || user.username}</p>
            <p className="text-stone-600">@{user.username}</p>
            <p className="break-all text-stone-600">{user.email}</p>
          </td>
          <td data-label="Vai trò" className={CELL}>
            <RoleBadge roleId={user.roleId} name={roleNames?.get(user.roleId)} />
          </td>
          <td data-label="Trạng thái" className={CELL}>
            <span
              className={cn(
                'inline-flex rounded-full px-2 py-0.5 text-xs font-semibold',
                user.isActive ? 'bg-emerald-100 text-emerald-800' : 'bg-stone-200 text-stone-700',
              )}
            >
              {user.isActive ? STATUS_LABELS.active : STATUS_LABELS.inactive}
            </span>
          </td>
          <td data-label="Đăng nhập lần cuối" className={cn(CELL, 'text-stone-700')}>
            <span>{formatLastLogin(user.lastLoginAt)}</span>
          </td>
          {actions && (
            <td className="px-4 py-2 md:py-3 max-md:block">
              <div className="flex justify-end gap-1">
                <AuditHistoryLink resource="users" id={user.id} of={`người dùng ${user.username}`} />
                {onResetTwoFactor && user.twoFactorEnabled && (
                  <IconButton
                    label={`Đặt lại đăng nhập hai bước của ${user.username}`}
                    tooltip="Đặt lại đăng nhập hai bước"
                    icon={ShieldOff}
                    onClick={() => onResetTwoFactor(user)}
                    className="rounded-lg p-2 text-amber-700 hover:bg-amber-50"
                  />
                )}
                <EditDeleteButtons
                  of={`người dùng ${user.username}`}
                  onEdit={canEdit(user) ? () => onEdit(user) : undefined}
                  onDelete={canDelete(user) ? () => onDelete(user) : undefined}
                  look="large"
                  tooltips="none"
                />
              </div>
            </td>
          )}
        </tr>
      ))}
    </DataTable>
  );
}
