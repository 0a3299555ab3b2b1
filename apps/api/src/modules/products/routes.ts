import { idParams, okResponse } from '@shop/core/schemas/common';
import {
  PRODUCT_MESSAGES,
  featuredQuery,
  productBody,
  productListQuery,
  productListResponse,
  productSchema,
  productsResponse,
} from '@shop/core/schemas/product';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Dependency } from '../../lib/catalogue-versions.ts';
import { publicRead, writeErrors, createOptions } from '../../lib/crud-routes.ts';
import { notFound } from '../../lib/errors.ts';
import { productsRepository, requireProduct } from './repository.ts';
import productToolsRoutes from './tools-routes.ts';

const tags = ['products'];

/** /api/products: the catalogue (public reads) and product writes (right on `products`). */
const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = productsRepository(app.database.db);
  // The back office's table, bulk changes, import and export (static paths, before `/:id`).
  await app.register(productToolsRoutes);

  /** Public reads go through the catalogue cache: the same question gets the same JSON text. */
  async function cached(
    reply: FastifyReply,
    key: string,
    deps: readonly Dependency[],
    compute: () => Promise<unknown>,
  ) {
    const text = await app.catalogueCache.json(key, deps, compute, (value) => reply.serialize(value) as string);
    return reply.type('application/json; charset=utf-8').send(text);
  }

  app.get(
    '/',
    publicRead(
      {
        tags,
        summary: 'Catalogue page: filters, search (case and diacritics ignored), order; {products, total}',
        querystring: productListQuery,
      },
      productListResponse,
    ),
    async (request, reply) => {
      const q = request.query;
      return cached(reply, `list ${JSON.stringify(q)}`, ['list'], () =>
        repo.list({
          limit: q.limit,
          skip: q.skip,
          include: q.include,
          search: q.search,
          categoryId: q.categoryId,
          brandIds: q.brandIds,
          subBrandIds: q.subBrandIds,
          gender: q.gender,
          inStock: q.inStock,
          featured: q.featured,
          order: q.order,
        }),
      );
    },
  );

  app.get(
    '/featured',
    publicRead({ tags, summary: 'Featured products, newest first', querystring: featuredQuery }, productsResponse),
    async (request, reply) =>
      cached(reply, `featured ${JSON.stringify(request.query)}`, ['list'], () =>
        repo.featured(request.query.limit ?? 8, request.query.include),
      ),
  );

  app.get(
    '/:id',
    publicRead(
      { tags, summary: 'A product with its variants (and sizes), brand, sub-brand and category', params: idParams },
      productSchema,
      { notFound: true },
    ),
    async (request, reply) =>
      cached(reply, `product ${request.params.id}`, [`product:${request.params.id}`], async () =>
        requireProduct(await repo.findById(request.params.id)),
      ),
  );

  app.post(
    '/',
    createOptions('products', {
      tags,
      summary: 'Create a product',
      body: productBody,
      item: productSchema,
    }),
    async (request, reply) => {
      const id = await request.audited(async (tx, audit) => {
        const products = productsRepository(tx);
        const created = await products.create(request.body);
        await audit.created('products', created, (await products.stored(created))!);
        return created;
      });
      return reply.code(201).send(requireProduct(await repo.findById(id)));
    },
  );

  app.put(
    '/:id',
    {
      config: { access: { resource: 'products', action: 'change' } },
      schema: {
        tags,
        summary: 'Change a product',
        params: idParams,
        body: productBody,
        response: { 200: productSchema, ...writeErrors },
      },
    },
    async (request) => {
      const { id } = request.params;
      await request.audited(async (tx, audit) => {
        const products = productsRepository(tx);
        const before = await products.stored(id);
        if (!before || !(await products.update(id, request.body))) throw notFound(PRODUCT_MESSAGES.notFound);
        await audit.updated('products', id, before, (await products.stored(id))!);
      });
      return requireProduct(await repo.findById(id));
    },
  );

  app.delete(
    '/:id',
    {
      config: { access: { resource: 'products', action: 'delete' } },
      schema: { tags, summary: 'Delete a product', params: idParams, response: { 200: okResponse, ...writeErrors } },
    },
    async (request) =>
      request.audited(async (tx, audit) => {
        const products = productsRepository(tx);
        const before = await products.stored(request.params.id);
        if (!before || !(await products.remove(before.id))) throw notFound(PRODUCT_MESSAGES.notFound);
        await audit.deleted('products', before.id, before);
        return { success: true as const };
      }),
  );
};

export default productsRoutes;
