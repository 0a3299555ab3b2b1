import { can } from '@shop/core/permissions';
import { AUTH_MESSAGES } from '@shop/core/schemas/auth';
import { errorResponse, isUploadPath, okResponse } from '@shop/core/schemas/common';
import {
  BANNER_SETTING_KEY,
  FEATURED_IMAGES_SETTING_KEY,
  KNOWN_SETTING_VALUES,
  SETTING_MESSAGES,
  settingBody,
  settingKeyParams,
  settingResource,
  settingSchema,
  settingsMap,
  type BannerAndSlogan,
  type FeaturedImage,
} from '@shop/core/schemas/setting';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { currentUser } from '../../plugins/access.ts';
import { settingsRepository, type SettingsRepository } from './repository.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse };

const invalid = (message: string) => badRequest(message, [{ field: 'value', in: 'body', message }]);

/**
 * Validates the value of a known key (KNOWN_SETTING_VALUES) and returns what is stored: JSON values
 * are stored normalised. Library images are checked against the database. Unknown keys are free text.
 */
export async function normaliseSettingValue(repo: SettingsRepository, key: string, value: string): Promise<string> {
  if (!Object.hasOwn(KNOWN_SETTING_VALUES, key)) return value;
  const parsed = KNOWN_SETTING_VALUES[key]!.safeParse(value);
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

/** Settings: /api/settings. Reads are public; store.* keys are saved with the shop right. */
const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = settingsRepository(app.database.db);

  app.get(
    '/',
    {
      config: { access: 'public' },
      schema: { tags: ['settings'], summary: 'All settings keyed by key', response: { 200: settingsMap } },
    },
    async () => repo.map(),
  );

  app.get(
    '/:key',
    {
      config: { access: 'public' },
      schema: {
        tags: ['settings'],
        params: settingKeyParams,
        response: { 200: settingSchema, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const setting = await repo.find(request.params.key);
      if (!setting) throw notFound(SETTING_MESSAGES.notFound);
      return setting;
    },
  );

  app.post(
    '/',
    {
      // The right depends on the key (store.* → shop, else settings), so it is checked below, still
      // before the body is validated whenever the key can be read.
      config: { access: 'authenticated' },
      preValidation: async (request) => {
        const key = (request.body as { key?: unknown } | null | undefined)?.key;
        if (typeof key === 'string' && !can(currentUser(request).permissions, settingResource(key.trim()), 'change')) {
          throw forbidden(AUTH_MESSAGES.forbidden);
        }
      },
      schema: {
        tags: ['settings'],
        summary: 'Create or update a setting (store.* keys need the shop change right, others settings change)',
        body: settingBody,
        response: { 200: settingSchema, 201: settingSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { key, value, description } = request.body;
      if (!can(currentUser(request).permissions, settingResource(key), 'change'))
        throw forbidden(AUTH_MESSAGES.forbidden);
      const stored = await normaliseSettingValue(repo, key, value);
      const { setting, created } = await repo.save(key, stored, description);
      return reply.code(created ? 201 : 200).send(setting);
    },
  );

  app.delete(
    '/:key',
    {
      config: { access: { resource: 'settings', action: 'delete' } },
      schema: {
        tags: ['settings'],
        params: settingKeyParams,
        response: { 200: okResponse, ...errors, 404: errorResponse },
      },
    },
    async (request) => {
      if (!(await repo.remove(request.params.key))) throw notFound(SETTING_MESSAGES.notFound);
      return { success: true as const };
    },
  );
};

export default settingsRoutes;
