import { useQuery } from '@tanstack/react-query';
import { roleLabel } from '@shop/core/permissions';
import type { Role } from '@shop/core/schemas/role';
import { ChevronRight, Pencil, Plus, Trash2, Users } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { usePermissions } from '../../auth/use-permissions';
import { rolesQueryOptions, useRoleMutations } from '../../api/roles';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { cn } from '../../lib/cn';
import { NoAccess } from '../components/no-access';
import { noPermissionMessage } from '../components/no-permission';
import { useAlert } from '../components/use-alert';
import { RoleBadge } from '../components/role-badge';
import { LoadError } from '../components/load-error';
import { LoadingState } from '../layout/screen-state';
import { LOAD_PERMISSION_DATA_FAILED, PermissionEditor } from '../permissions/permission-editor';
import { RoleFormModal } from './role-form-modal';

/**
 * Vai Trò (/admin/roles): the roles with their user counts; one opens its permission editor. With
 * the roles rights, Thêm Vai Trò, Sửa (name and description; a built-in role's description only) and
 * Xóa (a role the owner made that nobody holds; otherwise the server's reason).
 */
export function RolesPage() {
  const { can, isLoading } = usePermissions();
  if (isLoading) return <LoadingState />;
  if (!can('roles', 'read')) return <NoAccess what="vai trò" />;
  return (
    <RolesScreen
      canReadRights={can('rights', 'read')}
      canChange={can('roles', 'change')}
      canDelete={can('roles', 'delete')}
    />
  );
}

type Editing = { role?: Role } | null;

function RolesScreen({
  canReadRights,
  canChange,
  canDelete,
}: {
  canReadRights: boolean;
  canChange: boolean;
  canDelete: boolean;
}) {
  const roles = useQuery(rolesQueryOptions());
  const [params, setParams] = useSearchParams();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Role | null>(null);
  const { remove } = useRoleMutations();
  const { showFailure, alertDialog } = useAlert();

  if (roles.isPending) return <LoadingState label="Đang tải vai trò..." />;
  if (roles.isError) {
    return <LoadError message={LOAD_PERMISSION_DATA_FAILED} query={roles} />;
  }
  const selectedId = Number(params.get('role'));
  const selected = roles.data.find((r) => r.id === selectedId) ?? roles.data[0];
  const open = (id: number) => setParams((p) => (p.set('role', String(id)), p), { replace: true });

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success('Đã xóa vai trò');
      if (deleting.id === selected?.id) setParams((p) => (p.delete('role'), p), { replace: true });
    } catch (error) {
      // A role users hold: the server names them (409).
      showFailure(error, {
        fallback: 'Không thể xóa vai trò',
        forbidden: noPermissionMessage('xóa', 'vai trò'),
        forbiddenText: 'server',
      });
    } finally {
      setDeleting(null);
    }
  };

  return (
    <div className="space-y-4">
      <div className="grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)] lg:items-start">
        <section
          aria-labelledby="roles-list-title"
          className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200"
        >
          <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
            <h2 id="roles-list-title" className="text-base font-semibold text-ink">
              Danh sách vai trò
            </h2>
            {canChange && (
              <Button size="sm" onClick={() => setEditing({})}>
                <Plus className="size-4" aria-hidden="true" />
                Thêm Vai Trò
              </Button>
            )}
          </div>
          {roles.data.length === 0 ? (
            <p className="py-6 text-center text-sm text-stone-600">Chưa có vai trò nào.</p>
          ) : (
            <ul className="space-y-2">
              {roles.data.map((role) => {
                const current = role.id === selected?.id;
                return (
                  <li key={role.id}>
                    <button
                      type="button"
                      onClick={() => open(role.id)}
                      aria-current={current ? 'true' : undefined}
                      className={cn(
                        'flex w-full items-center gap-3 rounded-xl px-3 py-3 text-left ring-1 transition-colors',
                        current ? 'bg-primary-soft ring-primary' : 'bg-white ring-stone-200 hover:bg-stone-50',
                      )}
                    >
                      <span className="min-w-0 flex-1">
                        <span className="block truncate font-semibold text-ink">{roleLabel(role.name)}</span>
                        {role.description && (
                          <span className="mt-0.5 block truncate text-sm text-stone-600">{role.description}</span>
                        )}
                        <span className="mt-0.5 flex items-center gap-1 text-sm text-stone-600">
                          <Users className="size-3.5" aria-hidden="true" />
                          {role.userCount ?? 0} người dùng
                        </span>
                      </span>
                      <ChevronRight className="size-4 shrink-0 text-stone-400" aria-hidden="true" />
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </section>

        {selected && (
          <section
            aria-labelledby="role-editor-title"
            className="rounded-2xl bg-white p-3 shadow-sm ring-1 ring-stone-200 sm:p-6"
          >
            <div className="mb-4 flex flex-wrap items-center gap-2">
              <h2 id="role-editor-title" className="text-lg font-semibold text-ink">
                Phân quyền vai trò {roleLabel(selected.name)}
              </h2>
              <RoleBadge roleId={selected.id} name={selected.name} />
              <span className="ml-auto flex gap-2">
                {canChange && (
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`Sửa vai trò ${roleLabel(selected.name)}`}
                    onClick={() => setEditing({ role: selected })}
                  >
                    <Pencil className="size-4" aria-hidden="true" />
                    Sửa
                  </Button>
                )}
                {canDelete && !selected.builtIn && (
                  <Button
                    variant="danger"
                    size="sm"
                    aria-label={`Xóa vai trò ${roleLabel(selected.name)}`}
                    onClick={() => setDeleting(selected)}
                  >
                    <Trash2 className="size-4" aria-hidden="true" />
                    Xóa
                  </Button>
                )}
              </span>
            </div>
            {selected.description && <p className="mb-4 text-sm text-stone-600">{selected.description}</p>}
            {canReadRights ? (
              <PermissionEditor roleId={selected.id} roleName={roleLabel(selected.name)} />
            ) : (
              <p role="alert" className="rounded-lg bg-stone-50 p-4 text-sm text-stone-700 ring-1 ring-stone-200">
                {noPermissionMessage('xem', 'quyền')}
              </p>
            )}
          </section>
        )}
      </div>

      {editing && (
        <RoleFormModal role={editing.role} onClose={() => setEditing(null)} onSaved={(role) => open(role.id)} />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={confirmDelete}
        type="danger"
        message={`Bạn có chắc muốn xóa vai trò "${deleting ? roleLabel(deleting.name) : ''}"? Hành động này không thể hoàn tác.`}
      />
      {alertDialog}
    </div>
  );
}
