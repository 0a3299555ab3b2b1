import {
  ACTIONS,
  ADMIN_ROLE_ID,
  RESOURCES,
  can,
  canToggleRight,
  type Actor,
  type Permission,
  type PermissionMap,
} from '@shop/core/permissions';
import { AUTH_MESSAGES } from '@shop/core/schemas/auth';
import { RIGHTS_MESSAGES, type Right, type Role, type UpdateRightBody } from '@shop/core/schemas/role';
import { asc, count, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { rights, roles, users } from '../../db/schema/index.ts';
import { badRequest, forbidden, notFound, unauthorized } from '../../lib/errors.ts';
import { permissionsOf } from '../auth/repository.ts';

const FLAG = { read: 'isRead', change: 'isChange', delete: 'isDelete' } as const;

/**
 * Every change to users, roles' rights or who holds which role takes this lock first (the admin
 * role's row), so such changes run one at a time: the rights a check reads cannot change before
 * the checked write commits. Taken before any user or right row is locked, so it cannot deadlock.
 */
export async function lockAccessControl(tx: Tx | Db): Promise<void> {
  await tx.select({ id: roles.id }).from(roles).where(eq(roles.id, ADMIN_ROLE_ID)).for('no key update');
}

/** A role's rights as the access check sees them (the admin role holds all); undefined for an unknown role. */
export async function rolePermissionsIn(tx: Tx | Db, roleId: number): Promise<PermissionMap | undefined> {
  const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.id, roleId));
  if (!role) return undefined;
  return permissionsOf(roleId, await tx.select().from(rights).where(eq(rights.roleId, roleId)));
}

export interface ActingUser extends Actor {
  id: number;
}

/**
 * The acting user as the database holds them now, inside the caller's transaction: a user deleted or
 * deactivated since the request was let in is refused (401), like the access hook does.
 */
export async function actingUserIn(tx: Tx, userId: number): Promise<ActingUser> {
  const [row] = await tx
    .select({ roleId: users.roleId, isActive: users.isActive })
    .from(users)
    .where(eq(users.id, userId));
  if (!row?.isActive) throw unauthorized(AUTH_MESSAGES.invalidToken);
  return { id: userId, roleId: row.roleId, permissions: (await rolePermissionsIn(tx, row.roleId)) ?? {} };
}

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
    /** Every role with the rights the access check gives it. */
    async rolesWithPermissions(): Promise<(Role & { permissions: PermissionMap })[]> {
      const [all, rows] = await Promise.all([
        db.select({ id: roles.id, name: roles.name }).from(roles).orderBy(asc(roles.id)),
        db.select().from(rights),
      ]);
      const of = (roleId: number) => rows.filter((r) => r.roleId === roleId);
      return all.map((role) => ({ ...role, permissions: permissionsOf(role.id, of(role.id)) }));
    },
    async right(id: number): Promise<Right | undefined> {
      const [row] = await db.select().from(rights).where(eq(rights.id, id));
      return row;
    },
    async rights(): Promise<Right[]> {
      return db.select().from(rights).orderBy(asc(rights.roleId), asc(rights.id));
    },
    /**
     * The rights editor's save, checked and written in one transaction: 404 for an unknown right;
     * only admins touch the admin role's rights (403), and even they cannot switch one off (400);
     * anyone else may switch a flag on or off only when they hold it themselves (403, the flags in
     * `details`). Flags sent with their current value are not a change and need no right.
     */
    async updateRightGuarded(actorId: number, id: number, patch: UpdateRightBody): Promise<Right> {
      return db.transaction(async (tx) => {
        await lockAccessControl(tx);
        const actor = await actingUserIn(tx, actorId);
        if (!can(actor.permissions, 'rights', 'change')) throw forbidden(RIGHTS_MESSAGES.noRightsChange);
        const [right] = await tx.select().from(rights).where(eq(rights.id, id)).for('update');
        if (!right) throw notFound(RIGHTS_MESSAGES.notFound);
        if (right.roleId === ADMIN_ROLE_ID) {
          if (actor.roleId !== ADMIN_ROLE_ID) throw forbidden(RIGHTS_MESSAGES.adminRoleOnly);
          if (Object.values(patch).some((v) => v === false)) throw badRequest(RIGHTS_MESSAGES.adminKeepsAll);
        }
        const switched = ACTIONS.filter((a) => patch[FLAG[a]] !== undefined && patch[FLAG[a]] !== right[FLAG[a]]);
        const notHeld = switched.filter((a) => !canToggleRight(actor, right.roleId, right.name, a));
        if (notHeld.length > 0) {
          throw forbidden(
            RIGHTS_MESSAGES.notHeld,
            notHeld.map((action) => ({ resource: right.name, action })),
          );
        }
        const [row] = await tx.update(rights).set(patch).where(eq(rights.id, id)).returning();
        return row!;
      });
    },
  };
}
