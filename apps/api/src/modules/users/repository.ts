import { USER_MESSAGES, type User } from '@shop/core/schemas/user';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { refreshTokens, users } from '../../db/schema/index.ts';
import { ADMIN_ROLE_ID } from '@shop/core/permissions';
import { foldUsername, USERNAME_FOLD } from '@shop/core/text';

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
    async update(id: number, patch: Partial<NewUser>): Promise<User | undefined> {
      const [row] = await db.update(users).set(patch).where(eq(users.id, id)).returning();
      return row && toUser(row);
    },
    async remove(id: number): Promise<boolean> {
      const rows = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
      return rows.length > 0;
    },
    /**
     * The back office's user edit, in one transaction: 404 for an unknown user, 409 for a username
     * taken by someone else or when the change would leave no active admin. A new password or a
     * deactivation ends the user's sessions (their refresh tokens are revoked; access tokens stop
     * working on the next request, since the access hook reloads the user).
     */
    async updateGuarded(id: number, patch: Omit<NewUser, 'passwordHash'> & { passwordHash?: string }): Promise<User> {
      return db.transaction(async (tx) => {
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
        const [row] = await tx.update(users).set(patch).where(eq(users.id, id)).returning();
        if (patch.passwordHash !== undefined || !patch.isActive) await revokeAll(tx, id);
        return toUser(row!);
      });
    },
    /** Deletes a user (404 unknown; 409 for the last active admin); their refresh tokens go with them. */
    async removeGuarded(id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const [current] = await tx.select().from(users).where(eq(users.id, id)).for('update');
        if (!current) throw notFound(USER_MESSAGES.notFound);
        if (isActiveAdmin(current) && (await lockOtherActiveAdmins(tx, id)) === 0)
          throw conflict(USER_MESSAGES.lastAdmin);
        await revokeAll(tx, id);
        await tx.delete(users).where(eq(users.id, id));
      });
    },
    async touchLogin(id: number): Promise<void> {
      await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, id));
    },
    /** Active admins other than `exceptId` (the last active admin cannot be removed). */
    async otherActiveAdmins(exceptId: number): Promise<number> {
      const [r] = await db
        .select({ n: count() })
        .from(users)
        .where(and(eq(users.roleId, ADMIN_ROLE_ID), eq(users.isActive, true), ne(users.id, exceptId)));
      return r?.n ?? 0;
    },
    async revokeSessions(userId: number, exceptFamily?: string): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(refreshTokens.userId, userId),
            sql`${refreshTokens.revokedAt} is null`,
            exceptFamily ? ne(refreshTokens.familyId, exceptFamily) : undefined,
          ),
        );
    },
  };
}
export type UsersRepository = ReturnType<typeof usersRepository>;
