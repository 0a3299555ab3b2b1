import { errorResponse } from '@shop/core/schemas/common';
import {
  POLICY_MESSAGES,
  policyBody,
  policyHistorySchema,
  policyListSchema,
  policyQuery,
  policySlugParams,
  policyVersionSchema,
} from '@shop/core/schemas/policy';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessErrors, publicList, publicRead, readRoutes } from '../../lib/crud-routes.ts';
import { conflict, notFound, pgErrorCode } from '../../lib/errors.ts';
import { renderPolicyMarkdown, sanitizePolicyHtml } from '../../lib/markdown.ts';
import { currentUser } from '../../plugins/access.ts';
import { policiesRepository, type StoredPolicyVersion } from './repository.ts';

const tags = ['policies'];

/** A stored version as the API answers it: its HTML sanitised again as it leaves. */
const served = (v: StoredPolicyVersion, currentVersion: number) => ({
  slug: v.slug,
  title: v.title,
  version: v.version,
  markdown: v.markdown,
  html: sanitizePolicyHtml(v.html),
  createdAt: v.createdAt.toISOString(),
  createdBy: v.createdBy,
  currentVersion,
});

/**
 * The shop's policies (issue 27 §2), /api/policies: read by everyone (the versions in force, any
 * version by its number), saved by staff with the `shop` change right; each save is a new version.
 */
const policiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = policiesRepository(app.database.db);

  const summary = "The shop's policies in force: slug, title, version number and date of each";
  publicList(app, '/', { tags, summary, response: policyListSchema }, async () => ({
    policies: (await repo.current()).map((p) => ({
      slug: p.slug,
      title: p.title,
      version: p.version,
      createdAt: p.createdAt.toISOString(),
    })),
  }));

  app.get(
    '/:slug',
    publicRead(
      {
        tags,
        summary: 'A policy: the version in force, or `?v=<n>` an older one; its HTML is rendered and sanitised',
        params: policySlugParams,
        querystring: policyQuery,
      },
      policyVersionSchema,
      { notFound: true },
    ),
    async (request) => {
      const { slug } = request.params;
      const { v } = request.query;
      const [found, latest] = await Promise.all([repo.find(slug, v), repo.latestVersion(slug)]);
      if (!found) throw notFound(v === undefined ? POLICY_MESSAGES.notFound : POLICY_MESSAGES.versionNotFound);
      return served(found, latest);
    },
  );

  readRoutes(app, { resource: 'shop', tags })(
    '/:slug/versions',
    'Every version of a policy, newest first: number, title, date and who saved it',
    { params: policySlugParams, response: policyHistorySchema },
    async (request) => ({
      versions: (await repo.history(request.params.slug)).map((v) => ({
        ...v,
        createdAt: v.createdAt.toISOString(),
      })),
    }),
  );

  app.put(
    '/:slug',
    {
      config: { access: { resource: 'shop', action: 'change' } },
      schema: {
        tags,
        summary: 'Saves a new version of a policy (Markdown, rendered and sanitised); the old ones stay readable',
        params: policySlugParams,
        body: policyBody,
        response: { 201: policyVersionSchema, ...accessErrors, 409: errorResponse },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { slug } = request.params;
      const { title, markdown } = request.body;
      const html = renderPolicyMarkdown(markdown);
      try {
        const saved = await request.audited(async (tx, audit) => {
          const before = await policiesRepository(tx).find(slug);
          const row = await policiesRepository(tx).add(
            slug,
            { title, markdown, html },
            { userId: user.id, username: user.username },
          );
          await audit.updated(
            'shop',
            `policy:${slug}`,
            { version: before?.version ?? null, title: before?.title ?? null, markdown: before?.markdown ?? null },
            { version: row.version, title: row.title, markdown: row.markdown },
          );
          return row;
        });
        return reply.status(201).send(served(saved, saved.version));
      } catch (err) {
        if (pgErrorCode(err) === '23505') throw conflict(POLICY_MESSAGES.busy);
        throw err;
      }
    },
  );
};

export default policiesRoutes;
