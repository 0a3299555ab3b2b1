import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { usePermissions } from '../../auth/use-permissions';
import { LinkSection } from '../components/link-section';
import { ADMIN_NAV, isNavItemVisible } from '../layout/admin-nav';

const LINKS = [
  { to: '/admin/products', description: 'Sản phẩm, thương hiệu, danh mục, kích thước' },
  { to: '/admin/orders', description: 'Xem và xử lý đơn hàng' },
  { to: '/admin/shop', description: 'Thông tin, giờ mở cửa, dịch vụ' },
  { to: '/admin/settings', description: 'Giao diện, trang chủ, liên hệ, tiền tệ' },
] as const;

/** Quick links to products, orders, shop and settings; each shown when its menu entry is. */
export function QuickLinks() {
  const { hasAny } = usePermissions();
  const links = LINKS.flatMap((link) => {
    const item = ADMIN_NAV.find((entry) => entry.to === link.to);
    return item && isNavItemVisible(item, hasAny) ? [{ ...link, item }] : [];
  });
  return (
    <LinkSection titleId="quick-links-title" title="Truy cập nhanh" className="xl:grid-cols-4">
      {links.map(({ to, description, item: { label, icon: Icon } }) => (
        <li key={to}>
          <Link
            to={to}
            className="group flex h-full items-center gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 transition hover:ring-primary"
          >
            <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary-ink">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <span className="min-w-0 flex-1">
              <span className="block text-sm font-semibold text-ink">{label}</span>
              <span className="block text-xs text-stone-600">{description}</span>
            </span>
            <ArrowRight
              className="size-4 text-stone-400 transition group-hover:translate-x-0.5 group-hover:text-primary-ink"
              aria-hidden="true"
            />
          </Link>
        </li>
      ))}
    </LinkSection>
  );
}
