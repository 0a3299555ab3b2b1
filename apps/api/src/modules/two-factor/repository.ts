import { readSetting } from '@shop/core/schemas/setting';
import { ADMIN_ROLE_ID } from '@shop/core/permissions';
import { and, count, eq, isNull, or, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { recoveryCodes, settings, users } from '../../db/schema/index.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { normalizeRecoveryCode } from '../../lib/totp.ts';

/** Whether the shop requires two-step sign-in of admins (`security.requireTwoFactor`). */
export async function twoFactorRequiredOfAdmins(db: Db | Tx): Promise<boolean> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, 'security.requireTwoFactor'));
  return readSetting(row ? { 'security.requireTwoFactor': row.value } : {}, 'security.requireTwoFactor');
}

/** A user must set up two-step sign-in: the shop requires it of admins, they are one, and it is off. */
export const mustSetUpTwoFactor = (required: boolean, user: { roleId: number; twoFactorEnabledAt: Date | null }) =>
  required && user.roleId === ADMIN_ROLE_ID && user.twoFactorEnabledAt === null;

/** Reading and changing a user's second step (the two-factor columns of users, and recovery_codes). */
export function twoFactorRepository(db: Db | Tx) {
  return {
    async state(userId: number) {
      const [row] = await db
        .select({
          secret: users.twoFactorSecret,
          enabledAt: users.twoFactorEnabledAt,
          lastStep: users.twoFactorLastStep,
          roleId: users.roleId,
          passwordHash: users.passwordHash,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    async recoveryCodesLeft(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
      return row?.n ?? 0;
    },

    /** A new secret waiting for its first code (only while two-step sign-in is off). */
    async startSetup(userId: number, secret: string): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ twoFactorSecret: secret, twoFactorLastStep: null })
        .where(and(eq(users.id, userId), isNull(users.twoFactorEnabledAt)))
        .returning({ id: users.id });
      return rows.length > 0;
    },

    /**
     * Takes the code's time step if it is later than the last one taken (one statement, so two
     * requests with the same code cannot both pass). False: the step was used already.
     */
    async takeStep(userId: number, step: number): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ twoFactorLastStep: step })
        .where(and(eq(users.id, userId), or(isNull(users.twoFactorLastStep), lt(users.twoFactorLastStep, step))))
        .returning({ id: users.id });
      return rows.length > 0;
    },

    /** Turns it on (the pending secret confirmed at `step`) with new recovery codes, stored hashed. */
    async enable(userId: number, step: number, codes: string[]): Promise<boolean> {
      const hashes = await Promise.all(codes.map((c) => hashPassword(c)));
      const rows = await db
        .update(users)
        .set({ twoFactorEnabledAt: new Date(), twoFactorLastStep: step })
        .where(and(eq(users.id, userId), isNull(users.twoFactorEnabledAt), sql`${users.twoFactorSecret} is not null`))
        .returning({ id: users.id });
      if (rows.length === 0) return false;
      await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      await db.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
      return true;
    },

    /**
     * Uses one of the user's unused recovery codes: true when `typed` is one (it is then spent; a
     * row is spent once even by two requests at the same moment).
     */
    async useRecoveryCode(userId: number, typed: string): Promise<boolean> {
      const code = normalizeRecoveryCode(typed);
      const unused = await db
        .select({ id: recoveryCodes.id, codeHash: recoveryCodes.codeHash })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
      for (const row of unused) {
        if (!(await verifyPassword(row.codeHash, code))) continue;
        const spent = await db
          .update(recoveryCodes)
          .set({ usedAt: new Date() })
          .where(and(eq(recoveryCodes.id, row.id), isNull(recoveryCodes.usedAt)))
          .returning({ id: recoveryCodes.id });
        return spent.length > 0;
      }
      return false;
    },

    /** Turns it off: the secret and the recovery codes are deleted. False when it was not on nor pending. */
    async disable(userId: number): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ twoFactorSecret: null, twoFactorEnabledAt: null, twoFactorLastStep: null })
        .where(and(eq(users.id, userId), sql`${users.twoFactorSecret} is not null`))
        .returning({ id: users.id });
      await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      return rows.length > 0;
    },
  };
}
