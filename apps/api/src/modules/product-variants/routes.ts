import { errorResponse, idParams, okResponse } from '@shop/core/schemas/common';
import { PRODUCT_MESSAGES } from '@shop/core/schemas/product';
import {
  VARIANT_MESSAGES,
  createVariantBody,
  productIdParams,
  variantBody,
  variantSchema,
  variantsResponse,
} from '@shop/core/schemas/variant';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/errors.ts';
import { productsRepository } from '../products/repository.ts';
import { variantsRepository } from './repository.ts';

const tags = ['product-variants'];
const writeErrors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
};

/**
 * /api/product-variants: a product's variants. Every write recomputes the product's
 * lowestPrice/highestPrice in the same transaction. Writes need the right on `products`.
 */
const productVariantsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = variantsRepository(app.database.db);
  const productsRepo = productsRepository(app.database.db);

  app.get(
    '/product/:productId',
    {
      config: { access: 'public' },
      schema: {
        tags,
        params: productIdParams,
        response: { 200: variantsResponse, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const { productId } = request.params;
      const variants = await repo.ofProduct(productId);
      if (!variants.length && !(await productsRepo.exists(productId))) throw notFound(PRODUCT_MESSAGES.notFound);
      return variants;
    },
  );

  app.post(
    '/',
    {
      config: { access: { resource: 'products', action: 'change' } },
      schema: { tags, body: createVariantBody, response: { 201: variantSchema, ...writeErrors } },
    },
    async (request, reply) => {
      const { productId, ...input } = request.body;
      return reply.code(201).send(await repo.create(productId, input));
    },
  );

  app.put(
    '/:id',
    {
      config: { access: { resource: 'products', action: 'change' } },
      schema: { tags, params: idParams, body: variantBody, response: { 200: variantSchema, ...writeErrors } },
    },
    async (request) => {
      const variant = await repo.update(request.params.id, request.body);
      if (!variant) throw notFound(VARIANT_MESSAGES.notFound);
      return variant;
    },
  );

  app.delete(
    '/:id',
    {
      config: { access: { resource: 'products', action: 'delete' } },
      schema: { tags, params: idParams, response: { 200: okResponse, ...writeErrors } },
    },
    async (request) => {
      if (!(await repo.remove(request.params.id))) throw notFound(VARIANT_MESSAGES.notFound);
      return { success: true as const };
    },
  );
};

export default productVariantsRoutes;
