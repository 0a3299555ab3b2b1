import { ADMIN_ROLE_ID, can } from '@shop/core/permissions';
import { AUTH_MESSAGES } from '@shop/core/schemas/auth';
import { errorResponse, isUploadPath, okResponse } from '@shop/core/schemas/common';
import {
  BANNER_SETTING_KEY,
  FEATURED_IMAGES_SETTING_KEY,
  PUBLIC_SETTING_KEYS,
  SETTING_KEYS,
  SETTING_MESSAGES,
  SETTINGS,
  isGuardedSettingKey,
  isSettingKey,
  settingBody,
  settingKeyParams,
  settingResource,
  isAdminOnlySettingKey,
  settingSchema,
  settingsMap,
  type BannerAndSlogan,
  type FeaturedImage,
  type SettingKey,
  type SettingsMap,
} from '@shop/core/schemas/setting';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessErrors } from '../../lib/crud-routes.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { bearerToken, currentUser } from '../../plugins/access.ts';
import paymentAccountRoutes from './payment-account-routes.ts';
import { settingsRepository, type SettingsRepository } from './repository.ts';

const invalid = (message: string) => badRequest(message, [{ field: 'value', in: 'body', message }]);

/**
 * Validates the value of a declared key (the core's SETTINGS) and returns what is stored: numbers and
 * JSON values are stored normalised. Library images are checked against the database. An undeclared
 * key is refused.
 */
async function normaliseSettingValue(repo: SettingsRepository, key: string, value: string): Promise<string> {
  if (!isSettingKey(key)) throw unknownKey();
  const parsed = SETTINGS[key].value.safeParse(value);
  if (!parsed.success) throw invalid(parsed.error.issues[0]?.message ?? 'Giá trị không hợp lệ');
  const data: unknown = parsed.data;

  if (key === FEATURED_IMAGES_SETTING_KEY) {
    const list = data as FeaturedImage[];
    const library = await repo.libraryImages(list.map((i) => i.path));
    if (list.some((i) => !library.has(i.path))) throw invalid(SETTING_MESSAGES.featuredNotInLibrary);
    // The id is the library's, whatever the client sent.
    return JSON.stringify(list.map((i) => ({ ...i, id: library.get(i.path)! })));
  }
  if (key === BANNER_SETTING_KEY) {
    const banner = data as BannerAndSlogan;
    if (banner.bannerImage.startsWith('/uploads/')) {
      const library = isUploadPath(banner.bannerImage) ? await repo.libraryImages([banner.bannerImage]) : new Map();
      if (!library.has(banner.bannerImage)) throw invalid(SETTING_MESSAGES.bannerNotInLibrary);
    }
    return JSON.stringify(banner);
  }
  return typeof data === 'string' ? data : JSON.stringify(data);
}

const unknownKey = () =>
  badRequest(SETTING_MESSAGES.unknownKey, [{ field: 'key', in: 'body', message: SETTING_MESSAGES.unknownKey }]);

/** The declared keys the caller may read: the public ones, or all of them for staff with settings read. */
async function readableKeys(app: FastifyInstance, request: FastifyRequest): Promise<ReadonlySet<SettingKey>> {
  const token = bearerToken(request);
  const user = token ? await app.userOfToken(token) : null;
  return new Set(user && can(user.permissions, 'settings', 'read') ? SETTING_KEYS : PUBLIC_SETTING_KEYS);
}

/**
 * Settings: /api/settings. Only declared keys exist (the core's SETTINGS): public ones are read by
 * everyone, the others by staff with settings read; a key is saved and deleted with its resource's
 * change right. A key that was never saved reads as its default.
 */
const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = settingsRepository(app.database.db);
  await app.register(paymentAccountRoutes);

  /** The stored values of `keys`, each missing or no longer valid one as its default. */
  async function values(keys: ReadonlySet<SettingKey>): Promise<SettingsMap> {
    const stored = await repo.map();
    const map: SettingsMap = {};
    for (const key of SETTING_KEYS) {
      if (!keys.has(key)) continue;
      const value = stored[key];
      map[key] = value !== undefined && SETTINGS[key].value.safeParse(value).success ? value : SETTINGS[key].default;
    }
    return map;
  }

  app.get(
    '/',
    {
      config: { access: 'public' },
      schema: {
        tags: ['settings'],
        summary: 'Settings keyed by key: the public ones, or all of them with the settings read right',
        response: { 200: settingsMap },
      },
    },
    async (request) => values(await readableKeys(app, request)),
  );

  app.get(
    '/:key',
    {
      config: { access: 'public' },
      schema: {
        tags: ['settings'],
        summary: 'One setting',
        params: settingKeyParams,
        response: { 200: settingSchema, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const { key } = request.params;
      // A private key is not found for whoever may not read it.
      if (!isSettingKey(key) || !(await readableKeys(app, request)).has(key)) throw notFound(SETTING_MESSAGES.notFound);
      const setting = await repo.find(key);
      const def = SETTINGS[key];
      if (setting && def.value.safeParse(setting.value).success) return setting;
      return { key, value: def.default, description: setting?.description ?? def.description };
    },
  );

  /**
   * The caller may save or delete the key: the change right of its resource, and never a key of the
   * bank account (only `PUT /payment-account` changes it, with the admin's password): 403 otherwise.
   */
  const assertMayChange = (request: FastifyRequest, key: string) => {
    if (isGuardedSettingKey(key)) throw forbidden(SETTING_MESSAGES.paymentGuarded);
    if (isAdminOnlySettingKey(key) && currentUser(request).roleId !== ADMIN_ROLE_ID)
      throw forbidden(SETTING_MESSAGES.adminOnly);
    if (!can(currentUser(request).permissions, settingResource(key), 'change'))
      throw forbidden(AUTH_MESSAGES.forbidden);
  };

  app.post(
    '/',
    {
      // The right depends on the key, so it is checked here, still before the body is validated
      // whenever the key can be read.
      config: { access: 'authenticated' },
      preValidation: async (request) => {
        const key = (request.body as { key?: unknown } | null | undefined)?.key;
        if (typeof key === 'string') assertMayChange(request, key.trim());
      },
      schema: {
        tags: ['settings'],
        summary:
          'Create or update a declared setting (needs the change right of its resource: shop or settings). The bank account keys (payment.*) are refused (403): see PUT /settings/payment-account.',
        body: settingBody,
        response: { 200: settingSchema, 201: settingSchema, ...accessErrors },
      },
    },
    async (request, reply) => {
      const { key, value, description } = request.body;
      assertMayChange(request, key);
      const stored = await normaliseSettingValue(repo, key, value);
      const { setting, created } = await request.audited(async (tx, audit) => {
        const settings = settingsRepository(tx);
        const before = (await settings.find(key)) ?? { key };
        const saved = await settings.save(key, stored, description);
        await audit.updated('settings', key, before, saved.setting, 'settings-change');
        return saved;
      });
      return reply.code(created ? 201 : 200).send(setting);
    },
  );

  app.delete(
    '/:key',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['settings'],
        summary: 'Put a declared setting back to its default (same right as saving it; payment.* refused, 403)',
        params: settingKeyParams,
        response: { 200: okResponse, ...accessErrors },
      },
    },
    async (request) => {
      const { key } = request.params;
      if (!isSettingKey(key)) throw badRequest(SETTING_MESSAGES.unknownKey);
      assertMayChange(request, key);
      // Back to its default: recorded as the deletion of the stored value (nothing, when none was stored).
      return request.audited(async (tx, audit) => {
        const settings = settingsRepository(tx);
        const before = await settings.find(key);
        if (before && (await settings.remove(key))) await audit.deleted('settings', key, before);
        return { success: true as const };
      });
    },
  );
};

export default settingsRoutes;
