import type { User } from '@shop/core/schemas/user';
import { mockFetch, type MockAnswer, type MockRequest } from '../../test/fetch-mock';
import { ALL, renderScreen, rights } from '../components/test-render';
import { SettingsPage } from './settings-page';

/** Test helper (not used by the app): the settings as GET /api/settings answers them. */
const SETTINGS: Record<string, string> = {
  'themeColor.id': 'honeyed',
  'currency.code': 'VND',
  'currency.symbol': '₫',
  'currency.name': 'Việt Nam Đồng',
  'homepage.bannerAndSlogan': JSON.stringify({
    bannerImage: '/uploads/banner.webp',
    sloganPath1: 'Vẻ Đẹp',
    sloganPath2: 'Vượt Thời Gian',
  }),
  'homepane.featuredimages': JSON.stringify([
    { id: 21, path: '/uploads/b.webp', filename: 'b.png', order: 1 },
    { id: 20, path: '/uploads/a.webp', filename: 'a.png', order: 0 },
    { id: 22, path: '/uploads/c.webp', filename: 'c.png', order: 2 },
  ]),
  'contact.address.address': '123 Đồng Khởi',
  'contact.phone.number': '0901 234 567',
  'contact.phone.description': 'Hotline',
  'contact.messenger.link': 'https://m.me/shop',
  'contact.facebook.name': 'Shop',
  'contact.facebook.link': 'https://facebook.com/shop',
  'contact.zalo.name': 'Shop Zalo',
  'contact.zalo.link': 'https://zalo.me/0901234567',
};

type Route = MockAnswer | ((r: MockRequest) => MockAnswer | Promise<MockAnswer>);

/** Renders the settings screen on `tab` for `as` (an admin by default), with the settings above and a working POST. */
export function renderSettings(tab?: string, routes: Record<string, Route> = {}, as?: User) {
  const stored = { ...SETTINGS };
  const api = mockFetch({
    'GET /api/rights/role-permissions/1': rights({ settings: ALL, users: ALL, roles: ALL, rights: ALL, images: ALL }),
    'GET /api/health': { body: { status: 'ok', database: 'pglite' } },
    'GET /api/settings': () => ({ body: stored }),
    'POST /api/settings': ({ body }) => {
      const { key, value, description } = body as { key: string; value: string; description: string | null };
      stored[key] = value;
      return { body: { key, value, description } };
    },
    'GET /api/users': { body: [] },
    'GET /api/roles': { body: [] },
    ...routes,
  });
  const view = renderScreen(<SettingsPage />, {
    path: tab ? `/admin/settings?tab=${tab}` : '/admin/settings',
    ...(as ? { user: as } : {}),
  });
  return { api, stored, ...view };
}

/** The values posted to /api/settings, by key. */
export function posted(api: ReturnType<typeof mockFetch>): Record<string, string> {
  return Object.fromEntries(
    api.to('POST /api/settings').map((r) => [(r.body as { key: string }).key, (r.body as { value: string }).value]),
  );
}
