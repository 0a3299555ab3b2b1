import { usePermissions } from '../../auth/use-permissions';
import { NoAccess } from '../components/no-access';
import { LoadingState } from '../layout/screen-state';
import { UsersManager } from './users-manager';

/** Người Dùng (/admin/users): user management, gated on the users read right. */
export function UsersPage() {
  const { can, isLoading } = usePermissions();
  if (isLoading) return <LoadingState />;
  if (!can('users', 'read')) return <NoAccess what="người dùng" />;
  return <UsersManager />;
}
