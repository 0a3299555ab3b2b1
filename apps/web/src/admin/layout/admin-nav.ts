import type { Resource } from '@shop/core/permissions';
import {
  FileText,
  FileLock,
  History,
  Image,
  KeyRound,
  LayoutDashboard,
  MessageSquare,
  Package,
  RotateCcw,
  Settings,
  ShieldAlert,
  ShieldCheck,
  ShoppingCart,
  Store,
  UserRound,
  Users,
  Watch,
  Wrench,
  type LucideIcon,
} from 'lucide-react';

export interface AdminNavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Shown only when the role has some right on one of these; omitted: always shown. */
  anyOf?: readonly Resource[];
  /** Entries of the collapsible "Tổng Quan" group (orders, shop, dashboard): always shown. */
  group?: 'overview';
  /** A count shown beside the label: the orders waiting for staff. */
  badge?: 'pendingOrders';
}

/** The back office menu; each screen added later gets its entry here (label = header title). */
export const ADMIN_NAV: readonly AdminNavItem[] = [
  { to: '/admin', label: 'Bảng Điều Khiển', icon: LayoutDashboard, group: 'overview' },
  { to: '/admin/orders', label: 'Đơn Hàng', icon: ShoppingCart, group: 'overview', badge: 'pendingOrders' },
  { to: '/admin/shop', label: 'Cửa Hàng', icon: Store, group: 'overview' },
  { to: '/admin/products', label: 'Sản Phẩm', icon: Package, anyOf: ['products', 'categories', 'brands', 'sizes'] },
  { to: '/admin/pieces', label: 'Kho Đồng Hồ', icon: Watch, anyOf: ['pieces'] },
  { to: '/admin/services', label: 'Sửa Chữa & Bảo Hành', icon: Wrench, anyOf: ['services'] },
  { to: '/admin/returns', label: 'Đổi Trả', icon: RotateCcw, anyOf: ['returns'] },
  { to: '/admin/invoices', label: 'Hóa Đơn VAT', icon: FileText, anyOf: ['orders'] },
  { to: '/admin/customers', label: 'Khách Hàng', icon: UserRound, anyOf: ['orders'] },
  { to: '/admin/messages', label: 'Tin Nhắn', icon: MessageSquare, anyOf: ['messages'] },
  { to: '/admin/users', label: 'Người Dùng', icon: Users, anyOf: ['users'] },
  { to: '/admin/images', label: 'Ảnh', icon: Image, anyOf: ['images'] },
  { to: '/admin/settings', label: 'Cài Đặt', icon: Settings, anyOf: ['settings'] },
  { to: '/admin/roles', label: 'Vai Trò', icon: ShieldCheck, anyOf: ['roles'] },
  { to: '/admin/rights', label: 'Quyền', icon: KeyRound, anyOf: ['rights'] },
  { to: '/admin/audit', label: 'Nhật Ký', icon: History, anyOf: ['audit'] },
  { to: '/admin/privacy', label: 'Yêu Cầu Dữ Liệu', icon: FileLock, anyOf: ['privacy'] },
  { to: '/admin/incidents', label: 'Sự Cố Dữ Liệu', icon: ShieldAlert, anyOf: ['incidents'] },
];

/** Label of the collapsible group of orders, shop and dashboard ("Tổng Quan": they are real screens, not a demo). */
export const OVERVIEW_GROUP_LABEL = 'Tổng Quan';

const DEFAULT_LABEL = 'Bảng Điều Khiển';

/** Whether a menu entry is shown: overview entries always, the others with some right on one of their resources. */
export function isNavItemVisible(item: AdminNavItem, hasAny: (resource: Resource) => boolean): boolean {
  return !item.anyOf || item.anyOf.some(hasAny);
}

/** Header label of a back office path: the menu entry with the longest matching path. */
export function adminPageLabel(pathname: string): string {
  const path = pathname.replace(/\/+$/, '') || '/';
  let best: AdminNavItem | undefined;
  for (const item of ADMIN_NAV) {
    const matches = path === item.to || path.startsWith(`${item.to}/`);
    if (matches && (!best || item.to.length > best.to.length)) best = item;
  }
  return best?.label ?? DEFAULT_LABEL;
}
