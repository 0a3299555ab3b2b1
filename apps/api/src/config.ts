import { join, resolve } from 'node:path';
import proxyAddr from '@fastify/proxy-addr';
import { z } from 'zod';
import { MESSAGE_KINDS, type MessageKind } from '@shop/core/schemas/message';
import { StartupError } from './startup-error.ts';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/**
 * Which proxies' X-Forwarded-For is believed: `false` (default: the socket address is the client);
 * a comma list of proxy addresses, CIDRs or `loopback` / `linklocal` / `uniquelocal` (the client is
 * the last address in the chain that is not one of them); a hop count (`1`: the address the nearest
 * proxy saw; safe only when nothing reaches the server except through the proxies); or `true`
 * (every entry believed: the client can write the first one itself).
 */
type TrustProxy = boolean | number | string[];

const trustProxy = z.string().transform((raw, ctx): TrustProxy => {
  const value = raw.trim().toLowerCase();
  if (value === '' || value === 'false' || value === 'no' || value === '0') return false;
  if (value === 'true' || value === 'yes') return true;
  if (/^\d+$/.test(value)) return Number(value);
  const list = value.split(',').map((entry) => entry.trim());
  try {
    if (list.includes('')) throw new TypeError('empty entry');
    proxyAddr.compile(list);
    return list;
  } catch {
    ctx.addIssue({
      code: 'custom',
      message: 'must be true, false, a hop count, or a comma list of proxy addresses or CIDRs',
    });
    return z.NEVER;
  }
});

const httpUrl = z
  .string()
  .url('must be a URL')
  .regex(/^https?:\/\//, 'must be an http(s) URL')
  .transform((v) => v.replace(/\/+$/, ''));

/** `order-placed=<template id>,order-shipped=<template id>`: the approved ZNS template of each kind. */
const zaloTemplates = z.string().transform((raw, ctx) => {
  const out: Partial<Record<MessageKind, string>> = {};
  for (const pair of raw
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [kind, id] = pair.split('=').map((p) => p.trim());
    if (!kind || !id || !(MESSAGE_KINDS as readonly string[]).includes(kind) || !/^[A-Za-z0-9_-]{1,50}$/.test(id)) {
      ctx.addIssue({ code: 'custom', message: `must be kind=templateId pairs (kinds: ${MESSAGE_KINDS.join(', ')})` });
      return z.NEVER;
    }
    out[kind as MessageKind] = id;
  }
  return out;
});

/** An optional variable: unset and empty are the same. */
function optionalText<T extends z.ZodType>(schema: T) {
  return z.union([z.literal('').transform(() => undefined), schema]).optional();
}

const envSchema = z.object({
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3001),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATABASE_CONNECT_TIMEOUT: z.coerce.number({ error: 'must be a number of seconds' }).min(1).max(600).default(10),
  DATA_DIR: z.string().min(1).default('./data'),
  UPLOAD_DIR: z.string().min(1).optional(),
  JWT_SECRET: optionalText(z.string().min(32, 'must be at least 32 characters')),
  ADMIN_USERNAME: z.string().min(3, 'must be at least 3 characters').max(50).optional(),
  ADMIN_PASSWORD: z.string().min(6, 'must be at least 6 characters').max(1024).optional(),
  SEED_DEMO: bool.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  NODE_ENV: z.string().optional(),
  PUBLIC_URL: optionalText(
    z
      .string()
      .url('must be a URL')
      .transform((v, ctx) => {
        const u = new URL(v);
        if (
          (u.protocol !== 'http:' && u.protocol !== 'https:') ||
          u.username ||
          u.password ||
          u.pathname !== '/' ||
          u.search ||
          u.hash
        ) {
          ctx.addIssue({
            code: 'custom',
            message: 'must be the shop’s address: http(s)://host[:port], without a path',
          });
          return z.NEVER;
        }
        return u.origin;
      }),
  ),
  TRUST_PROXY: trustProxy.default(false),
  ORDER_RATE_LIMIT: z.coerce.number({ error: 'must be a number' }).int().min(1).default(10),
  LOGIN_ATTEMPTS: z.coerce.number({ error: 'must be a number' }).int().min(1).default(5),
  LOGIN_ADDRESS_ATTEMPTS: z.coerce.number({ error: 'must be a number' }).int().min(1).default(50),
  AUDIT_RETENTION_DAYS: z.coerce
    .number({ error: 'must be a whole number of days' })
    .int('must be a whole number of days')
    .min(1, 'must be at least 1 day')
    .max(36_500, 'must be at most 36500 days')
    .default(365),
  CATALOGUE_CACHE_MB: z.coerce.number({ error: 'must be a number' }).min(0).max(4096).default(64),
  // Rendered storefront pages, each with its brotli and gzip bodies (0 turns the page cache off).
  PAGE_CACHE_MB: z.coerce.number({ error: 'must be a number' }).min(0).max(4096).default(32),
  // Rate limits and sign-in throttling counted in Redis (shared by every server).
  REDIS_URL: optionalText(z.string().regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')),
  REDIS_PREFIX: optionalText(
    z.string().regex(/^[A-Za-z0-9._:-]{1,100}$/, 'must be letters, digits, ".", "_", ":" and "-"'),
  ),
  // Images in an S3-compatible bucket instead of UPLOAD_DIR. The AWS_* names are the SDK's own, read
  // here (like everything else) and handed to the client.
  S3_BUCKET: optionalText(
    z
      .string()
      .regex(
        /^[A-Za-z0-9][A-Za-z0-9._-]{1,253}[A-Za-z0-9]$/,
        'must be a bucket name (letters, digits, ".", "_" and "-")',
      ),
  ),
  S3_PREFIX: optionalText(
    z
      .string()
      .transform((v) => v.replace(/^\/+|\/+$/g, ''))
      .refine(
        (v) => v === '' || v.split('/').every((s) => /^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(s)),
        'must be folder names of letters, digits, ".", "_" and "-" joined by "/"',
      ),
  ),
  S3_PUBLIC_URL: optionalText(
    z
      .string()
      .url('must be a URL')
      .regex(/^https?:\/\//, 'must be an http(s) URL'),
  ),
  AWS_ENDPOINT_URL: optionalText(
    z
      .string()
      .url('must be a URL')
      .regex(/^https?:\/\//, 'must be an http(s) URL'),
  ),
  AWS_REGION: optionalText(z.string().regex(/^[a-z0-9-]+$/, 'must be a region name like us-east-1')),
  AWS_ACCESS_KEY_ID: optionalText(z.string()),
  AWS_SECRET_ACCESS_KEY: optionalText(z.string()),
  AWS_SESSION_TOKEN: optionalText(z.string()),
  // Messages (docs/messages.md): email over SMTP, Zalo ZNS, SMS through eSMS. Each is off until set.
  SMTP_URL: optionalText(
    z
      .string()
      .url('must be a URL')
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@host:587'),
  ),
  MAIL_FROM: optionalText(
    z
      .string()
      .max(300)
      .regex(
        /^([^<>\r\n]*<[^<>\s@]+@[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+)$/,
        'must be an address: shop@example.vn or Name <shop@example.vn>',
      ),
  ),
  ZALO_APP_ID: optionalText(z.string().regex(/^\d{1,30}$/, 'must be the app id (digits)')),
  ZALO_APP_SECRET: optionalText(z.string().max(200)),
  ZALO_REFRESH_TOKEN: optionalText(z.string().max(2000)),
  ZALO_TEMPLATES: optionalText(zaloTemplates),
  ZALO_API_URL: optionalText(httpUrl),
  ZALO_OAUTH_URL: optionalText(httpUrl),
  ESMS_API_KEY: optionalText(z.string().max(200)),
  ESMS_SECRET_KEY: optionalText(z.string().max(200)),
  ESMS_BRANDNAME: optionalText(z.string().max(20)),
  ESMS_API_URL: optionalText(httpUrl),
  ESMS_SANDBOX: bool.default(false),
});

/** An S3-compatible bucket for the images (`S3_*` variables); `lib/storage/s3.ts` uses it. */
export interface S3Settings {
  bucket: string;
  /** Prepended to every key (`shop/` keeps the shop's objects apart in a shared bucket); '' for none. */
  prefix: string;
  /** Browsers are sent to `<publicUrl>/<prefix><key>` instead of being served through the shop. */
  publicUrl: string | undefined;
  /** An S3-compatible server (MinIO, Ceph, R2, s3rver); unset: Amazon S3 itself. */
  endpoint: string | undefined;
  region: string;
  /** Unset: the SDK's default chain (instance or task role, shared config files). */
  credentials: { accessKeyId: string; secretAccessKey: string; sessionToken?: string } | undefined;
}

/** How messages leave the shop; a channel left undefined is not configured (its messages are held). */
export interface MessageSettings {
  smtp: { url: string; from: string } | undefined;
  zalo:
    | {
        appId: string;
        appSecret: string;
        /** The refresh token the owner got when authorising the app; the pair then lives in the database. */
        refreshToken: string;
        templates: Partial<Record<MessageKind, string>>;
        apiUrl: string;
        oauthUrl: string;
      }
    | undefined;
  sms: { apiKey: string; secretKey: string; brandname: string; apiUrl: string; sandbox: boolean } | undefined;
}

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** How long a new PostgreSQL connection may take before it counts as unreachable. */
  databaseConnectTimeoutMs: number;
  dataDir: string;
  dbDir: string;
  uploadDir: string;
  /** Signs and verifies every access token when set; unset: the signing keys in the database. */
  jwtSecret: string | undefined;
  adminUsername: string | undefined;
  adminPassword: string | undefined;
  seedDemo: boolean;
  logLevel: string;
  /** The built React app; served when the folder exists. */
  webDist: string;
  /**
   * The shop's public address (an origin, no trailing slash): every absolute link (canonical, Open
   * Graph, JSON-LD, sitemap, robots.txt) is made from it, never from the request's Host. PUBLIC_URL,
   * else `http://localhost:<PORT>`.
   */
  publicUrl: string;
  /** PUBLIC_URL was set; when not, the session routes compare a request's Origin with its own host. */
  publicUrlConfigured: boolean;
  /** NODE_ENV is `production`. */
  production: boolean;
  /** Whose X-Forwarded-For is believed for the client address (Fastify's `trustProxy`). */
  trustProxy: TrustProxy;
  /**
   * Sign-in throttling: per account and address, `free` failures a window, then each attempt waits
   * `baseDelayMs × 2^(n − free)` after the n-th failure, at most `maxDelayMs`; per address,
   * `perAddress` failures a window across accounts.
   */
  loginThrottle: { free: number; windowMs: number; baseDelayMs: number; maxDelayMs: number; perAddress: number };
  /** Rate-limit and timing knobs; tests may tighten them. */
  orderRateLimit: { max: number; windowMs: number };
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  /** Memory for cached catalogue answers (0: no cache). */
  catalogueCacheBytes: number;
  /** Memory for rendered storefront pages (modules/pages/page-cache.ts); 0: off. */
  pageCacheBytes: number;
  /** Redis for rate limits and throttling (REDIS_URL set); keys start with `prefix`. */
  redis: { url: string; prefix: string } | undefined;
  /** Audit log entries older than this many days are removed (at start-up and once a day). */
  auditRetentionDays: number;
  /** Images in an S3-compatible bucket (S3_BUCKET set); undefined: in `uploadDir`. */
  s3: S3Settings | undefined;
  messages: MessageSettings;
}

export class ConfigError extends StartupError {}

/** The names of every variable the shop reads (docs/deploy.md lists them in one table; a test holds it). */
export const CONFIG_VARIABLES: readonly string[] = envSchema.keyof().options;

/** Reads the environment once (nothing else reads `process.env`); every bad value is named, on one line. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}.`);
  }
  const e = parsed.data;
  const s3Problems = [
    ...(!e.S3_BUCKET && e.S3_PUBLIC_URL ? ['S3_PUBLIC_URL needs S3_BUCKET'] : []),
    ...(e.S3_BUCKET && !e.AWS_ACCESS_KEY_ID !== !e.AWS_SECRET_ACCESS_KEY
      ? ['AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY go together']
      : []),
  ];
  if (s3Problems.length) throw new ConfigError(`Invalid configuration: ${s3Problems.join('; ')}.`);
  const zaloSet = [e.ZALO_APP_ID, e.ZALO_APP_SECRET, e.ZALO_REFRESH_TOKEN].filter(Boolean).length;
  const smsSet = [e.ESMS_API_KEY, e.ESMS_SECRET_KEY, e.ESMS_BRANDNAME].filter(Boolean).length;
  const messageProblems = [
    ...(zaloSet > 0 && zaloSet < 3 ? ['ZALO_APP_ID, ZALO_APP_SECRET and ZALO_REFRESH_TOKEN go together'] : []),
    ...(smsSet > 0 && smsSet < 3 ? ['ESMS_API_KEY, ESMS_SECRET_KEY and ESMS_BRANDNAME go together'] : []),
  ];
  if (messageProblems.length) throw new ConfigError(`Invalid configuration: ${messageProblems.join('; ')}.`);
  const dataDir = resolve(e.DATA_DIR);
  const publicUrl = e.PUBLIC_URL ?? `http://localhost:${e.PORT}`;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databaseConnectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT * 1000,
    dataDir,
    dbDir: join(dataDir, 'db'),
    uploadDir: resolve(e.UPLOAD_DIR ?? join(dataDir, 'uploads')),
    jwtSecret: e.JWT_SECRET,
    adminUsername: e.ADMIN_USERNAME,
    adminPassword: e.ADMIN_PASSWORD,
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL,
    webDist: resolve(e.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    publicUrl,
    publicUrlConfigured: e.PUBLIC_URL !== undefined,
    production: e.NODE_ENV === 'production',
    trustProxy: e.TRUST_PROXY,
    loginThrottle: {
      free: e.LOGIN_ATTEMPTS,
      windowMs: 15 * 60_000,
      baseDelayMs: 30_000,
      maxDelayMs: 15 * 60_000,
      perAddress: e.LOGIN_ADDRESS_ATTEMPTS,
    },
    orderRateLimit: { max: e.ORDER_RATE_LIMIT, windowMs: 60 * 60_000 },
    accessTokenTtlSeconds: 15 * 60,
    refreshTokenTtlDays: 30,
    catalogueCacheBytes: Math.round(e.CATALOGUE_CACHE_MB * 1024 * 1024),
    pageCacheBytes: Math.round(e.PAGE_CACHE_MB * 1024 * 1024),
    redis: e.REDIS_URL ? { url: e.REDIS_URL, prefix: e.REDIS_PREFIX ?? 'shop:' } : undefined,
    auditRetentionDays: e.AUDIT_RETENTION_DAYS,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          prefix: e.S3_PREFIX ? `${e.S3_PREFIX}/` : '',
          publicUrl: e.S3_PUBLIC_URL?.replace(/\/+$/, ''),
          endpoint: e.AWS_ENDPOINT_URL,
          region: e.AWS_REGION ?? 'us-east-1',
          credentials:
            e.AWS_ACCESS_KEY_ID && e.AWS_SECRET_ACCESS_KEY
              ? {
                  accessKeyId: e.AWS_ACCESS_KEY_ID,
                  secretAccessKey: e.AWS_SECRET_ACCESS_KEY,
                  ...(e.AWS_SESSION_TOKEN ? { sessionToken: e.AWS_SESSION_TOKEN } : {}),
                }
              : undefined,
        }
      : undefined,
    messages: {
      smtp: e.SMTP_URL
        ? { url: e.SMTP_URL, from: e.MAIL_FROM ?? `no-reply@${new URL(publicUrl).hostname}` }
        : undefined,
      zalo:
        e.ZALO_APP_ID && e.ZALO_APP_SECRET && e.ZALO_REFRESH_TOKEN
          ? {
              appId: e.ZALO_APP_ID,
              appSecret: e.ZALO_APP_SECRET,
              refreshToken: e.ZALO_REFRESH_TOKEN,
              templates: e.ZALO_TEMPLATES ?? {},
              apiUrl: e.ZALO_API_URL ?? 'https://business.openapi.zalo.me',
              oauthUrl: e.ZALO_OAUTH_URL ?? 'https://oauth.zaloapp.com',
            }
          : undefined,
      sms:
        e.ESMS_API_KEY && e.ESMS_SECRET_KEY && e.ESMS_BRANDNAME
          ? {
              apiKey: e.ESMS_API_KEY,
              secretKey: e.ESMS_SECRET_KEY,
              brandname: e.ESMS_BRANDNAME,
              apiUrl: e.ESMS_API_URL ?? 'https://rest.esms.vn',
              sandbox: e.ESMS_SANDBOX,
            }
          : undefined,
    },
  };
}

/** What an operator should fix although the server can start, logged as warnings at start-up. */
export function startupWarnings(config: Config): string[] {
  const warnings: string[] = [];
  if (config.production && !config.publicUrlConfigured) {
    warnings.push(
      `PUBLIC_URL is not set: links in pages, the sitemap and robots.txt point at ${config.publicUrl}. Set PUBLIC_URL to the shop’s public address (https://…).`,
    );
  }
  return warnings;
}
