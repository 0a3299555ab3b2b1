import { randomBytes } from 'node:crypto';
import { RESOURCES, ROLE_NAMES, defaultRights } from '@shop/core/permissions';
import { SETTINGS, SETTING_KEYS, type SettingKey } from '@shop/core/schemas/setting';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rights, roles, settings, users } from '../db/schema/index.ts';
import { hashPassword } from '../lib/passwords.ts';

export interface BaseSeedOptions {
  adminUsername?: string;
  adminPassword?: string;
  /** Where the generated admin password is told (once). */
  announce?: (message: string) => void;
}

/** What a first start stores: every declared setting at its default, the shop's contact and store details filled in. */
const FIRST_START_VALUES: Partial<Record<SettingKey, { value: string; description: string }>> = {
  'contact.address.address': {
    value: '123 Đồng Khởi, Phường Bến Nghé, Quận 1, TP. Hồ Chí Minh',
    description: 'Địa chỉ',
  },
  'contact.phone.number': { value: '0901 234 567', description: 'Số điện thoại' },
  'contact.phone.description': { value: 'Hotline tư vấn (8:00 - 22:00)', description: 'Mô tả số điện thoại' },
  'contact.facebook.name': { value: 'Đồng Hồ Sang Trọng', description: 'Tên Facebook' },
  'contact.facebook.link': { value: 'https://facebook.com/donghosangtrong', description: 'Liên kết Facebook' },
  'contact.zalo.name': { value: 'Đồng Hồ Sang Trọng', description: 'Tên Zalo' },
  'contact.zalo.link': { value: 'https://zalo.me/0901234567', description: 'Liên kết Zalo' },
  'contact.messenger.link': { value: 'https://m.me/donghosangtrong', description: 'Liên kết Messenger' },
  'store.name': { value: 'Đồng Hồ Sang Trọng', description: 'Tên cửa hàng' },
  'store.description': {
    value: 'Cửa hàng đồng hồ chính hãng cao cấp tại TP. Hồ Chí Minh.',
    description: 'Mô tả cửa hàng',
  },
  'store.address': {
    value: '123 Đồng Khởi, Phường Bến Nghé, Quận 1, TP. Hồ Chí Minh',
    description: 'Địa chỉ cửa hàng',
  },
  'store.phone': { value: '0901 234 567', description: 'Điện thoại cửa hàng' },
  'store.email': { value: 'lienhe@donghosangtrong.vn', description: 'Email cửa hàng' },
  'store.website': { value: 'https://donghosangtrong.vn', description: 'Website' },
  'store.facebook': { value: 'https://facebook.com/donghosangtrong', description: 'Facebook' },
  'store.instagram': { value: 'https://instagram.com/donghosangtrong', description: 'Instagram' },
  'store.youtube': { value: 'https://youtube.com/@donghosangtrong', description: 'YouTube' },
  'store.openingHours': {
    value: JSON.stringify({ monFri: '9:00-22:00', sat: '9:00-23:00', sun: '10:00-21:00' }),
    description: 'Giờ mở cửa',
  },
  'store.services': {
    value: JSON.stringify(['Bảo hành chính hãng', 'Đánh bóng miễn phí', 'Thay pin, thay dây', 'Giao hàng toàn quốc']),
    description: 'Dịch vụ',
  },
  'store.established': { value: '2015', description: 'Năm thành lập' },
};

export const DEFAULT_SETTINGS: Record<SettingKey, { value: string; description: string }> = Object.fromEntries(
  SETTING_KEYS.map((key) => [
    key,
    FIRST_START_VALUES[key] ?? { value: SETTINGS[key].default, description: SETTINGS[key].description },
  ]),
) as Record<SettingKey, { value: string; description: string }>;

/**
 * First start of an empty database: roles, rights, the first admin and default settings.
 * Idempotent: existing rows are left as they are.
 */
export async function seedBase(db: Db, opts: BaseSeedOptions = {}): Promise<void> {
  // Roles keep fixed ids (admin is 1).
  await db
    .insert(roles)
    .values(ROLE_NAMES.map((name, i) => ({ id: i + 1, name })))
    .onConflictDoNothing();
  await db.execute(sql`select setval(pg_get_serial_sequence('roles', 'id'), greatest((select max(id) from roles), 1))`);
  await db
    .insert(rights)
    .values(
      ROLE_NAMES.flatMap((role, i) =>
        RESOURCES.map((name) => {
          const p = defaultRights(role, name);
          return { roleId: i + 1, name, isRead: p.read, isChange: p.change, isDelete: p.delete };
        }),
      ),
    )
    .onConflictDoNothing();

  await db
    .insert(settings)
    .values(Object.entries(DEFAULT_SETTINGS).map(([key, s]) => ({ key, ...s })))
    .onConflictDoNothing();

  const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  if (n === 0) {
    const username = opts.adminUsername ?? 'admin';
    const generated = !opts.adminPassword;
    const password = opts.adminPassword ?? randomBytes(12).toString('base64url');
    await db.insert(users).values({
      username,
      email: `${username}@example.com`,
      passwordHash: await hashPassword(password),
      firstName: 'Quản',
      lastName: 'Trị',
      roleId: 1,
      isActive: true,
    });
    if (generated) {
      (opts.announce ?? console.log)(
        `\n  First admin created: username "${username}", password "${password}"\n  (shown once; set ADMIN_PASSWORD to choose it)\n`,
      );
    }
  }
}
