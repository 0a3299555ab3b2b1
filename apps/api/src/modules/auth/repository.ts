import { ADMIN_ROLE_ID, RESOURCES, type PermissionMap } from '@shop/core/permissions';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { refreshTokens, rights, users } from '../../db/schema/index.ts';
import { newFamilyId, newRefreshToken, sha256 } from '../../lib/tokens.ts';
import type { AuthContext } from '../../types.ts';

const ALL = { read: true, change: true, delete: true };

export function permissionsOf(
  roleId: number,
  rows: { name: string; isRead: boolean; isChange: boolean; isDelete: boolean }[],
): PermissionMap {
  const map: PermissionMap = {};
  for (const r of rows) map[r.name] = { read: r.isRead, change: r.isChange, delete: r.isDelete };
  // The admin role keeps every right whatever its rows say.
  if (roleId === ADMIN_ROLE_ID) for (const res of RESOURCES) map[res] = ALL;
  return map;
}

export function authRepository(db: Db) {
  return {
    /** The user and the rights of their role, in one query; checked on every protected request. */
    async context(userId: number): Promise<AuthContext | undefined> {
      const rows = await db
        .select({
          id: users.id,
          username: users.username,
          roleId: users.roleId,
          isActive: users.isActive,
          tokensValidAfter: users.tokensValidAfter,
          name: rights.name,
          isRead: rights.isRead,
          isChange: rights.isChange,
          isDelete: rights.isDelete,
        })
        .from(users)
        .leftJoin(rights, eq(rights.roleId, users.roleId))
        .where(eq(users.id, userId));
      const first = rows[0];
      if (!first) return undefined;
      const granted = rows.flatMap((r) =>
        r.name === null ? [] : [{ name: r.name, isRead: !!r.isRead, isChange: !!r.isChange, isDelete: !!r.isDelete }],
      );
      return {
        id: first.id,
        username: first.username,
        roleId: first.roleId,
        isActive: first.isActive,
        tokensValidAfter: first.tokensValidAfter,
        permissions: permissionsOf(first.roleId, granted),
      };
    },

    /** The session (refresh-token family) of a live refresh token of this user, or null. */
    async familyOf(token: string, userId: number): Promise<string | null> {
      const [row] = await db
        .select({ familyId: refreshTokens.familyId })
        .from(refreshTokens)
        .where(
          and(
            eq(refreshTokens.tokenHash, sha256(token)),
            eq(refreshTokens.userId, userId),
            sql`${refreshTokens.revokedAt} is null`,
          ),
        );
      return row?.familyId ?? null;
    },

    async issueRefreshToken(userId: number, ttlDays: number, familyId = newFamilyId()) {
      const token = newRefreshToken();
      await db.insert(refreshTokens).values({
        userId,
        tokenHash: sha256(token),
        familyId,
        expiresAt: new Date(Date.now() + ttlDays * 86_400_000),
      });
      return { token, familyId };
    },

    /**
     * Rotates a refresh token: valid → marked used and a new one of the same family is returned.
     * A token that was already used (a replay) revokes its whole family.
     */
    async rotate(token: string, ttlDays: number): Promise<{ userId: number; token: string } | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(refreshTokens)
          .where(eq(refreshTokens.tokenHash, sha256(token)))
          .for('update');
        if (!row) return null;
        if (row.revokedAt || row.expiresAt.getTime() <= Date.now()) return null;
        if (row.usedAt) {
          await tx
            .update(refreshTokens)
            .set({ revokedAt: new Date() })
            .where(and(eq(refreshTokens.familyId, row.familyId), sql`${refreshTokens.revokedAt} is null`));
          return null;
        }
        const [user] = await tx.select({ isActive: users.isActive }).from(users).where(eq(users.id, row.userId));
        if (!user?.isActive) return null;
        await tx.update(refreshTokens).set({ usedAt: new Date() }).where(eq(refreshTokens.id, row.id));
        const next = newRefreshToken();
        await tx.insert(refreshTokens).values({
          userId: row.userId,
          tokenHash: sha256(next),
          familyId: row.familyId,
          expiresAt: new Date(Date.now() + ttlDays * 86_400_000),
        });
        return { userId: row.userId, token: next };
      });
    },

    /**
     * Logout, in one transaction: the presented refresh token's whole family is revoked (when it is
     * one of ours); with no such token, every refresh token of `userId` (the bearer's user) is. The
     * access tokens of the user(s) concerned stop working at once. Returns the users whose sessions ended.
     */
    async endSession(refreshToken: string | undefined, userId: number | undefined): Promise<number[]> {
      return db.transaction(async (tx) => {
        const [row] = refreshToken
          ? await tx
              .select({ familyId: refreshTokens.familyId, userId: refreshTokens.userId })
              .from(refreshTokens)
              .where(eq(refreshTokens.tokenHash, sha256(refreshToken)))
          : [];
        const ended = new Set<number>();
        if (row) {
          await tx
            .update(refreshTokens)
            .set({ revokedAt: new Date() })
            .where(and(eq(refreshTokens.familyId, row.familyId), sql`${refreshTokens.revokedAt} is null`));
          ended.add(row.userId);
        } else if (userId !== undefined) {
          await tx
            .update(refreshTokens)
            .set({ revokedAt: new Date() })
            .where(and(eq(refreshTokens.userId, userId), sql`${refreshTokens.revokedAt} is null`));
        }
        if (userId !== undefined) ended.add(userId);
        if (ended.size > 0)
          await tx
            .update(users)
            .set({ tokensValidAfter: new Date() })
            .where(inArray(users.id, [...ended]));
        return [...ended];
      });
    },
  };
}
