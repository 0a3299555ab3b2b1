import { errorResponse } from '@shop/core/schemas/common';
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
import { crudRoutes, type AuditWrite } from '../../lib/crud-routes.ts';
import { notFound } from '../../lib/errors.ts';
import { productsRepository } from '../products/repository.ts';
import { variantsRepository } from './repository.ts';

const tags = ['product-variants'];

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

  crudRoutes(app, {
    tags,
    right: 'products',
    item: variantSchema,
    repository: variantsRepository,
    audit: asProductChange,
    notFound: VARIANT_MESSAGES.notFound,
    create: { summary: 'Add a variant to a product', body: createVariantBody },
    update: { summary: 'Change a variant (price, stock, size)', body: variantBody },
    remove: { summary: 'Delete a variant' },
  });
};

export default productVariantsRoutes;

/**
 * A variant write is audited as a change of its product, the variant as fields of it
 * (`variants.12.price`), so a product's history shows who changed its prices: added, changed or
 * removed variants alike.
 */
const asProductChange: AuditWrite<Variant> = async (audit, before, after) => {
  const productId = (after ?? before)!.productId;
  await audit.updated('products', productId, asProductFields(before), asProductFields(after));
};

function asProductFields(v: Variant | undefined): Record<string, unknown> {
  if (!v) return {};
  const { id, name, sku, sizeId, price, discount, color } = v;
  return Object.fromEntries(
    Object.entries({ name, sku, sizeId, price, discount, color }).map(([k, x]) => [`variants.${id}.${k}`, x]),
  );
}
