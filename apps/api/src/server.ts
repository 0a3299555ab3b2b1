import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { loadConfig, startupWarnings, type Config } from './config.ts';
import { acquirePidLock } from './lib/pid-lock.ts';
import { StartupError } from './lib/startup-error.ts';

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
    running.log.info(`${signal} received: finishing requests and closing the database`);
    const timer = setTimeout(() => process.exit(1), 15_000).unref();
    // Keep-alive connections whose request finishes after this point are closed as soon as they idle.
    const sweep = setInterval(() => running.server.closeIdleConnections(), 100).unref();
    try {
      await running.close();
      clearInterval(sweep);
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
