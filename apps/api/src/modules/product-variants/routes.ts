import { PRODUCT_MESSAGES } from '@shop/core/schemas/product';
import {
  VARIANT_MESSAGES,
  availabilityQuery,
  availabilityResponse,
  createVariantBody,
  productIdParams,
  variantBody,
  variantSchema,
  variantsResponse,
  type Variant,
} from '@shop/core/schemas/variant';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { crudRoutes, publicRead, type AuditWrite } from '../../lib/crud-routes.ts';
import { notFound } from '../../lib/errors.ts';
import { productsRepository } from '../products/repository.ts';
import { variantsRepository } from './repository.ts';
import { availabilityOf } from './stock.ts';

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
    publicRead({ tags, summary: 'The variants of a product', params: productIdParams }, variantsResponse, {
      notFound: true,
    }),
    async (request) => {
      const { productId } = request.params;
      const variants = await repo.ofProduct(productId);
      if (!variants.length && !(await productsRepo.exists(productId))) throw notFound(PRODUCT_MESSAGES.notFound);
      return variants;
    },
  );

  app.get(
    '/availability',
    publicRead(
      {
        tags,
        summary:
          'What can be ordered of some variants now (ids=1,2, at most 100): pieces left when tracked, the most one order line may take (0 = cannot be ordered), and whether the stock is low. Read live, never cached',
        querystring: availabilityQuery,
      },
      availabilityResponse,
    ),
    async (request, reply) => {
      const answer = await availabilityOf(app.database.db, request.query.ids);
      return reply.header('cache-control', 'no-store').send(answer);
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
 * (`variants.12.price`, `variants.12.stock`), so a product's history shows who changed its prices and
 * its stock: added, changed or removed variants alike (a stock of null is "not tracked").
 */
const asProductChange: AuditWrite<Variant> = async (audit, before, after) => {
  const productId = (after ?? before)!.productId;
  await audit.updated('products', productId, asProductFields(before), asProductFields(after));
};

function asProductFields(v: Variant | undefined): Record<string, unknown> {
  if (!v) return {};
  const { id, name, sku, sizeId, price, discount, color, stock, tracksPieces } = v;
  return Object.fromEntries(
    Object.entries({ name, sku, sizeId, price, discount, color, stock, tracksPieces }).map(([k, x]) => [
      `variants.${id}.${k}`,
      x,
    ]),
  );
}
