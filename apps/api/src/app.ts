import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { constants as zlib } from 'node:zlib';
import { MAX_UPLOAD_BYTES } from '@shop/core/constants';
import Fastify, { LogController, type FastifyInstance, type FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { seedBase } from './seed/base.ts';
import { seedDemo } from './seed/demo.ts';
import { seedDemoOrders } from './seed/demo-orders.ts';
import { syncTrackedStock } from './modules/pieces/stock.ts';
import { warrantOrderPieces } from './modules/warranty/repository.ts';
import { startFromTemplate } from './seed/template.ts';
import { TEMPLATE_DIR } from './paths.ts';
import { createTokenService, staticKeys } from './lib/tokens.ts';
import { authRepository } from './modules/auth/repository.ts';
import { databaseKeys, signingKeysRepository } from './modules/auth/signing-keys.ts';
import { openStorage } from './lib/storage/open-storage.ts';
import { catalogueCache } from './lib/catalogue-cache.ts';
import { catalogueVersions } from './lib/catalogue-versions.ts';
import { openThrottle } from './lib/throttle/open-throttle.ts';
import { rateLimitOptions } from './lib/throttle/rate-limit.ts';
import { DRAINING_MESSAGE, serviceUnavailable } from './lib/errors.ts';
import { createEventHub } from './lib/events/hub.ts';
import type { ThrottleStore } from './lib/throttle/store.ts';
import access from './plugins/access.ts';
import audit from './plugins/audit.ts';
import errors, { toErrorBody } from './plugins/errors.ts';
import uploads from './plugins/uploads.ts';
import web from './plugins/web.ts';
import pagesPlugin from './modules/pages/plugin.ts';
import messagesPlugin, { type MessagesOptions } from './modules/messages/plugin.ts';
import summaryJob from './modules/dashboard/summary-job.ts';
import holdJob from './modules/orders/hold-job.ts';
import retentionJob from './modules/privacy/retention-job.ts';
import { openapiTransform } from './openapi.ts';
import { apiRoutes } from './routes.ts';
import './types.ts';

export interface BuildOptions {
  /** An open database (tests pass one); otherwise opened from the config. */
  database?: Database;
  /** Skip migrations and seeding (the database is known to be ready). */
  skipSetup?: boolean;
  logger?: boolean;
  /** Where throttled attempts are counted (tests pass one with their own clock); default: this process's memory. */
  throttleStore?: ThrottleStore;
  /** Where the log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** Where the first start's one-time message (the generated admin password) goes; default: the console. */
  announce?: (message: string) => void;
  /** The template database a first start on PGlite copies (seed/template.ts); default: the build's. */
  templateDir?: string;
  /** The message worker's clock and start (tests deliver when they ask). */
  messages?: MessagesOptions;
}

const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/** Builds the whole shop (`app.ts` builds, `server-main.ts` listens: tests inject without opening a port). */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : { level: config.logLevel, ...(options.logStream ? { stream: options.logStream } : {}) },
    // A hop count trusts that many proxies in front of the socket (Fastify itself no longer takes a number).
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    routerOptions: { maxParamLength: 1000 },
    // Bad URLs and over-long path parameters are refused by the router itself: same error shape.
    frameworkErrors: (error, _request, reply) => {
      const out = toErrorBody(error);
      void (reply as FastifyReply).code(out.error.statusCode).send(out);
    },
    bodyLimit: 1_048_576,
    // A plugin's start may take long on a busy machine (measured: over 10 s, Fastify's default, at a
    // load of 24 on two cores): the start waits instead of failing. A plugin that never starts still
    // fails it, after a minute.
    pluginTimeout: 60_000,
    // While closing, requests on open connections get our own 503 (draining hook below) instead of Fastify's.
    return503OnClosing: false,
    logController: new LogController({
      disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace',
    }),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const storage = await openStorage(config);
  let database: Database;
  // The first start on the embedded database copies the build's template (migrated and seeded; with
  // the demo catalogue and its pictures when the shop starts with demo data) instead of making and
  // seeding a database.
  let fromTemplate = false;
  try {
    if (!options.database && !config.databaseUrl && !options.skipSetup)
      fromTemplate = await startFromTemplate(config, storage, options.templateDir ?? TEMPLATE_DIR);
    database =
      options.database ??
      (await openDatabase(
        config.databaseUrl
          ? { kind: 'postgres', url: config.databaseUrl, connectTimeoutMs: config.databaseConnectTimeoutMs }
          : { kind: 'pglite', dataDir: config.dbDir },
      ));
  } catch (err) {
    await storage.close();
    throw err;
  }
  database.onError((err) =>
    app.log.error({ err }, 'PostgreSQL connection error (a pooled connection broke while idle)'),
  );
  app.decorate('config', config);
  app.decorate('database', database);
  // JWT_SECRET, when set, wins over the keys in the database.
  const keys = config.jwtSecret ? staticKeys(config.jwtSecret) : databaseKeys(database.db);
  app.decorate('tokens', createTokenService(keys, config.accessTokenTtlSeconds));
  app.decorate('storage', storage);
  const versions = await catalogueVersions(database);
  app.decorate('catalogueVersions', versions);
  app.decorate('catalogueCache', catalogueCache(versions, config.catalogueCacheBytes));
  const throttle = await openThrottle(config, database, app.log);
  app.decorate('throttle', options.throttleStore ?? throttle.store);
  app.decorate('events', createEventHub(database, app.log));
  app.decorate('draining', false);
  app.decorate('drain', () => {
    app.draining = true;
    app.events.endStreams();
  });
  // Closing the app is draining it: not ready, event streams ended (clients reconnect to another
  // server), then Fastify stops accepting and waits for the requests in flight.
  app.addHook('preClose', (done) => {
    app.drain();
    done();
  });
  app.addHook('onClose', async () => {
    await app.events.close();
    await versions.close();
    await throttle.close();
    await storage.close();
    await database.close();
  });

  try {
    if (!options.skipSetup) {
      // Servers starting together on one empty database take turns: the first migrates and seeds,
      // the others then find everything done.
      await database.withSetupLock(async () => {
        const { renamed } = await database.migrate();
        // Names made unique by the migration (an older row kept the name; nothing was deleted).
        for (const r of renamed)
          app.log.warn(
            { table: r.table, id: r.id, from: r.from, to: r.to },
            `Tên trùng đã được đổi: "${r.from}" → "${r.to}"`,
          );
        await seedBase(database.db, {
          adminUsername: config.adminUsername,
          adminPassword: config.adminPassword,
          announce: options.announce ?? ((m) => console.log(m)),
        });
        // A first start with demo data also gets a few demo orders (dated from today) and tracked stock.
        if (config.seedDemo && ((await seedDemo(database.db, app.storage)) || fromTemplate))
          await seedDemoOrders(database.db, { syncTrackedStock, warrantOrderPieces });
        // The first signing key (the old key file of DATA_DIR, if any, so its tokens stay valid).
        if (!config.jwtSecret) await signingKeysRepository(database.db).ensureCurrent(config.dataDir);
      });
    }
  } catch (err) {
    await throttle.close();
    await storage.close();
    await database.close();
    throw err;
  }

  await app.register(errors);
  // A draining server refuses new work with a 503 the proxy retries elsewhere; the health answers stay.
  app.addHook('onRequest', async (request, reply) => {
    if (!app.draining || request.url.startsWith('/api/health')) return;
    reply.header('connection', 'close');
    throw serviceUnavailable(DRAINING_MESSAGE, 1);
  });
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Images may come from the bucket's public address (S3_PUBLIC_URL), even over plain http.
        imgSrc: [
          "'self'",
          'data:',
          'blob:',
          'https:',
          ...(config.s3?.publicUrl ? [new URL(config.s3.publicUrl).origin] : []),
        ],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        scriptSrcAttr: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Browsers are told to come back only over https when the shop's address is https (a year; the
    // shop's own host only, since other subdomains may not be the shop's).
    strictTransportSecurity: config.publicUrl.startsWith('https:')
      ? { maxAge: 31_536_000, includeSubDomains: false }
      : false,
  });
  // Pages and JSON answers go compressed to clients that accept it (brotli at a quality cheap
  // enough for dynamic answers); the built assets are already compressed (@fastify/static
  // preCompressed), images are not compressible. Compressed request bodies are not accepted.
  await app.register(compress, {
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(cookie);
  // Routes that opt in to @fastify/rate-limit count in the same store as the shop's own limits
  // (`app.throttle`): Redis, PostgreSQL while Redis is down or when only DATABASE_URL is set, memory
  // in the embedded mode; so every server shares the counts.
  await app.register(rateLimit, rateLimitOptions(app.throttle));
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10 } });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Watch shop API', version: '1.0.0', description: 'Storefront and back-office API' },
      servers: [{ url: config.publicUrl, description: 'This shop (PUBLIC_URL)' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: openapiTransform,
  });
  const auth = authRepository(app.database.db);
  await app.register(access, { userContext: (userId) => auth.context(userId) });
  await app.register(audit);
  await app.register(messagesPlugin, options.messages ?? {});
  await app.register(summaryJob);
  await app.register(holdJob);
  await app.register(retentionJob);
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  await app.register(apiRoutes, { prefix: '/api' });
  await app.register(uploads);
  await app.register(web);
  await app.register(pagesPlugin);
  await app.ready();
  return app;
}
