import { Bell, CreditCard, Globe, Home, Images, Palette, Phone, Users } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { usePermissions } from '../../auth/use-permissions';
import { NoAccess } from '../components/no-access';
import { TabList, tabId, tabPanelId, type TabItem } from '../components/tab-list';
import { LoadingState } from '../layout/screen-state';
import { NotificationsTab } from '../messages/notifications-tab';
import { UsersManager } from '../users/users-manager';
import { ApiStatusBadge } from './api-status';
import { CheckoutTab } from './checkout-tab';
import { ContactTab } from './contact-tab';
import { FeaturedImagesTab } from './featured-images-tab';
import { HomepageTab } from './homepage-tab';
import { SystemTab } from './system-tab';
import { ThemeTab } from './theme-tab';

const TABS = [
  'users',
  'theme',
  'homepage',
  'featured-images',
  'contact',
  'checkout',
  'notifications',
  'system',
] as const;
type SettingsTab = (typeof TABS)[number];

const ICON = 'size-4';
const ITEMS: TabItem<SettingsTab>[] = [
  { id: 'users', label: 'Người dùng', icon: <Users className={ICON} aria-hidden="true" /> },
  { id: 'theme', label: 'Giao diện', icon: <Palette className={ICON} aria-hidden="true" /> },
  { id: 'homepage', label: 'Trang chủ', icon: <Home className={ICON} aria-hidden="true" /> },
  { id: 'featured-images', label: 'Ảnh nổi bật', icon: <Images className={ICON} aria-hidden="true" /> },
  { id: 'contact', label: 'Liên hệ', icon: <Phone className={ICON} aria-hidden="true" /> },
  { id: 'checkout', label: 'Thanh Toán & Giao Hàng', icon: <CreditCard className={ICON} aria-hidden="true" /> },
  { id: 'notifications', label: 'Thông báo', icon: <Bell className={ICON} aria-hidden="true" /> },
  { id: 'system', label: 'Hệ thống', icon: <Globe className={ICON} aria-hidden="true" /> },
];

const PREFIX = 'settings';

/** Cài Đặt (/admin/settings): API status and eight tabs, Người dùng first. */
export function SettingsPage() {
  const { can, isLoading } = usePermissions();
  if (isLoading) return <LoadingState />;
  if (!can('settings', 'read')) return <NoAccess what="cài đặt" />;
  return <SettingsScreen />;
}

function SettingsScreen() {
  const { can } = usePermissions();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab') as SettingsTab | null;
  const tab: SettingsTab = asked && TABS.includes(asked) ? asked : 'users';
  const canChange = can('settings', 'change');
  const select = (id: SettingsTab) =>
    setParams(
      (p) => {
        if (id === 'users') p.delete('tab');
        else p.set('tab', id);
        return p;
      },
      { replace: true },
    );

  return (
    <div className="space-y-5">
      <div className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:flex-row sm:items-center sm:justify-between sm:p-5">
        <div>
          <h2 className="text-lg font-semibold text-ink">Cài đặt cửa hàng</h2>
          <p className="text-sm text-stone-600">
            Người dùng, giao diện, trang chủ, liên hệ, thanh toán, giao hàng, thông báo và tiền tệ.
          </p>
        </div>
        <ApiStatusBadge />
      </div>

      <TabList label="Các mục cài đặt" items={ITEMS} value={tab} onChange={select} idPrefix={PREFIX} />

      <div
        role="tabpanel"
        id={tabPanelId(PREFIX, tab)}
        aria-labelledby={tabId(PREFIX, tab)}
        tabIndex={0}
        className="outline-none"
      >
        {tab === 'users' && (can('users', 'read') ? <UsersManager /> : <NoAccess what="người dùng" />)}
        {tab === 'theme' && <ThemeTab canChange={canChange} />}
        {tab === 'homepage' && <HomepageTab canChange={canChange} />}
        {tab === 'featured-images' && <FeaturedImagesTab canChange={canChange} />}
        {tab === 'contact' && <ContactTab canChange={canChange} />}
        {tab === 'checkout' && <CheckoutTab />}
        {tab === 'notifications' && <NotificationsTab />}
        {tab === 'system' && <SystemTab canChange={canChange} />}
      </div>
    </div>
  );
}
