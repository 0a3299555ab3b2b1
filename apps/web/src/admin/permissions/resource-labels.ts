import type { Action, Resource } from '@shop/core/permissions';

/** Vietnamese names of the back-office resources (permission editor rows). */
const RESOURCE_LABELS: Record<Resource, string> = {
  products: 'Sản phẩm',
  categories: 'Danh mục',
  brands: 'Thương hiệu',
  sizes: 'Kích thước',
  images: 'Ảnh',
  orders: 'Đơn hàng',
  settings: 'Cài đặt',
  roles: 'Vai trò',
  rights: 'Quyền',
  users: 'Người dùng',
  dashboard: 'Bảng điều khiển',
  shop: 'Cửa hàng',
  audit: 'Nhật ký',
};

/** Column titles of the three flags. */
export const ACTION_LABELS: Record<Action, string> = {
  read: 'Xem',
  change: 'Thay đổi',
  delete: 'Xóa',
};

export function resourceLabel(name: string): string {
  return (RESOURCE_LABELS as Record<string, string | undefined>)[name] ?? name;
}
