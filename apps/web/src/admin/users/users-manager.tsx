import { ROLE_NAMES } from '@shop/core/permissions';
import { USER_MESSAGES, type User } from '@shop/core/schemas/user';
import { useQuery } from '@tanstack/react-query';
import { KeyRound, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../api/client';
import { usePermissions } from '../../auth/use-permissions';
import { rolesQueryOptions } from '../../api/roles';
import { useResetTwoFactor } from '../../api/two-factor';
import { manageableRolesQueryOptions, usersQueryOptions, useUserMutations } from '../../api/users';
import { isAdminRole } from '../../lib/roles';
import { useAuthStore } from '../../auth/auth-store';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { isForbidden, NO_PERMISSION_TITLE, noPermissionMessage, serverMessage } from '../components/no-permission';
import { useAlert } from '../components/use-alert';
import { LoadError } from '../components/load-error';
import { SearchField } from '../components/search-field';
import { LoadingState } from '../layout/screen-state';
import { PermissionModal } from '../permissions/permission-modal';
import { UserFormModal, type RoleOption, type UserFormResult } from './user-form-modal';
import { filterUsers } from './user-search';
import { UsersTable } from './users-table';

const USER_MESSAGES_UI = {
  loadFailed: 'Không thể tải danh sách user',
  saveFailed: 'Thao tác thất bại',
  deleteFailed: 'Không thể xóa user',
  created: 'Đã tạo người dùng',
  updated: 'Đã cập nhật người dùng',
  deleted: 'Đã xóa người dùng',
} as const;

/** The four roles created on first start (ids in ROLE_NAMES order), for when the roles list cannot be read. */
const FALLBACK_ROLES: RoleOption[] = ROLE_NAMES.map((name, i) => ({ id: i + 1, name }));
const VIEWER_ROLE_ID = 3;

type Editing = { user: User | null } | null;

/** Refusals of the rules on accounts (last admin, one's own account): shown in the error dialog, not a toast. */
const ACCOUNT_REFUSALS: readonly string[] = [
  USER_MESSAGES.lastAdmin,
  USER_MESSAGES.cannotDeactivateSelf,
  USER_MESSAGES.cannotDeleteSelf,
];

/**
 * User management: search, table, add / edit modal, delete with confirmation, and the
 * Quản Lý Phân Quyền modal. Used by /admin/users and the settings screen's Người dùng tab.
 */
export function UsersManager() {
  const { can } = usePermissions();
  const me = useAuthStore((s) => s.user);
  const setMe = useAuthStore((s) => s.setUser);
  const users = useQuery(usersQueryOptions());
  const roles = useQuery({ ...rolesQueryOptions(), enabled: can('roles', 'read') });
  const { create, update, remove } = useUserMutations();
  const { showAlert, showFailure, alertDialog } = useAlert();
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<User | null>(null);
  const [resetting, setResetting] = useState<User | null>(null);
  const resetTwoFactor = useResetTwoFactor();
  const [permissionsOpen, setPermissionsOpen] = useState(false);

  const canChange = can('users', 'change');
  const canDelete = can('users', 'delete');
  // Only roles whose every right the signed-in user holds may be given, and only their users managed
  // (the server enforces the same rule). Until that list is known, the server alone decides.
  const manageable = useQuery({ ...manageableRolesQueryOptions(), enabled: canChange || canDelete });
  const manageableIds = manageable.data && new Set(manageable.data.map((r) => r.id));
  const mayManage = (user: User) => !manageableIds || manageableIds.has(user.roleId);
  const roleOptions: RoleOption[] = manageable.data ?? (roles.data?.length ? roles.data : FALLBACK_ROLES);
  const defaultRoleId = roleOptions.some((r) => r.id === VIEWER_ROLE_ID)
    ? VIEWER_ROLE_ID
    : (roleOptions.at(-1)?.id ?? 1);

  async function save(result: UserFormResult) {
    try {
      if (result.mode === 'create') {
        await create.mutateAsync(result.body);
        toast.success(USER_MESSAGES_UI.created);
      } else {
        const saved = await update.mutateAsync({ id: result.id, body: result.body });
        if (saved.id === me?.id) setMe(saved);
        toast.success(USER_MESSAGES_UI.updated);
      }
      setEditing(null);
    } catch (error) {
      const reason = serverMessage(error);
      if (isForbidden(error)) {
        showAlert({
          type: 'error',
          title: NO_PERMISSION_TITLE,
          message: reason ?? noPermissionMessage(result.mode === 'create' ? 'thêm' : 'sửa', 'người dùng'),
        });
      } else if (reason && ACCOUNT_REFUSALS.includes(reason)) {
        showAlert({ type: 'error', message: reason });
      } else {
        toast.error(errorMessage(error, USER_MESSAGES_UI.saveFailed));
      }
      throw error;
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(USER_MESSAGES_UI.deleted);
    } catch (error) {
      showFailure(error, {
        fallback: USER_MESSAGES_UI.deleteFailed,
        forbidden: noPermissionMessage('xóa', 'người dùng'),
        forbiddenText: 'server',
        serverText: 'append',
      });
    } finally {
      setDeleting(null);
    }
  }

  async function confirmReset() {
    if (!resetting) return;
    try {
      await resetTwoFactor.mutateAsync(resetting.id);
      toast.success(`Đã đặt lại đăng nhập hai bước của ${resetting.username}`);
    } catch (error) {
      showFailure(error, {
        fallback: 'Không thể đặt lại đăng nhập hai bước',
        forbidden: noPermissionMessage('đặt lại đăng nhập hai bước của người khác'),
        forbiddenText: 'server',
        serverText: 'append',
      });
    } finally {
      setResetting(null);
    }
  }

  const shown = users.data ? filterUsers(users.data, query) : [];

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchField
          label="Tìm kiếm người dùng"
          placeholder="Tìm theo tên đăng nhập, email, họ hoặc tên..."
          value={query}
          onChange={setQuery}
          className="min-w-0 flex-1"
        />
        <div className="flex flex-wrap gap-2">
          {can('rights', 'read') && can('roles', 'read') && (
            <Button variant="secondary" onClick={() => setPermissionsOpen(true)}>
              <KeyRound className="size-4" aria-hidden="true" />
              Quản Lý Phân Quyền
            </Button>
          )}
          {canChange && (
            <Button onClick={() => setEditing({ user: null })}>
              <UserPlus className="size-4" aria-hidden="true" />
              Thêm Người Dùng
            </Button>
          )}
        </div>
      </div>

      {users.isPending ? (
        <LoadingState label="Đang tải danh sách người dùng..." />
      ) : users.isError ? (
        <LoadError message={USER_MESSAGES_UI.loadFailed} query={users} />
      ) : (
        <>
          <p className="text-sm text-stone-600" aria-live="polite">
            {query.trim() ? `${shown.length} / ${users.data.length} người dùng` : `${users.data.length} người dùng`}
          </p>
          {shown.length === 0 ? (
            <p className="rounded-2xl bg-white px-4 py-10 text-center text-sm text-stone-600 ring-1 ring-stone-200">
              {users.data.length === 0 ? 'Chưa có người dùng nào.' : 'Không tìm thấy người dùng phù hợp.'}
            </p>
          ) : (
            <UsersTable
              users={shown}
              roleNames={new Map([...(roles.data ?? []), ...(manageable.data ?? [])].map((r) => [r.id, r.name]))}
              canEdit={(user) => canChange && mayManage(user)}
              canDelete={(user) => canDelete && user.id !== me?.id && mayManage(user)}
              onEdit={(user) => setEditing({ user })}
              onDelete={setDeleting}
              // Only an admin resets another user's second step (the server checks it too).
              onResetTwoFactor={
                isAdminRole(me?.roleId) ? (user) => user.id !== me?.id && setResetting(user) : undefined
              }
            />
          )}
        </>
      )}

      <UserFormModal
        open={editing !== null}
        user={editing?.user ?? null}
        roles={roleOptions}
        defaultRoleId={defaultRoleId}
        self={editing?.user != null && editing.user.id === me?.id}
        onClose={() => setEditing(null)}
        onSubmit={save}
      />
      <ConfirmDialog
        open={deleting !== null}
        type="danger"
        onClose={() => setDeleting(null)}
        onConfirm={confirmDelete}
        message={
          <>
            Bạn có chắc muốn xóa người dùng <strong>{deleting?.username}</strong>? Hành động này không thể hoàn tác.
          </>
        }
      />
      <ConfirmDialog
        open={resetting !== null}
        type="warning"
        title="Đặt lại đăng nhập hai bước"
        confirmText="Đặt lại"
        onClose={() => setResetting(null)}
        onConfirm={confirmReset}
        message={
          <>
            Tắt đăng nhập hai bước của <strong>{resetting?.username}</strong> (ví dụ khi họ mất điện thoại)? Họ sẽ đăng
            nhập chỉ bằng mật khẩu cho đến khi tự bật lại. Việc này được ghi vào nhật ký.
          </>
        }
      />
      <PermissionModal open={permissionsOpen} onClose={() => setPermissionsOpen(false)} />
      {alertDialog}
    </div>
  );
}
