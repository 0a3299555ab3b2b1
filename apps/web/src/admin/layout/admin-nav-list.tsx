import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ChevronDown, RotateCw } from 'lucide-react';
import { useId, useState } from 'react';
import { NavLink } from 'react-router';
import { orderStatsQueryOptions } from '../../api/orders';
import { rightsKeys } from '../../api/rights';
import { usePermissions } from '../../auth/use-permissions';
import { cn } from '../../lib/cn';
import { ADMIN_NAV, isNavItemVisible, OVERVIEW_GROUP_LABEL, type AdminNavItem } from './admin-nav';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors',
    isActive ? 'bg-primary text-ink' : 'text-stone-300 hover:bg-white/5 hover:text-ivory',
  );

/**
 * The number of pending orders beside Đơn Hàng, for roles that may read orders. Its query lives under
 * the orders' keys, so a status change or a new order (events) refreshes it.
 */
function PendingOrdersBadge() {
  const { can } = usePermissions();
  const stats = useQuery({ ...orderStatsQueryOptions(), enabled: can('orders', 'read'), refetchInterval: 60_000 });
  const pending = stats.data?.pending ?? 0;
  if (!can('orders', 'read') || pending === 0) return null;
  return (
    <span
      className="ml-auto inline-flex min-w-6 items-center justify-center rounded-full bg-red-700 px-1.5 py-0.5 text-xs font-bold text-white"
      title={`${pending} đơn chờ xử lý`}
    >
      <span aria-hidden="true">{pending > 99 ? '99+' : pending}</span>
      <span className="sr-only">, {pending} đơn chờ xử lý</span>
    </span>
  );
}

function NavEntry({ item, onNavigate }: { item: AdminNavItem; onNavigate: () => void }) {
  const { to, label, icon: Icon } = item;
  return (
    <li>
      <NavLink to={to} end={to === '/admin'} onClick={onNavigate} className={linkClass}>
        <Icon className="size-5 shrink-0" aria-hidden="true" />
        {label}
        {item.badge === 'pendingOrders' && <PendingOrdersBadge />}
      </NavLink>
    </li>
  );
}

/**
 * The menu: the collapsible Tổng Quan group (dashboard, orders, shop: always
 * shown), then every other entry the role has at least one right on.
 */
export function AdminNavList({ onNavigate }: { onNavigate: () => void }) {
  const { hasAny, isError } = usePermissions();
  const queryClient = useQueryClient();
  const [overviewOpen, setOverviewOpen] = useState(true);
  const groupId = useId();

  const overview = ADMIN_NAV.filter((item) => item.group === 'overview');
  const others = ADMIN_NAV.filter((item) => item.group !== 'overview' && isNavItemVisible(item, hasAny));

  return (
    <nav aria-label="Quản trị" className="flex-1 overflow-y-auto px-3 pb-4">
      <button
        type="button"
        aria-expanded={overviewOpen}
        aria-controls={groupId}
        onClick={() => setOverviewOpen((open) => !open)}
        className="flex w-full items-center justify-between rounded-lg px-3 py-2 text-xs font-semibold uppercase tracking-wider text-stone-400 hover:bg-white/5 hover:text-ivory"
      >
        {OVERVIEW_GROUP_LABEL}
        <ChevronDown
          className={cn('size-4 transition-transform', overviewOpen ? 'rotate-0' : '-rotate-90')}
          aria-hidden="true"
        />
      </button>
      <ul id={groupId} hidden={!overviewOpen} className="mt-1 space-y-1">
        {overview.map((item) => (
          <NavEntry key={item.to} item={item} onNavigate={onNavigate} />
        ))}
      </ul>

      {others.length > 0 && (
        <>
          <p className="mt-5 px-3 pb-1 text-xs font-semibold uppercase tracking-wider text-stone-400">Quản Lý</p>
          <ul className="space-y-1">
            {others.map((item) => (
              <NavEntry key={item.to} item={item} onNavigate={onNavigate} />
            ))}
          </ul>
        </>
      )}

      {isError && (
        <div role="alert" className="mt-5 rounded-lg bg-white/5 px-3 py-3 text-sm text-stone-300">
          <p>Không thể tải quyền</p>
          <button
            type="button"
            onClick={() => void queryClient.refetchQueries({ queryKey: rightsKeys.all })}
            className="mt-2 inline-flex items-center gap-1.5 font-semibold text-primary hover:underline"
          >
            <RotateCw className="size-4" aria-hidden="true" />
            Thử lại
          </button>
        </div>
      )}
    </nav>
  );
}
