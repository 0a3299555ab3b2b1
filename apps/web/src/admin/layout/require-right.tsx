import type { Action, Resource } from '@shop/core/permissions';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { rightsKeys } from '../../api/rights';
import { usePermissions } from '../../auth/use-permissions';
import { LoadError } from '../components/load-error';
import { NoAccess } from '../components/no-access';
import { LoadingState } from './screen-state';

interface RequireRightProps {
  resource: Resource;
  action?: Action;
  /** Named in the Không có quyền panel, e.g. "đơn hàng". */
  what?: string;
  children: ReactNode;
}

/** Shows a screen only when the role has the right on it; else the Không có quyền panel. */
export function RequireRight({ resource, action = 'read', what, children }: RequireRightProps) {
  const { can, isLoading, isError } = usePermissions();
  const queryClient = useQueryClient();
  if (isLoading) return <LoadingState label="Đang kiểm tra quyền..." />;
  if (isError) {
    return (
      <LoadError
        message="Không thể tải quyền"
        query={{ refetch: () => queryClient.refetchQueries({ queryKey: rightsKeys.all }), isFetching: false }}
      />
    );
  }
  if (!can(resource, action)) return <NoAccess what={what} />;
  return children;
}
