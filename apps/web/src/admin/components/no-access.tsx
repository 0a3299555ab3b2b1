import { NoPermissionPanel } from './no-permission-panel';

/** The message of the Không có quyền panel: noAccessMessage('đơn hàng') → "Bạn không có quyền xem đơn hàng. …". */
function noAccessMessage(what?: string): string {
  return `Bạn không có quyền xem ${what ?? 'trang này'}. Vui lòng liên hệ quản trị viên để được cấp quyền.`;
}

/** In place of a back-office screen the signed-in role may not read: "Không có quyền". */
export function NoAccess({ what }: { what?: string }) {
  return <NoPermissionPanel message={noAccessMessage(what)} />;
}
