import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { loadConfig, startupWarnings, type Config } from './config.ts';
import { acquirePidLock } from './lib/pid-lock.ts';
import { StartupError } from './startup-error.ts';

/** How long requests in flight may take to finish once the server drains. */
const IN_FLIGHT_MS = 10_000;

async function main() {
  const config = loadConfig();
  // The embedded database must never be opened by two processes at once.
  const release = config.databaseUrl ? () => {} : acquirePidLock(config.dataDir);
  let app: FastifyInstance | undefined;
  try {
    app = await buildApp(config);
    await listen(app, config);
  } catch (err) {
    await app?.close().catch(() => {});
    release();
    throw err;
  }
  const running = app;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    running.log.info(
      `${signal} received: draining (not ready, event streams closed), finishing requests, then closing the database`,
    );
    // Not ready at once, and the event streams end so their clients reconnect to another server.
    running.drain();
    // Requests in flight get IN_FLIGHT_MS to finish; then their connections are cut.
    const cut = setTimeout(() => {
      running.log.warn(`requests still running after ${IN_FLIGHT_MS / 1000} s: closing their connections`);
      running.server.closeAllConnections();
    }, IN_FLIGHT_MS).unref();
    const timer = setTimeout(() => process.exit(1), IN_FLIGHT_MS + 10_000).unref();
    // Keep-alive connections whose request finishes after this point are closed as soon as they idle.
    const sweep = setInterval(() => running.server.closeIdleConnections(), 100).unref();
    try {
      // Stops accepting connections, waits for the requests in flight, then closes the pools.
      await running.close();
      clearInterval(sweep);
      clearTimeout(cut);
      release();
      clearTimeout(timer);
      process.exit(0);
    } catch (err) {
      running.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  running.log.info(`Shop running at http://localhost:${config.port} (database: ${running.database.kind})`);
  for (const warning of startupWarnings(config)) running.log.warn(warning);
}

async function listen(app: FastifyInstance, config: Config) {
  const where = `${config.host}:${config.port}`;
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE')
      throw new StartupError(
        `Port ${where} is already in use by another program: stop it, or set PORT to a free port.`,
      );
    if (code === 'EACCES')
      throw new StartupError(
        `Not allowed to listen on ${where}: ports below 1024 need privileges; set PORT to 1024 or above.`,
      );
    if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND')
      throw new StartupError(`Cannot listen on ${where}: HOST is not an address of this machine.`);
    throw err;
  }
}

main().catch((err) => {
  // A reason the operator can fix is one line; anything else is a bug and keeps its stack.
  if (err instanceof StartupError) process.stderr.write(`${err.message}\n`);
  else console.error(err);
  process.exit(1);
});
