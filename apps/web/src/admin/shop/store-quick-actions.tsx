import { ExternalLink, LayoutDashboard, Package, Settings, ShoppingCart } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LinkSection } from '../components/link-section';

const itemClass =
  'flex items-center gap-3 rounded-xl bg-white px-4 py-3 text-sm font-semibold text-ink shadow-sm ring-1 ring-stone-200 transition hover:ring-primary';

function Item({ to, icon, children }: { to: string; icon: ReactNode; children: ReactNode }) {
  return (
    <li>
      <Link to={to} className={itemClass}>
        <span className="text-primary-ink">{icon}</span>
        {children}
      </Link>
    </li>
  );
}

/** Quick actions of the store screen, each linking to the matching screen. */
export function StoreQuickActions() {
  const icon = 'size-5';
  return (
    <LinkSection titleId="store-quick-actions" title="Thao tác nhanh" heading="h3" className="xl:grid-cols-5">
      <Item to="/admin/products" icon={<Package className={icon} aria-hidden="true" />}>
        Quản lý sản phẩm
      </Item>
      <Item to="/admin/orders" icon={<ShoppingCart className={icon} aria-hidden="true" />}>
        Xem đơn hàng
      </Item>
      <Item to="/admin" icon={<LayoutDashboard className={icon} aria-hidden="true" />}>
        Bảng điều khiển
      </Item>
      <Item to="/admin/settings" icon={<Settings className={icon} aria-hidden="true" />}>
        Cài đặt
      </Item>
      <li>
        <a href="/" target="_blank" rel="noopener" className={itemClass}>
          <span className="text-primary-ink">
            <ExternalLink className={icon} aria-hidden="true" />
          </span>
          Xem trang cửa hàng<span className="sr-only"> (mở trong thẻ mới)</span>
        </a>
      </li>
    </LinkSection>
  );
}
