import { useQuery } from '@tanstack/react-query';
import { usePermissions } from '../../auth/use-permissions';
import { rightsListQueryOptions } from '../../api/roles';
import { LoadError } from '../components/load-error';
import { LoadingState } from '../layout/screen-state';
import { PermissionTable } from './permission-table';

export const LOAD_RIGHTS_FAILED = 'Không thể tải quyền';
export const LOAD_PERMISSION_DATA_FAILED = 'Không thể tải dữ liệu quyền';

/** One role's permission table, loaded from GET /api/rights; rows editable with the rights change right. */
export function PermissionEditor({ roleId, roleName }: { roleId: number; roleName: string }) {
  const { can } = usePermissions();
  const rights = useQuery(rightsListQueryOptions());
  if (rights.isPending) return <LoadingState label="Đang tải quyền..." />;
  if (rights.isError) {
    return <LoadError message={LOAD_RIGHTS_FAILED} query={rights} />;
  }
  return <PermissionTable roleId={roleId} roleName={roleName} rights={rights.data} canEdit={can('rights', 'change')} />;
}
