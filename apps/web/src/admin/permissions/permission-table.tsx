import { ACTIONS, ADMIN_ROLE_ID, canToggleRight, type Action } from '@shop/core/permissions';
import type { Right } from '@shop/core/schemas/role';
import { ShieldCheck } from 'lucide-react';
import { useCallback } from 'react';
import { usePermissions } from '../../auth/use-permissions';
import { useAuthStore } from '../../auth/auth-store';
import { PermissionRow } from './permission-row';
import { ACTION_LABELS } from './resource-labels';
import { isLockedRole, rowsForRole } from './role-rights';

const ADMIN_LOCK_NOTE =
  'Vai trò quản trị (admin) luôn giữ toàn bộ quyền để hệ thống không bị khóa: các quyền được hiển thị nhưng không thể tắt.';

export const OWN_RIGHTS_NOTE = 'Bạn chỉ có thể bật hoặc tắt những quyền mà chính bạn có.';

export interface PermissionTableProps {
  roleId: number;
  roleName: string;
  /** The whole rights list (GET /api/rights); the table takes this role's rows. */
  rights: readonly Right[];
  canEdit: boolean;
}

/** One role's resources with their read / change / delete flags, each row edited on its own. */
export function PermissionTable({ roleId, roleName, rights, canEdit }: PermissionTableProps) {
  const locked = isLockedRole(roleId);
  const rows = rowsForRole(rights, roleId);
  // The signed-in user may switch only flags they hold themselves (the server enforces the same rule).
  const myRoleId = useAuthStore((s) => s.user?.roleId ?? 0);
  const { permissions } = usePermissions();
  const canToggle = useCallback(
    (resource: string, action: Action) =>
      canToggleRight({ roleId: myRoleId, permissions: permissions ?? {} }, roleId, resource, action),
    [myRoleId, permissions, roleId],
  );
  const limited = canEdit && !locked && myRoleId !== ADMIN_ROLE_ID;
  return (
    <div>
      {locked && (
        <p className="mb-3 flex items-start gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
          <ShieldCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {ADMIN_LOCK_NOTE}
        </p>
      )}
      {limited && <p className="mb-3 text-sm text-stone-600">{OWN_RIGHTS_NOTE}</p>}
      <div className="overflow-x-auto rounded-xl ring-1 ring-stone-200">
        <table className="w-full min-w-[18rem] border-collapse text-sm">
          <caption className="sr-only">Quyền của vai trò {roleName}</caption>
          <thead className="bg-stone-50 text-xs font-semibold uppercase tracking-wide text-stone-600">
            <tr>
              <th scope="col" className="py-2.5 pl-3 pr-1 text-left sm:pl-4 sm:pr-2">
                Tài nguyên
              </th>
              {ACTIONS.map((action) => (
                <th key={action} scope="col" className="w-12 px-0.5 py-2.5 text-center sm:w-20">
                  {ACTION_LABELS[action]}
                </th>
              ))}
              <th scope="col" className="py-2.5 pl-1 pr-3 text-right sm:pr-4">
                <span className="sr-only">Thao tác</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {rows.map((row) => (
              <PermissionRow
                key={`${roleId}:${row.resource}`}
                row={row}
                locked={locked}
                canEdit={canEdit}
                canToggle={canToggle}
              />
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
