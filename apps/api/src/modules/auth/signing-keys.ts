import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { asc, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { signingKeys } from '../../db/schema/index.ts';
import type { KeySource, SigningKey } from '../../lib/tokens.ts';

/**
 * The key that the shop kept in `DATA_DIR/jwt-secret` before keys moved into the database. It is
 * imported on the first start with this id, so the access tokens it signed (which carry no id) stay
 * valid; tokens without an id verify against it and nothing else.
 */
export const FILE_KEY_ID = 'data-dir-file';

/** A token naming a key this server does not know makes it look again, at most this often. */
const UNKNOWN_KID_RELOAD_MS = 1_000;
/** A replaced key verifies this much longer than the longest token life, for servers' clocks and slow requests. */
const RETIRE_MARGIN_SECONDS = 5 * 60;

const newKid = () => `k${Date.now().toString(36)}${randomBytes(4).toString('hex')}`;
const newSecret = () => randomBytes(48).toString('base64url');
const encode = (secret: string) => new TextEncoder().encode(secret);

interface KnownKey {
  secret: Uint8Array;
  retiresAt: number | null;
}

/** Reading and changing the signing keys (the only code that touches their table). */
export function signingKeysRepository(db: Db) {
  return {
    /** Keys that still verify, newest first (the first without `retiresAt` signs). */
    live: () =>
      db
        .select()
        .from(signingKeys)
        .where(sql`${signingKeys.retiresAt} is null or ${signingKeys.retiresAt} > now()`)
        .orderBy(sql`${signingKeys.retiresAt} is not null`, sql`${signingKeys.createdAt} desc`),

    /**
     * Makes sure a current key exists: the one of `DATA_DIR/jwt-secret` when that file is there (it is
     * then deleted: the database holds it), else a new one. Concurrent callers create one key, not two.
     */
    async ensureCurrent(dataDir?: string): Promise<void> {
      const fileKey = dataDir ? readKeyFile(dataDir) : undefined;
      const created = await db.transaction(async (tx) => {
        await tx.execute(sql`lock table ${signingKeys} in share row exclusive mode`);
        const [current] = await tx
          .select({ kid: signingKeys.kid })
          .from(signingKeys)
          .where(isNull(signingKeys.retiresAt))
          .limit(1);
        if (current) return false;
        const [any] = await tx.select({ kid: signingKeys.kid }).from(signingKeys).limit(1);
        // The file is imported only into a database that never had keys.
        const imported = !any && fileKey !== undefined;
        await tx
          .insert(signingKeys)
          .values(imported ? { kid: FILE_KEY_ID, secret: fileKey } : { kid: newKid(), secret: newSecret() });
        return imported;
      });
      if (created && dataDir) rmSync(join(dataDir, 'jwt-secret'), { force: true });
    },

    /**
     * A new current key; the one it replaces verifies the tokens it signed until they have expired
     * (`tokenTtlSeconds` and a margin), and keys retired before now are deleted.
     */
    async rotate(tokenTtlSeconds: number): Promise<{ kid: string; retired: { kid: string; retiresAt: Date }[] }> {
      const retireAfter = `${tokenTtlSeconds + RETIRE_MARGIN_SECONDS} seconds`;
      return db.transaction(async (tx) => {
        await tx.execute(sql`lock table ${signingKeys} in share row exclusive mode`);
        await tx.delete(signingKeys).where(lt(signingKeys.retiresAt, sql`now()`));
        const retired = await tx
          .update(signingKeys)
          .set({ retiresAt: sql`now() + ${retireAfter}::interval` })
          .where(isNull(signingKeys.retiresAt))
          .returning({ kid: signingKeys.kid, retiresAt: signingKeys.retiresAt });
        const [created] = await tx
          .insert(signingKeys)
          .values({ kid: newKid(), secret: newSecret() })
          .returning({ kid: signingKeys.kid });
        return { kid: created!.kid, retired: retired.map((r) => ({ kid: r.kid, retiresAt: r.retiresAt! })) };
      });
    },

    all: () =>
      db
        .select({ kid: signingKeys.kid, createdAt: signingKeys.createdAt, retiresAt: signingKeys.retiresAt })
        .from(signingKeys)
        .orderBy(asc(signingKeys.createdAt)),
  };
}

function readKeyFile(dataDir: string): string | undefined {
  try {
    const secret = readFileSync(join(dataDir, 'jwt-secret'), 'utf8').trim();
    return secret.length >= 32 ? secret : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The signing keys of the database, kept in memory: every server signs with the current key and
 * verifies with every live one, so a token made by one server is accepted by all. A server learns of
 * a new key when it signs, or when a token names a key it does not know (it looks at once, at most
 * once a second, so forged key ids cannot flood the database).
 */
export function databaseKeys(db: Db): KeySource {
  const repo = signingKeysRepository(db);
  let known = new Map<string, KnownKey>();
  let current: SigningKey | undefined;
  let loadedAt = -Infinity;
  let loading: Promise<void> | undefined;

  const load = () =>
    (loading ??= (async () => {
      try {
        let rows = await repo.live();
        if (!rows.some((r) => r.retiresAt === null)) {
          // A database whose start-up set-up was skipped (or whose keys were deleted by hand).
          await repo.ensureCurrent();
          rows = await repo.live();
        }
        known = new Map(
          rows.map((r) => [r.kid, { secret: encode(r.secret), retiresAt: r.retiresAt?.getTime() ?? null }]),
        );
        const signing = rows.find((r) => r.retiresAt === null)!;
        current = { kid: signing.kid, secret: known.get(signing.kid)!.secret };
        loadedAt = Date.now();
      } finally {
        loading = undefined;
      }
    })());

  const usable = (key: KnownKey | undefined) =>
    key && (key.retiresAt === null || key.retiresAt > Date.now()) ? key.secret : undefined;

  return {
    // Tokens are signed at sign-in and renewal only: the current key is read each time, so a rotation
    // takes effect on every server at once.
    async signingKey() {
      await load();
      return current!;
    },
    async verificationKey(kid) {
      const id = kid ?? FILE_KEY_ID;
      if (!current) await load();
      const found = usable(known.get(id));
      if (found) return found;
      // An unknown key may be one another server has just made: read the keys again, at most once a
      // second for all such requests (a request waits for the next read rather than being refused).
      const wait = UNKNOWN_KID_RELOAD_MS - (Date.now() - loadedAt);
      if (wait > 0) await new Promise((done) => setTimeout(done, wait));
      if (Date.now() - loadedAt >= UNKNOWN_KID_RELOAD_MS) await load();
      else if (loading) await loading;
      return usable(known.get(id));
    },
  };
}
