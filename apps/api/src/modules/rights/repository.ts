import { ADMIN_ROLE_ID, RESOURCES, type Permission } from '@shop/core/permissions';
import type { Right, Role } from '@shop/core/schemas/role';
import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rights, roles, users } from '../../db/schema/index.ts';
import { permissionsOf } from '../auth/repository.ts';

export function rolesRepository(db: Db) {
  return {
    async list(): Promise<Role[]> {
      const rows = await db
        .select({ id: roles.id, name: roles.name, userCount: count(users.id) })
        .from(roles)
        .leftJoin(users, eq(users.roleId, roles.id))
        .groupBy(roles.id)
        .orderBy(asc(roles.id));
      return rows;
    },
    async find(id: number): Promise<Role | undefined> {
      const [row] = await db.select({ id: roles.id, name: roles.name }).from(roles).where(eq(roles.id, id));
      return row;
    },
    async exists(id: number): Promise<boolean> {
      return Boolean(await this.find(id));
    },
    async permissions(roleId: number): Promise<Record<string, Permission>> {
      const rows = await db.select().from(rights).where(eq(rights.roleId, roleId));
      const granted = permissionsOf(roleId, rows);
      const map: Record<string, Permission> = {};
      for (const r of RESOURCES) map[r] = granted[r] ?? { read: false, change: false, delete: false };
      for (const [name, p] of Object.entries(granted)) if (p) map[name] ??= p;
      return map;
    },
    async rights(): Promise<Right[]> {
      return db.select().from(rights).orderBy(asc(rights.roleId), asc(rights.id));
    },
    async findRight(id: number): Promise<Right | undefined> {
      const [row] = await db.select().from(rights).where(eq(rights.id, id));
      return row;
    },
    async updateRight(id: number, patch: Partial<Pick<Right, 'isRead' | 'isChange' | 'isDelete'>>): Promise<Right | undefined> {
      const [row] = await db.update(rights).set(patch).where(eq(rights.id, id)).returning();
      return row;
    },
  };
}
export type RolesRepository = ReturnType<typeof rolesRepository>;
export { ADMIN_ROLE_ID };
