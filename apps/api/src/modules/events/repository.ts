import { randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { eventTickets } from '../../db/schema/index.ts';
import { issuedBeforeCutoff, sha256 } from '../../lib/tokens.ts';
import { authRepository } from '../auth/repository.ts';
import type { AuthContext } from '../../types.ts';

/** Tickets that open the event stream for a minute, for clients that cannot send a bearer token. */
export function eventTicketsRepository(db: Db) {
  const auth = authRepository(db);
  return {
    /** A new ticket of this user, valid `ttlSeconds`; expired tickets are removed on the way. */
    async create(userId: number, ttlSeconds: number): Promise<{ ticket: string; expiresAt: Date }> {
      const ticket = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
      await db.delete(eventTickets).where(lt(eventTickets.expiresAt, new Date()));
      await db.insert(eventTickets).values({ tokenHash: sha256(ticket), userId, expiresAt });
      return { ticket, expiresAt };
    },

    /**
     * The user of an unexpired ticket, as the access check needs them; null when the ticket is
     * unknown or expired, or its user is gone, inactive or signed out everywhere since it was made.
     */
    async userOf(ticket: string): Promise<AuthContext | null> {
      const [row] = await db
        .select({ userId: eventTickets.userId, createdAt: eventTickets.createdAt })
        .from(eventTickets)
        .where(and(eq(eventTickets.tokenHash, sha256(ticket)), gt(eventTickets.expiresAt, new Date())));
      if (!row) return null;
      const user = await auth.context(row.userId);
      if (!user?.isActive) return null;
      const claims = {
        userId: row.userId,
        roleId: user.roleId,
        username: user.username,
        issuedAtMs: row.createdAt.getTime(),
      };
      return issuedBeforeCutoff(claims, user.tokensValidAfter) ? null : user;
    },
  };
}
