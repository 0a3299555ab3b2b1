import { sql } from 'drizzle-orm';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { acquirePidLock } from '../lib/pid-lock.ts';
import { StartupError } from '../startup-error.ts';
import { signingKeysRepository } from '../modules/auth/signing-keys.ts';

/**
 * `npm run keys:rotate`: a new signing key for access tokens, used by every server within seconds;
 * the keys it replaces keep verifying the tokens they signed until those have expired, then are
 * deleted. No one is signed out. With JWT_SECRET set the database keys are not used: refused.
 * With the embedded database the shop must be stopped (its files belong to one process).
 */
export async function rotateKeys(
  config: Config = loadConfig(),
  log: (line: string) => void = console.log,
): Promise<string> {
  if (config.jwtSecret) {
    throw new StartupError(
      'JWT_SECRET is set: every server signs with it and the keys in the database are not used. Change JWT_SECRET on every server to replace it (access tokens then end; sessions renew through their cookie), or unset it to use rotating keys.',
    );
  }
  const release = config.databaseUrl ? () => {} : acquirePidLock(config.dataDir);
  try {
    const database = await openDatabase(
      config.databaseUrl
        ? { kind: 'postgres', url: config.databaseUrl, connectTimeoutMs: config.databaseConnectTimeoutMs }
        : { kind: 'pglite', dataDir: config.dbDir },
    );
    try {
      const present = await database.db.execute<{ present: boolean }>(
        sql`select to_regclass('signing_keys') is not null as present`,
      );
      if (!present.rows[0]?.present)
        throw new StartupError(
          'This database has no signing keys yet: start the shop once (this version), then rotate.',
        );
      const repo = signingKeysRepository(database.db);
      // A database that never had a key gets one first (the old key file's, if any), so that it is kept too.
      await repo.ensureCurrent(config.dataDir);
      const { kid, retired } = await repo.rotate(config.accessTokenTtlSeconds);
      log(`New signing key ${kid}: every server signs with it within seconds.`);
      for (const r of retired)
        log(`Key ${r.kid} still verifies the tokens it signed until ${r.retiresAt.toISOString()}, then is deleted.`);
      return kid;
    } finally {
      await database.close();
    }
  } finally {
    release();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  rotateKeys().catch((err: Error) => {
    if (err instanceof StartupError) console.error(err.message);
    else console.error(err);
    process.exit(1);
  });
}
