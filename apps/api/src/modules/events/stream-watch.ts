import { can, type Action, type Resource } from '@shop/core/permissions';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { authRepository } from '../auth/repository.ts';
import type { AuthContext } from '../../types.ts';
import { eventStreamsRepository } from './repository.ts';

/** How often a server looks again at the users of its open streams. */
const WATCH_INTERVAL_MS = 1000;
/** A stream row not marked seen for this long belongs to a server that died: it no longer counts. */
const STALE_SECONDS = 15;

interface Watched {
  userId: number;
  /** The user's `tokensValidAfter` when the stream opened: a later one means their sessions ended. */
  validAfter: number;
  end(): void;
}

/**
 * Keeps each user to `max` open event streams across all servers, and ends a stream within about a
 * second of its user signing out, being deactivated, getting a new password or losing `right`:
 * every tick re-reads, from the database every server shares, the users this server streams to.
 */
export function createStreamWatch(
  db: Db,
  log: FastifyBaseLogger,
  options: { max: number; right: { resource: Resource; action: Action } },
) {
  const auth = authRepository(db);
  const rows = eventStreamsRepository(db, STALE_SECONDS);
  const open = new Map<string, Watched>();
  let ticking = false;

  async function tick(): Promise<void> {
    if (ticking || open.size === 0) return;
    ticking = true;
    try {
      await rows.seen([...open.keys()]);
      const users = new Map<number, AuthContext | undefined>();
      for (const { userId } of open.values()) if (!users.has(userId)) users.set(userId, await auth.context(userId));
      for (const [id, s] of open) {
        const user = users.get(s.userId);
        const ended =
          !user?.isActive ||
          (user.tokensValidAfter?.getTime() ?? 0) > s.validAfter ||
          !can(user.permissions, options.right.resource, options.right.action);
        if (ended) {
          open.delete(id);
          s.end();
        }
      }
    } catch (err) {
      log.warn({ err }, 'could not check the users of the open event streams');
    } finally {
      ticking = false;
    }
  }
  const timer = setInterval(() => void tick(), WATCH_INTERVAL_MS).unref();

  return {
    /**
     * Counts a new stream of `user` (as the access check read them) and watches it; `end` closes it.
     * Resolves to the function that forgets it once it has closed, or null when the user already has
     * `max` streams open.
     */
    async add(user: AuthContext, end: () => void): Promise<(() => void) | null> {
      const id = await rows.open(user.id, options.max);
      if (!id) return null;
      open.set(id, { userId: user.id, validAfter: user.tokensValidAfter?.getTime() ?? 0, end });
      return () => {
        open.delete(id);
        rows.closed(id).catch((err: unknown) => log.debug({ err }, 'could not forget a closed event stream'));
      };
    },

    stop(): void {
      clearInterval(timer);
    },
  };
}
