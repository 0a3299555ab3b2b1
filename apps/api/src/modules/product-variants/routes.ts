import { errorResponse, idParams, okResponse } from '@shop/core/schemas/common';
import { PRODUCT_MESSAGES } from '@shop/core/schemas/product';
import {
  VARIANT_MESSAGES,
  createVariantBody,
  productIdParams,
  variantBody,
  variantSchema,
  variantsResponse,
  type Variant,
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
        summary: 'The variants of a product',
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
      schema: {
        tags,
        summary: 'Add a variant to a product',
        body: createVariantBody,
        response: { 201: variantSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { productId, ...input } = request.body;
      const variant = await request.audited(async (tx, audit) => {
        const created = await variantsRepository(tx).create(productId, input);
        await audit.updated('products', productId, {}, asProductFields(created), 'update');
        return created;
      });
      return reply.code(201).send(variant);
    },
  );

  app.put(
    '/:id',
    {
      config: { access: { resource: 'products', action: 'change' } },
      schema: {
        tags,
        summary: 'Change a variant (price, stock, size)',
        params: idParams,
        body: variantBody,
        response: { 200: variantSchema, ...writeErrors },
      },
    },
    async (request) =>
      request.audited(async (tx, audit) => {
        const variants = variantsRepository(tx);
        const before = await variants.find(request.params.id);
        const variant = before && (await variants.update(before.id, request.body));
        if (!before || !variant) throw notFound(VARIANT_MESSAGES.notFound);
        await audit.updated('products', variant.productId, asProductFields(before), asProductFields(variant));
        return variant;
      }),
  );

  app.delete(
    '/:id',
    {
      config: { access: { resource: 'products', action: 'delete' } },
      schema: { tags, summary: 'Delete a variant', params: idParams, response: { 200: okResponse, ...writeErrors } },
    },
    async (request) =>
      request.audited(async (tx, audit) => {
        const variants = variantsRepository(tx);
        const before = await variants.find(request.params.id);
        if (!before || !(await variants.remove(before.id))) throw notFound(VARIANT_MESSAGES.notFound);
        await audit.updated('products', before.productId, asProductFields(before), {});
        return { success: true as const };
      }),
  );
};

export default productVariantsRoutes;

/**
 * A variant as fields of its product in the audit log (`variants.12.price`), so a product's history
 * shows who changed its prices: added, changed or removed variants alike.
 */
function asProductFields(v: Variant): Record<string, unknown> {
  const { id, name, sku, sizeId, price, discount, color } = v;
  return Object.fromEntries(
    Object.entries({ name, sku, sizeId, price, discount, color }).map(([k, x]) => [`variants.${id}.${k}`, x]),
  );
}
