import { useQuery } from '@tanstack/react-query';
import { roleLabel } from '@shop/core/permissions';
import { usePermissions } from '../../auth/use-permissions';
import { rightsListQueryOptions, rolesQueryOptions } from '../../api/roles';
import { NoAccess } from '../components/no-access';
import { RoleBadge } from '../components/role-badge';
import { LoadError } from '../components/load-error';
import { LoadingState } from '../layout/screen-state';
import { LOAD_PERMISSION_DATA_FAILED, LOAD_RIGHTS_FAILED } from '../permissions/permission-editor';
import { PermissionTable } from '../permissions/permission-table';

/** Quyền (/admin/rights): the whole matrix, one permission table per role, rows edited one by one. */
export function RightsPage() {
  const { can, isLoading } = usePermissions();
  if (isLoading) return <LoadingState />;
  if (!can('rights', 'read')) return <NoAccess what="quyền" />;
  return <RightsMatrix canEdit={can('rights', 'change')} />;
}

function RightsMatrix({ canEdit }: { canEdit: boolean }) {
  const roles = useQuery(rolesQueryOptions());
  const rights = useQuery(rightsListQueryOptions());

  if (roles.isPending || rights.isPending) return <LoadingState label="Đang tải quyền..." />;
  if (roles.isError) {
    return <LoadError message={LOAD_PERMISSION_DATA_FAILED} query={roles} />;
  }
  if (rights.isError) {
    return <LoadError message={LOAD_RIGHTS_FAILED} query={rights} />;
  }

  return (
    <div className="space-y-4">
      <p className="text-sm text-stone-600">
        Mỗi vai trò có quyền Xem, Thay đổi và Xóa trên từng tài nguyên.
        {canEdit ? ' Bấm Sửa trên một dòng, bật hoặc tắt quyền rồi bấm Lưu.' : ' Bạn chỉ có quyền xem bảng này.'}
      </p>
      {roles.data.length === 0 ? (
        <p className="rounded-2xl bg-white p-8 text-center text-sm text-stone-600 ring-1 ring-stone-200">
          Chưa có vai trò nào.
        </p>
      ) : (
        <div className="grid gap-6 2xl:grid-cols-2">
          {roles.data.map((role) => (
            <section
              key={role.id}
              aria-labelledby={`rights-role-${role.id}`}
              className="rounded-2xl bg-white p-3 shadow-sm ring-1 ring-stone-200 sm:p-6"
            >
              <div className="mb-4 flex flex-wrap items-center gap-2">
                <h2 id={`rights-role-${role.id}`} className="text-lg font-semibold text-ink">
                  Vai trò {roleLabel(role.name)}
                </h2>
                <RoleBadge roleId={role.id} name={role.name} />
                {role.userCount !== undefined && (
                  <span className="text-sm text-stone-600">· {role.userCount} người dùng</span>
                )}
              </div>
              <PermissionTable
                roleId={role.id}
                roleName={roleLabel(role.name)}
                rights={rights.data}
                canEdit={canEdit}
              />
            </section>
          ))}
        </div>
      )}
    </div>
  );
}
