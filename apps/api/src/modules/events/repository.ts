import { randomBytes, randomUUID } from 'node:crypto';
import { and, count, eq, gt, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { eventStreams, eventTickets } from '../../db/schema/index.ts';
import { issuedBeforeCutoff, sha256 } from '../../lib/tokens.ts';
import { authRepository } from '../auth/repository.ts';
import type { AuthContext } from '../../types.ts';

/** Serialises the opening of one user's streams (any number; the user's id is the lock's second key). */
const OPEN_STREAM_LOCK = 4_711_002;

/** Tickets that open the event stream once, for clients that cannot send a bearer token. */
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
     * Uses a ticket up (it opens one stream, once) and gives its user, as the access check needs them;
     * null when the ticket is unknown, used or expired, or its user is gone, inactive or signed out
     * everywhere since it was made.
     */
    async use(ticket: string): Promise<AuthContext | null> {
      const [row] = await db
        .delete(eventTickets)
        .where(and(eq(eventTickets.tokenHash, sha256(ticket)), gt(eventTickets.expiresAt, new Date())))
        .returning({ userId: eventTickets.userId, createdAt: eventTickets.createdAt });
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

/**
 * The open event streams of every server, counted per user. A server marks its streams seen every
 * tick; one not seen for `staleSeconds` belongs to a server that stopped without saying so.
 */
export function eventStreamsRepository(db: Db, staleSeconds: number) {
  const staleBefore = sql`now() - make_interval(secs => ${staleSeconds})`;
  return {
    /**
     * Records a new stream of the user unless they already have `max` open (on any server); returns
     * its id, or null when the limit is reached. One user's openings are taken one at a time.
     */
    async open(userId: number, max: number): Promise<string | null> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${OPEN_STREAM_LOCK}, ${userId})`);
        await tx
          .delete(eventStreams)
          .where(and(eq(eventStreams.userId, userId), lte(eventStreams.seenAt, staleBefore)));
        const [open] = await tx.select({ n: count() }).from(eventStreams).where(eq(eventStreams.userId, userId));
        if ((open?.n ?? 0) >= max) return null;
        const id = randomUUID();
        await tx.insert(eventStreams).values({ id, userId });
        return id;
      });
    },

    /** Marks these streams as still open. */
    async seen(ids: string[]): Promise<void> {
      if (ids.length)
        await db
          .update(eventStreams)
          .set({ seenAt: sql`now()` })
          .where(inArray(eventStreams.id, ids));
    },

    async closed(id: string): Promise<void> {
      await db.delete(eventStreams).where(eq(eventStreams.id, id));
    },
  };
}
