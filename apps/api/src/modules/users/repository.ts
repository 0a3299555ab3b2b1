import { USER_MESSAGES, type User } from '@shop/core/schemas/user';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { refreshTokens, users } from '../../db/schema/index.ts';
import { ADMIN_ROLE_ID, can, canManageRole } from '@shop/core/permissions';
import { foldUsername, USERNAME_FOLD } from '@shop/core/text';
import { actingUserIn, lockAccessControl, rolePermissionsIn } from '../rights/repository.ts';

type UserRow = typeof users.$inferSelect;

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    roleId: row.roleId,
    isActive: row.isActive,
    mustChangePassword: row.mustChangePassword,
    twoFactorEnabled: row.twoFactorEnabledAt !== null,
    lastLoginAt: row.lastLoginAt ? row.lastLoginAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export interface NewUser {
  username: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  roleId: number;
  isActive: boolean;
}

/** Locks the active admins and tells how many there are besides `exceptId` (inside a transaction). */
async function lockOtherActiveAdmins(tx: Tx, exceptId: number): Promise<number> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.roleId, ADMIN_ROLE_ID), eq(users.isActive, true)))
    .for('update');
  return rows.filter((r) => r.id !== exceptId).length;
}

const isActiveAdmin = (row: Pick<UserRow, 'roleId' | 'isActive'>) => row.roleId === ADMIN_ROLE_ID && row.isActive;

async function revokeAll(tx: Tx, userId: number): Promise<void> {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), sql`${refreshTokens.revokedAt} is null`));
}

export function usersRepository(db: Db) {
  return {
    async list(): Promise<User[]> {
      const rows = await db.select().from(users).orderBy(asc(users.id));
      return rows.map(toUser);
    },
    async findById(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },
    /**
     * The user whose username folds (`foldUsername`) to the same form as `username`: the comparison
     * the sign-in throttle keys on. The `lower()` condition only lets the unique index find the row.
     */
    async findByUsername(username: string): Promise<UserRow | undefined> {
      const folded = foldUsername(username);
      const [row] = await db
        .select()
        .from(users)
        .where(
          and(
            sql`lower(${users.username}) = lower(${folded})`,
            sql`translate(${users.username}, ${USERNAME_FOLD.from}, ${USERNAME_FOLD.to}) = ${folded}`,
          ),
        );
      return row;
    },
    async create(user: NewUser): Promise<User> {
      const [row] = await db.insert(users).values(user).returning();
      return toUser(row!);
    },
    /** The back office's user creation: checked like an edit (see authorizeUserChange), then 409 for a taken username. */
    async createGuarded(actorId: number, user: NewUser): Promise<User> {
      return db.transaction(async (tx) => {
        await authorizeUserChange(tx, { actorId, next: user });
        const [taken] = await tx
          .select({ id: users.id })
          .from(users)
          .where(sql`lower(${users.username}) = lower(${user.username})`);
        if (taken) throw conflict(USER_MESSAGES.usernameTaken);
        const [row] = await tx.insert(users).values(user).returning();
        return toUser(row!);
      });
    },
    async update(id: number, patch: Partial<NewUser>): Promise<User | undefined> {
      const [row] = await db.update(users).set(patch).where(eq(users.id, id)).returning();
      return row && toUser(row);
    },
    async remove(id: number): Promise<boolean> {
      const rows = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
      return rows.length > 0;
    },
    /**
     * The back office's user edit, in one transaction: first who may make it (authorizeUserChange),
     * then 404 for an unknown user, 409 for a username taken by someone else or when the change would
     * leave no active admin. A new password, another role or a change of the active flag ends all the
     * user's sessions: their refresh tokens are revoked and their access tokens refused from the next
     * request (`tokensValidAfter`).
     */
    async updateGuarded(
      id: number,
      patch: Omit<NewUser, 'passwordHash'> & { passwordHash?: string },
      actorId: number,
    ): Promise<User> {
      return db.transaction(async (tx) => {
        await authorizeUserChange(tx, { actorId, targetId: id, next: patch });
        const [current] = await tx.select().from(users).where(eq(users.id, id)).for('update');
        if (!current) throw notFound(USER_MESSAGES.notFound);
        const [taken] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(sql`lower(${users.username}) = lower(${patch.username})`, ne(users.id, id)));
        if (taken) throw conflict(USER_MESSAGES.usernameTaken);
        const staysActiveAdmin = patch.roleId === ADMIN_ROLE_ID && patch.isActive;
        if (isActiveAdmin(current) && !staysActiveAdmin && (await lockOtherActiveAdmins(tx, id)) === 0) {
          throw conflict(USER_MESSAGES.lastAdmin);
        }
        const endsSessions =
          patch.passwordHash !== undefined ||
          patch.roleId !== current.roleId ||
          patch.isActive !== current.isActive ||
          !patch.isActive;
        const [row] = await tx
          .update(users)
          .set({
            ...patch,
            ...(endsSessions ? { tokensValidAfter: new Date() } : {}),
            // A password set here fits the rules (the route checked it).
            ...(patch.passwordHash !== undefined ? { mustChangePassword: false } : {}),
          })
          .where(eq(users.id, id))
          .returning();
        if (endsSessions) await revokeAll(tx, id);
        return toUser(row!);
      });
    },
    /**
     * Deletes a user (403 unless authorizeUserChange allows it; 404 unknown; 409 for the last active
     * admin); their refresh tokens go with them.
     */
    async removeGuarded(id: number, actorId: number): Promise<void> {
      await db.transaction(async (tx) => {
        await authorizeUserChange(tx, { actorId, targetId: id });
        const [current] = await tx.select().from(users).where(eq(users.id, id)).for('update');
        if (!current) throw notFound(USER_MESSAGES.notFound);
        if (isActiveAdmin(current) && (await lockOtherActiveAdmins(tx, id)) === 0)
          throw conflict(USER_MESSAGES.lastAdmin);
        await revokeAll(tx, id);
        await tx.delete(users).where(eq(users.id, id));
      });
    },
    /** A sign-in: when it was, and whether the password it used still fits the rules. */
    async touchLogin(id: number, mustChangePassword: boolean): Promise<void> {
      await db.update(users).set({ lastLoginAt: new Date(), mustChangePassword }).where(eq(users.id, id));
    },
    /**
     * The user's own new password: every other session ends (refresh tokens other than those of
     * `keepFamily` revoked, every access token refused from now on).
     */
    async changeOwnPassword(id: number, passwordHash: string, keepFamily: string | null): Promise<User> {
      const [row] = await db
        .update(users)
        .set({ passwordHash, mustChangePassword: false, tokensValidAfter: new Date() })
        .where(eq(users.id, id))
        .returning();
      await db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(refreshTokens.userId, id),
            sql`${refreshTokens.revokedAt} is null`,
            keepFamily === null ? undefined : ne(refreshTokens.familyId, keepFamily),
          ),
        );
      return toUser(row!);
    },
    /** Active admins other than `exceptId` (the last active admin cannot be removed). */
    async otherActiveAdmins(exceptId: number): Promise<number> {
      const [r] = await db
        .select({ n: count() })
        .from(users)
        .where(and(eq(users.roleId, ADMIN_ROLE_ID), eq(users.isActive, true), ne(users.id, exceptId)));
      return r?.n ?? 0;
    },
  };
}

interface UserChange {
  /** The signed-in user making the change. */
  actorId: number;
  /** The user edited or deleted; none when creating one. */
  targetId?: number;
  /** The role and active flag asked for; none when deleting. */
  next?: { roleId: number; isActive: boolean };
}

/**
 * Who may create, edit or delete a user, checked inside the caller's transaction before its write
 * (the access-control lock is taken first, then the acting user and the roles' rights are read as
 * they are now, so a concurrent rights change cannot slip between the check and the write):
 * - the acting user needs the users change right (delete for deleting), 403;
 * - only an admin may touch an admin's account or give anyone the admin role, 403;
 * - another user may be edited or deleted only when their role has no right the actor lacks, and a
 *   role may be given only when it has no right the actor lacks, 403;
 * - nobody deactivates (400) or changes the role of (403; 409 for the last active admin) their own
 *   account; deleting oneself is refused by the route (400).
 */
async function authorizeUserChange(tx: Tx, { actorId, targetId, next }: UserChange): Promise<void> {
  await lockAccessControl(tx);
  const actor = await actingUserIn(tx, actorId);
  const removing = next === undefined;
  if (!can(actor.permissions, 'users', removing ? 'delete' : 'change')) {
    throw forbidden(removing ? USER_MESSAGES.noUsersDelete : USER_MESSAGES.noUsersChange);
  }
  let target: Pick<UserRow, 'id' | 'roleId' | 'isActive'> | undefined;
  if (targetId !== undefined) {
    [target] = await tx
      .select({ id: users.id, roleId: users.roleId, isActive: users.isActive })
      .from(users)
      .where(eq(users.id, targetId))
      .for('update');
    if (!target) throw notFound(USER_MESSAGES.notFound);
  }
  const self = target?.id === actor.id;
  if (target && !self) {
    if (target.roleId === ADMIN_ROLE_ID && actor.roleId !== ADMIN_ROLE_ID) throw forbidden(USER_MESSAGES.adminOnly);
    if (!canManageRole(actor, target.roleId, (await rolePermissionsIn(tx, target.roleId)) ?? {})) {
      throw forbidden(USER_MESSAGES.userNotManageable);
    }
  }
  if (!next) return;
  if (self && !next.isActive) throw badRequest(USER_MESSAGES.cannotDeactivateSelf);
  if (next.roleId === target?.roleId) return;
  if (self && target) {
    if (isActiveAdmin(target) && (await lockOtherActiveAdmins(tx, target.id)) === 0)
      throw conflict(USER_MESSAGES.lastAdmin);
    throw forbidden(USER_MESSAGES.cannotChangeOwnRole);
  }
  if (next.roleId === ADMIN_ROLE_ID && actor.roleId !== ADMIN_ROLE_ID) throw forbidden(USER_MESSAGES.adminRoleOnly);
  const assigned = await rolePermissionsIn(tx, next.roleId);
  if (!assigned) throw badRequest(USER_MESSAGES.roleNotFound);
  if (!canManageRole(actor, next.roleId, assigned)) throw forbidden(USER_MESSAGES.roleNotAssignable);
}
