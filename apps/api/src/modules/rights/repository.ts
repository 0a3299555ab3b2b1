import {
  ACTIONS,
  ADMIN_ROLE_ID,
  RESOURCES,
  can,
  canManageRole,
  canToggleRight,
  isBuiltInRole,
  roleLabel,
  roleNameTaken,
  type Action,
  type Actor,
  type Permission,
  type PermissionMap,
} from '@shop/core/permissions';
import { AUTH_MESSAGES } from '@shop/core/schemas/auth';
import {
  RIGHTS_MESSAGES,
  roleInUseMessage,
  type Right,
  type Role,
  type UpdateRightBody,
} from '@shop/core/schemas/role';
import { foldText } from '@shop/core/text';
import { asc, count, eq, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { rights, roles, users } from '../../db/schema/index.ts';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../../lib/errors.ts';
import { permissionsOf } from '../auth/repository.ts';

const FLAG = { read: 'isRead', change: 'isChange', delete: 'isDelete' } as const;

const roleColumns = { id: roles.id, name: roles.name, description: roles.description };

/** A role row as the API answers it (`builtIn` for the four roles of the first start). */
function toRole<T extends { name: string }>(row: T): T & { builtIn: boolean } {
  return { ...row, builtIn: isBuiltInRole(row.name) };
}

/** What a role write takes: name and description, trimmed. */
export interface RoleInput {
  name: string;
  description: string;
}

/** The 409 of a name another role has (compared folded, also against the built-in Vietnamese names). */
const roleNameTakenError = () =>
  conflict(RIGHTS_MESSAGES.roleNameTaken, [{ field: 'name', message: RIGHTS_MESSAGES.roleNameTaken }]);

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
        .select({ ...roleColumns, userCount: count(users.id) })
        .from(roles)
        .leftJoin(users, eq(users.roleId, roles.id))
        .groupBy(roles.id)
        .orderBy(asc(roles.id));
      return rows.map(toRole);
    },
    async find(id: number): Promise<Role | undefined> {
      const [row] = await db.select(roleColumns).from(roles).where(eq(roles.id, id));
      return row && toRole(row);
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
        db.select(roleColumns).from(roles).orderBy(asc(roles.id)),
        db.select().from(rights),
      ]);
      const of = (roleId: number) => rows.filter((r) => r.roleId === roleId);
      return all.map((role) => ({ ...toRole(role), permissions: permissionsOf(role.id, of(role.id)) }));
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
    /**
     * A new role, with a rights row per resource, all off (nothing is granted, so anyone with the
     * roles change right may make one). 409 when another role has the name, compared folded.
     */
    async createRole(actorId: number, input: RoleInput): Promise<Role> {
      return db.transaction(async (tx) => {
        await rolesActor(tx, actorId, 'change');
        await refuseTakenName(tx, input.name);
        const [row] = await tx.insert(roles).values(input).returning(roleColumns);
        await tx.insert(rights).values(RESOURCES.map((name) => ({ roleId: row!.id, name })));
        return { ...toRole(row!), userCount: 0 };
      });
    },
    /**
     * Renames a role or rewords its description. A built-in role keeps its name (400 for another;
     * its key or its Vietnamese name is no change); only a role whose every right the caller holds
     * may be changed (403; the admin role by admins only). Answers the role before and after.
     */
    async updateRole(actorId: number, id: number, input: RoleInput): Promise<{ before: Role; after: Role }> {
      return db.transaction(async (tx) => {
        const actor = await rolesActor(tx, actorId, 'change');
        const before = await manageableRole(tx, actor, id);
        let name = input.name;
        if (before.builtIn) {
          const same = [before.name, roleLabel(before.name)].some((n) => foldText(n) === foldText(input.name));
          if (!same)
            throw badRequest(RIGHTS_MESSAGES.builtInRename, [
              { field: 'name', message: RIGHTS_MESSAGES.builtInRename },
            ]);
          name = before.name;
        } else {
          await refuseTakenName(tx, name, id);
        }
        const [row] = await tx
          .update(roles)
          .set({ name, description: input.description })
          .where(eq(roles.id, id))
          .returning(roleColumns);
        return { before, after: toRole(row!) };
      });
    },
    /**
     * Deletes a role the owner made, with its rights: 409 for a built-in role and for a role that
     * users hold (their usernames in the message and in `details.usernames`). Answers the role deleted.
     */
    async deleteRole(actorId: number, id: number): Promise<Role> {
      return db.transaction(async (tx) => {
        const actor = await rolesActor(tx, actorId, 'delete');
        const [found] = await tx.select(roleColumns).from(roles).where(eq(roles.id, id));
        if (!found) throw notFound(RIGHTS_MESSAGES.roleNotFound);
        if (isBuiltInRole(found.name)) throw conflict(RIGHTS_MESSAGES.builtInDelete);
        const role = await manageableRole(tx, actor, id);
        const holders = await tx
          .select({ username: users.username })
          .from(users)
          .where(eq(users.roleId, id))
          .orderBy(asc(users.username));
        if (holders.length > 0) {
          const usernames = holders.map((u) => u.username);
          throw conflict(roleInUseMessage(role.name, usernames), { usernames });
        }
        await tx.delete(roles).where(eq(roles.id, id));
        return role;
      });
    },
  };
}

/** The acting user of a role write, under the access-control lock, re-checked for the roles right. */
async function rolesActor(tx: Tx, actorId: number, action: Action): Promise<ActingUser> {
  await lockAccessControl(tx);
  const actor = await actingUserIn(tx, actorId);
  if (!can(actor.permissions, 'roles', action)) throw forbidden(AUTH_MESSAGES.forbidden);
  return actor;
}

/** The role, locked; 404 when unknown, 403 unless the actor holds every right it has (admins only for admin). */
async function manageableRole(tx: Tx, actor: ActingUser, id: number): Promise<Role> {
  const [row] = await tx.select(roleColumns).from(roles).where(eq(roles.id, id)).for('update');
  if (!row) throw notFound(RIGHTS_MESSAGES.roleNotFound);
  const permissions = (await rolePermissionsIn(tx, id)) ?? {};
  if (!canManageRole(actor, id, permissions)) throw forbidden(RIGHTS_MESSAGES.roleNotManageable);
  return toRole(row);
}

/** 409 when another role (not `exceptId`) has the name, compared folded and against the built-in Vietnamese names. */
async function refuseTakenName(tx: Tx, name: string, exceptId?: number): Promise<void> {
  const others = await tx
    .select({ name: roles.name })
    .from(roles)
    .where(exceptId === undefined ? undefined : ne(roles.id, exceptId));
  const taken = roleNameTaken(
    name,
    others.map((r) => r.name),
  );
  if (taken) throw roleNameTakenError();
}
