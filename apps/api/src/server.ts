import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { acquirePidLock } from './lib/pid-lock.ts';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  // The embedded database must never be opened by two processes at once.
  const release = config.databaseUrl ? () => {} : acquirePidLock(config.dataDir);
  const app = await buildApp(config).catch((err) => {
    release();
    throw err;
  });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing requests and closing the database`);
    const timer = setTimeout(() => process.exit(1), 15_000).unref();
    // Keep-alive connections whose request finishes after this point are closed as soon as they idle.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 100).unref();
    try {
      await app.close();
      clearInterval(sweep);
      release();
      clearTimeout(timer);
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Shop running at http://localhost:${config.port} (database: ${app.database.kind})`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
