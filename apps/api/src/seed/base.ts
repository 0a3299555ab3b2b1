import { randomBytes } from 'node:crypto';
import { RESOURCES, ROLE_DESCRIPTIONS, ROLE_NAMES, defaultRights } from '@shop/core/permissions';
import { gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { DEFAULT_SETTINGS } from '../db/default-settings.ts';
import { rights, roles, settings, users } from '../db/schema/index.ts';
import { hashPassword } from '../lib/passwords.ts';
import { seedPolicies } from './policies.ts';

export interface BaseSeedOptions {
  adminUsername?: string;
  adminPassword?: string;
  /** Where the generated admin password is told (once). */
  announce?: (message: string) => void;
}

/**
 * First start of an empty database: roles, rights, the first admin and default settings.
 * Idempotent: existing rows are left as they are.
 */
export async function seedBase(db: Db, opts: BaseSeedOptions = {}): Promise<void> {
  await seedRolesAndSettings(db);
  await seedFirstAdmin(db, opts);
}

/** Roles, their rights and the default settings (what the build's template database holds too). Idempotent. */
export async function seedRolesAndSettings(db: Db): Promise<void> {
  // Roles keep fixed ids (admin is 1).
  await db
    .insert(roles)
    .values(ROLE_NAMES.map((name, i) => ({ id: i + 1, name, description: ROLE_DESCRIPTIONS[name] })))
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
  // Roles the owner made get a row, all off, for each resource a newer version added.
  const made = await db.select({ id: roles.id }).from(roles).where(gt(roles.id, ROLE_NAMES.length));
  if (made.length > 0) {
    await db
      .insert(rights)
      .values(made.flatMap(({ id }) => RESOURCES.map((name) => ({ roleId: id, name }))))
      .onConflictDoNothing();
  }

  await db
    .insert(settings)
    .values(Object.entries(DEFAULT_SETTINGS).map(([key, s]) => ({ key, ...s })))
    .onConflictDoNothing();
  await seedPolicies(db);
}

/** The first admin's account as the seed makes it (but the password). */
export const firstAdminFields = (username: string) => ({
  username,
  email: `${username}@example.com`,
  firstName: 'Quản',
  lastName: 'Trị',
  roleId: 1,
  isActive: true,
});

/** The first admin of a shop that has no user yet (never in the template: each shop makes its own). */
async function seedFirstAdmin(db: Db, opts: BaseSeedOptions = {}): Promise<void> {
  const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  if (n === 0) {
    const username = opts.adminUsername ?? 'admin';
    const generated = !opts.adminPassword;
    const password = opts.adminPassword ?? randomBytes(12).toString('base64url');
    await db.insert(users).values({ ...firstAdminFields(username), passwordHash: await hashPassword(password) });
    if (generated) {
      (opts.announce ?? console.log)(
        `\n  First admin created: username "${username}", password "${password}"\n  (shown once; set ADMIN_PASSWORD to choose it)\n`,
      );
    }
  }
}
